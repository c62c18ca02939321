import { Link } from 'react-router-dom';
import { EmptyState } from '@petverse/ui';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <EmptyState
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      action={<Link to="/pet-store">Browse the Pet Store</Link>}
    />
  );
}
