/*
 * The partners domain (issue 58 item 9): partner sites' webhook deliveries, for the back office.
 * Signing and sending them is lib/webhooks.ts (the registration forms queue them). Other domains
 * use it only through this file.
 */
export { partnerRoutes as adminPartnerRoutes } from './adminRoutes';
