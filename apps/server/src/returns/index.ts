/*
 * The returns domain (issue 38 item 5, ADR 023): a buyer returns units of a delivered order, staff
 * approve, pick up and receive it, and its receipt refunds. Other domains use it only through
 * this file. Its tables stay in `db/schema.ts` for now: the invoices' credit notes (still core)
 * reference a return.
 */
export { returnRoutes } from './publicRoutes';
export { returnRoutes as adminReturnRoutes, adminReturns } from './adminRoutes';
export { returnsOf, returnsRefundedSql, toOrderReturn, type ReturnFields } from './returns';
