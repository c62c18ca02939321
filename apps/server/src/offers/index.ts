/*
 * The offers domain (issue 55 item 6, ADR 039): public coupons for buyers (the offers page, the
 * coupons a buyer may use at payment) and the free-delivery threshold the owner sets, which every
 * pricing of an order reads. Other domains use it only through this file.
 */
export { offerRoutes } from './routes';
export { offerAdminRoutes } from './adminRoutes';
