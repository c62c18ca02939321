import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Lets @petverse/ui cards navigate through the router without knowing it. */
export function RouterLink({ href, children }: { href: string; children: ReactNode }) {
  return <Link to={href}>{children}</Link>;
}
