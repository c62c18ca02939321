import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '@petverse/ui';
import { useT } from '@petverse/ui';

/** Shows 'Loading form...' while a lazily loaded form arrives. */
export function FormSuspense({ children }: { children: ReactNode }) {
  const t = useT();
  return <Suspense fallback={<LoadingState label={t('Loading form...')} />}>{children}</Suspense>;
}
