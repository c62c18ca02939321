import { Link } from 'react-router-dom';
import type { Product } from '@petverse/api/contract';
import { Section } from '../marketing/marketing.styles';
import { CATEGORY_LABELS, byRating, categoryCounts } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { FilterLinks } from './FilterLinks';

/** The Zib Store landing: shop by pet, the best-rated products and the range by category. */
export function ZibLanding({ products }: { products: Product[] }) {
  const best = [...products].sort(byRating).slice(0, 4);
  return (
    <>
      <FilterLinks
        label="Shop Zib by pet"
        items={[
          { label: 'Zib for dogs', to: '/zib-products?pet=dog', current: false },
          { label: 'Zib for cats', to: '/zib-products?pet=cat', current: false },
          { label: 'All Zib products', to: '/zib-products', current: false },
        ]}
      />
      <Section aria-labelledby="zib-best">
        <h2 id="zib-best">Best rated</h2>
        <CatalogueGrid products={best} label="Best rated products" />
      </Section>
      <Section aria-labelledby="zib-categories">
        <h2 id="zib-categories">Shop the range</h2>
        <FilterLinks
          label="Zib categories"
          items={categoryCounts(products).map(({ category, count }) => ({
            label: `${CATEGORY_LABELS[category]} (${count})`,
            to: `/zib-products?category=${category}`,
            current: false,
          }))}
        />
        <Link to="/zib-products">View all Zib products</Link>
      </Section>
    </>
  );
}
