/*
 * The partners domain: partner sites' webhooks (partners.ts: the origins that may embed us and CORS for them; webhooks.ts: each registration from a partner's
 * pages is recorded as a delivery, queued with it, signed as Standard Webhooks says and retried)
 * and their delivery log in the back office (issue 58 item 9). Other domains use it only through
 * this file.
 */
export { partnerRoutes as adminPartnerRoutes } from './adminRoutes';
export {
  parsePartnerWebhooks,
  queueDelivery,
  startWebhookWorker,
  type PartnerWebhook,
} from './webhooks';
export { parsePartnerOrigins, partnerOriginOf, registerPartnerAccess } from './partners';
