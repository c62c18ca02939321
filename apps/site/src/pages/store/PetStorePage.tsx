import { usePageTitle } from '../../lib/usePageTitle';
import { StoreBrowser } from './StoreBrowser';
import { Lead, PageTitle } from './store.styles';

/** /pet-store: search, filter, sort and page through the catalogue. Browsing needs no login. */
export default function PetStorePage() {
  usePageTitle('Pet Store');
  return (
    <section aria-labelledby="store-title">
      <PageTitle id="store-title">Pet Store</PageTitle>
      <Lead>Food, treats, toys and care for your dog or cat, delivered across India.</Lead>
      <StoreBrowser />
    </section>
  );
}
