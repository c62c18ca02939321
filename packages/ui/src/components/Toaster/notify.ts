import { TOAST_DURATION } from './durations';
import { createElement } from 'react';
import type * as Toastify from 'react-toastify/unstyled';
import { deepActiveElement } from '../../utils/deepActiveElement';
import { useT, type Text } from '../../i18n/I18n';

/** A toast's text, in the page's language (the toast renders inside the page's Toaster). */
function ToastText({ message }: { message: Text }) {
  return createElement('p', null, useT()(message));
}

let toastify: Promise<typeof Toastify> | undefined;
/** react-toastify in a chunk of its own: loaded after first paint by Toaster, or by the first toast. */
export const loadToastify = () => (toastify ??= import('react-toastify/unstyled'));

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: Text) {
  // The control that raised it (focused now): the region keeps the toast off it.
  const trigger = deepActiveElement();
  void loadToastify().then(({ toast }) =>
    // In its own element, so the toast's text is the message alone (not the close button's too).
    toast(createElement(ToastText, { message }), {
      type: kind,
      autoClose: kind === 'error' ? TOAST_DURATION.error : TOAST_DURATION.success,
      // Errors interrupt (alert); success and info wait their turn (status).
      role: kind === 'error' ? 'alert' : 'status',
      data: { trigger },
    }),
  );
}

/**
 * Shows a toast with the product's timings (3 s success and info, 5 s errors) in the page's
 * Toaster; react-toastify loads on the first one if the Toaster has not loaded it yet.
 */
export const notify = {
  success: (message: Text) => show('success', message),
  error: (message: Text) => show('error', message),
  info: (message: Text) => show('info', message),
};
