import { useSearchParams } from 'react-router-dom';
import { useProductSearch } from '@petverse/api';
import type { PetSpecies, ProductCategory } from '@petverse/api/contract';
import { Pagination } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from '../marketing/marketing.styles';
import { CATEGORY_LABELS, categoryCounts, isCategory } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { CatalogueSearch } from './CatalogueSearch';
import { FilterLinks } from './FilterLinks';
import { ZibLanding } from './ZibLanding';
import { StoreBrowser } from '../store/StoreBrowser';
import { queryFromParams } from '../store/storeQuery';
import { useT } from '@petverse/ui';

const ZIB = { brand: 'Zib' } as const;

export type CatalogueVariant = 'dog-store' | 'categories' | 'zib-store' | 'zib-products';

const pages: Record<
  CatalogueVariant,
  { path: string; title: string; lead: string; description: string }
> = {
  'dog-store': {
    path: '/pet-dog-store',
    title: 'Dog Store',
    lead: 'Food, treats, toys and gear for dogs of every size, chosen with our vets.',
    description:
      'Shop dog food, treats, toys, grooming and health products, delivered across India.',
  },
  categories: {
    path: '/pet-store-category',
    title: 'Shop by Category',
    lead: 'Browse the whole store by what you need today.',
    description:
      'Pet store categories: food, treats, toys, accessories, grooming and health for dogs and cats.',
  },
  'zib-store': {
    path: '/zib-store',
    title: 'Zib Store',
    lead: 'Zib is our own label: simple recipes and sturdy gear, tested by our team’s pets first.',
    description:
      'The Zib Store: Petverse’s own range of food, toys and accessories for dogs and cats.',
  },
  'zib-products': {
    path: '/zib-products',
    title: 'Zib Products',
    lead: 'Every product of the Zib range, for dogs and cats.',
    description: 'All Zib products: food, treats, toys, accessories, grooming and health for pets.',
  },
};

/** The category links of /pet-store-category: each opens the store on that category. */
function CategoryLinks() {
  const t = useT();
  const [params] = useSearchParams();
  const current = params.get('category');
  const link = (category: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    if (category) next.set('category', category);
    else next.delete('category');
    const s = next.toString();
    return s ? `/pet-store-category?${s}` : '/pet-store-category';
  };
  return (
    <FilterLinks
      label={t('Categories')}
      items={[
        { label: 'All', to: link(null), current: !isCategory(current) },
        ...(Object.keys(CATEGORY_LABELS) as ProductCategory[]).map((c) => ({
          label: CATEGORY_LABELS[c],
          to: link(c),
          current: current === c,
        })),
      ]}
    />
  );
}

/** Products a page of the dog store shows: four rows of six on a desktop. */
const LISTING_PAGE_SIZE = 24;

/**
 * The dog store's landing: every product for one pet, by category, a page at a time. The counts
 * come from one search without the category (its facets); the page from one with it, so neither
 * grows with the catalogue.
 */
function PetListing({ path, species }: { path: string; species: PetSpecies }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  // The store's own reading of the URL: a category it knows, a page the server accepts.
  // Page 1 is left out, as the store's URLs do: without a category the page's search is then the
  // very search the counts come from, asked once.
  const { category, page } = queryFromParams(params);
  const counts = useProductSearch({ species, limit: LISTING_PAGE_SIZE });
  const link = (c: ProductCategory | null) => (c ? `${path}?category=${c}` : path);
  const total = counts.data?.pagination.total;
  return (
    <>
      {counts.data ? (
        <FilterLinks
          label={t('Categories')}
          items={[
            { label: t('All ({count})', { count: total }), to: link(null), current: !category },
            ...categoryCounts(counts.data.facets.category).map(({ category: c, count }) => ({
              label: t('{category} ({count})', { category: t(CATEGORY_LABELS[c]), count }),
              to: link(c),
              current: category === c,
            })),
          ]}
        />
      ) : null}
      <CatalogueSearch query={{ species, category, page, limit: LISTING_PAGE_SIZE }}>
        {({ products, pagination }) => (
          <>
            <CatalogueGrid
              products={products}
              label={t('Products')}
              headingLevel={2}
              target="state-detail"
            />
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              label={t('Product pages')}
              onPageChange={(next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
                window.scrollTo({ top: 0 });
              }}
            />
          </>
        )}
      </CatalogueSearch>
    </>
  );
}

/** /pet-dog-store, /pet-store-category, /zib-store and /zib-products: the catalogue, four ways. */
export default function CataloguePage({ variant }: { variant: CatalogueVariant }) {
  const t = useT();
  const page = pages[variant];
  usePageTitle(page.title, page.description);
  return (
    <section aria-labelledby="catalogue-title">
      <PageTitle id="catalogue-title">{t(page.title)}</PageTitle>
      <Lead>{t(page.lead)}</Lead>
      {variant === 'categories' ? (
        <>
          <CategoryLinks />
          <StoreBrowser />
        </>
      ) : variant === 'zib-products' ? (
        // The branded store: every Zib product, searched, filtered and paged on the server.
        <StoreBrowser fixed={ZIB} />
      ) : variant === 'dog-store' ? (
        <PetListing path={page.path} species="dog" />
      ) : (
        <ZibLanding />
      )}
    </section>
  );
}
