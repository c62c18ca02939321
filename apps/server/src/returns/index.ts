/*
 * The returns domain (issue 38 item 5, ADR 023): a buyer returns units of a delivered order, staff
 * approve, pick up and receive it, and its receipt refunds. Other domains use it only through
 * this file, and its tables (`tables.ts`: the invoices' credit notes reference a return).
 */
export { returnRoutes } from './publicRoutes';
export { returnRoutes as adminReturnRoutes, adminReturns } from './adminRoutes';
export { returnsOf, returnsRefundedSql, toOrderReturn, type ReturnFields } from './returns';
