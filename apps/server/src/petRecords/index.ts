/*
 * The pet's health record (issue 53 item 3): vaccinations, dewormings, weights, conditions, what
 * is due and its reminders, and a read-only share link. Other domains use it only through this
 * file.
 */
export { petRecordRoutes } from './routes';
export { DOSE_CHECK, doseStillDue } from './reminders';
export { recordOfPet } from './records';
