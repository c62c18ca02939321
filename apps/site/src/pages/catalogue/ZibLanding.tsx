import { Link } from 'react-router-dom';
import { Section } from '../marketing/marketing.styles';
import { CATEGORY_LABELS, categoryCounts } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { CatalogueSearch } from './CatalogueSearch';
import { FilterLinks } from './FilterLinks';
import { useT } from '@petverse/ui';

/** Zib's four best rated products, with the counts of its whole range (one small search). */
const BEST_OF_ZIB = { brand: 'Zib', sort: 'rating', limit: 4 } as const;

/** The Zib Store landing: shop by pet, the best-rated products and the range by category. */
export function ZibLanding() {
  const t = useT();
  return (
    <>
      <FilterLinks
        label={t('Shop Zib by pet')}
        items={[
          { label: 'Zib for dogs', to: '/zib-products?pet=dog', current: false },
          { label: 'Zib for cats', to: '/zib-products?pet=cat', current: false },
          { label: 'All Zib products', to: '/zib-products', current: false },
        ]}
      />
      <CatalogueSearch query={BEST_OF_ZIB}>
        {({ products, facets }) => (
          <>
            <Section aria-labelledby="zib-best">
              <h2 id="zib-best">{t('Best rated')}</h2>
              <CatalogueGrid products={products} label={t('Best rated products')} />
            </Section>
            <Section aria-labelledby="zib-categories">
              <h2 id="zib-categories">{t('Shop the range')}</h2>
              <FilterLinks
                label={t('Zib categories')}
                items={categoryCounts(facets.category).map(({ category, count }) => ({
                  label: t('{category} ({count})', {
                    category: t(CATEGORY_LABELS[category]),
                    count,
                  }),
                  to: `/zib-products?category=${category}`,
                  current: false,
                }))}
              />
              <Link to="/zib-products">{t('View all Zib products')}</Link>
            </Section>
          </>
        )}
      </CatalogueSearch>
    </>
  );
}
