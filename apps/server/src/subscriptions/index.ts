/*
 * Subscribe and save (issue 38 item 2, ADR 024): a product delivered every few weeks, paid by the
 * first payment's authorisation, renewed by a worker, changed by its subscriber in one request
 * and looked after by operations. Other domains use it only through this file, and its tables
 * (`tables.ts`: orders and carts read them).
 */
export { subscriptionRoutes } from './publicRoutes';
export { subscriptionRoutes as adminSubscriptionRoutes } from './adminRoutes';
export { startSubscriptions } from './subscriptions';
export { startSubscriptionWorker } from './sweep';
