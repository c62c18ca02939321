import { Link } from 'react-router-dom';
import { EmptyState } from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';

/** Any unknown path: says so and offers the way home and to the store. */
export default function NotFoundPage() {
  usePageTitle('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <section aria-labelledby="not-found-title" style={{ padding: '48px 0', textAlign: 'center' }}>
      <h1 id="not-found-title">Page not found</h1>
      <EmptyState
        title="This page wandered off"
        description="The page you are looking for does not exist or has moved."
        action={
          <span
            style={{ display: 'inline-flex', gap: 16, flexWrap: 'wrap', justifyContent: 'center' }}
          >
            <Link to="/">Go to the home page</Link>
            <Link to="/pet-store">Browse the Pet Store</Link>
            <Link to="/our-services">See our services</Link>
          </span>
        }
      />
    </section>
  );
}
