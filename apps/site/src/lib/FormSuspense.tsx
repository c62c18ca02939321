import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '@petverse/ui';

/** Shows 'Loading form...' while a lazily loaded form arrives. */
export function FormSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingState label="Loading form..." />}>{children}</Suspense>;
}
