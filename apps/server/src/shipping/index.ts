/*
 * The shipping domain (issue 55 item 3, ADR 038): a courier adapter with a shipping aggregator's
 * shape (Shiprocket, or the sandbox that answers the same calls), booking couriers for orders with
 * one label PDF per batch, and the courier's signed tracking webhook that moves orders to out for
 * delivery, delivered or returned to origin. Other domains use it only through this file.
 */
export { shippingRoutes } from './routes';
export { shippingAdminRoutes } from './adminRoutes';
export { courierFor, usesShiprocket, type ShippingOptions } from './choice';
export type { Courier } from './courier';
