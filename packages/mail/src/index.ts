// `@petverse/mail`: every mail Petverse sends, as React Email templates with plain-text parts
// (issue 32). The server renders them when a job sends one; Storybook shows each.
export { renderMail, isReminder } from './render';
export { indiaDate, indiaDateTime, indiaTime, rupees } from './format';
export type { Mail, MailKind, MailOrder, MailAppointment, RenderedMail, MailSite } from './types';
export { wordsFor, type MailLocale } from './i18n';
