import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';
import { StoreBrowser } from './StoreBrowser';
import { Lead, PageTitle } from './store.styles';
import { useT } from '@petverse/ui';

/** /pet-store: search, filter, sort and page through the catalogue. Browsing needs no login. */
export default function PetStorePage() {
  const t = useT();
  usePageTitle('Pet Store');
  return (
    <section aria-labelledby="store-title">
      <PageTitle id="store-title">{t('Pet Store')}</PageTitle>
      <Lead>
        {t('Food, treats, toys and care for your dog or cat, delivered across India.')}{' '}
        <Link to="/offers">{t('See today’s offers and coupons')}</Link>
      </Lead>
      <StoreBrowser />
    </section>
  );
}
