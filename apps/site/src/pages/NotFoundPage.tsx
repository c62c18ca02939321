import { MissingItem } from '../lib/MissingItem';
import { usePageTitle } from '../lib/usePageTitle';
import { useT } from '@petverse/ui';

/** Any unknown path: says so and offers the way home, to the store and to the services. */
export default function NotFoundPage() {
  const t = useT();
  usePageTitle('Page not found', 'The page you are looking for does not exist or has moved.');
  return (
    <MissingItem
      title={t('Page not found')}
      description={t('The page you are looking for does not exist or has moved.')}
      links={[
        { to: '/', label: 'Go to the home page' },
        { to: '/pet-store', label: 'Browse the Pet Store' },
        { to: '/our-services', label: 'See our services' },
      ]}
    />
  );
}
