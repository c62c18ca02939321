/*
 * The pharmacy domain (issue 53 item 2): ordering the medicines of a Petverse prescription, and
 * the pharmacist's check of every pharmacy line before its order ships. Other domains use it only
 * through this file.
 */
export { pharmacyRoutes } from './routes';
export { pharmacyAdminRoutes } from './adminRoutes';
export { ensureVerified, keepPharmacyLines } from './checks';
