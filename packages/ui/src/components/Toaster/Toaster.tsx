import { Suspense, lazy, useEffect, useState } from 'react';
import { loadToastify } from './notify';
import { useT } from '../../i18n/I18n';

const ToastRegion = lazy(() => import('./ToastRegion'));

export interface ToasterProps {
  /** The region's name; an embed names its own so it never clashes with the host page's. @default 'Notifications' */
  label?: string;
}

/**
 * Where the page's toasts show (react-toastify, top-right): render it once near the root. It
 * loads react-toastify after the first paint, so no page's first load carries it; toasts raised
 * earlier wait for it. Success and info toasts are polite status messages (3 s), errors alerts
 * (5 s), in a polite live region; hovering or focusing a toast keeps it; the stack moves to the
 * bottom-right while the top-right would cover the control that raised a toast.
 */
export function Toaster({ label = 'Notifications' }: ToasterProps = {}) {
  const t = useT();
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // After the first paint, when the browser is idle (a timer where there is no idle callback).
    const load = () => {
      void loadToastify();
      setPainted(true);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 1);
    return () => window.clearTimeout(timer);
  }, []);
  return painted ? (
    <Suspense fallback={null}>
      <ToastRegion label={t(label)} />
    </Suspense>
  ) : null;
}
