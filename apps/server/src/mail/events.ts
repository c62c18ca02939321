/**
 * The mail room's public file. What happens around an order or an appointment besides the change
 * itself (issue 32): its mail, its tax invoice or credit note, its reminder. Each function runs in
 * the transaction of the change that causes it, so the job exists if and only if the change
 * commits; the mail worker (worker.ts) renders and sends it later, retrying until the transport
 * takes it.
 */
export { mailLater, remindersOffUrl, type MailCheck, type ShopEvents } from './queue';
export { passwordChanged, registrationReceived, welcomed } from './accountMails';
export {
  orderAdvanced,
  orderCancelled,
  orderPlaced,
  paymentFailed,
  returnChanged,
} from './orderMails';
export { subscriptionMail } from './subscriptionMails';
export { appointmentChanged, groomingBooked } from './appointmentMails';
export { startMailWorker } from './worker';
