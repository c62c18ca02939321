export { ConfirmAction } from './ConfirmAction';
export type { ConfirmActionProps, ConfirmField } from './ConfirmAction';
