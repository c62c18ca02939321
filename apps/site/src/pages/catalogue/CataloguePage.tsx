import { useSearchParams } from 'react-router-dom';
import type { Product, ProductCategory } from '@petverse/api/contract';
import { EmptyState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from '../marketing/marketing.styles';
import { CATEGORY_LABELS, categoryCounts, isCategory } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { CatalogueState } from './CatalogueState';
import { FilterLinks } from './FilterLinks';
import { ZibLanding } from './ZibLanding';
import { StoreBrowser } from '../store/StoreBrowser';

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
      label="Categories"
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

/** /pet-dog-store, /pet-store-category, /zib-store and /zib-products: the catalogue, four ways. */
export default function CataloguePage({ variant }: { variant: CatalogueVariant }) {
  const page = pages[variant];
  usePageTitle(page.title, page.description);
  const [params] = useSearchParams();
  const category = params.get('category');
  const pet = variant === 'dog-store' ? 'dog' : params.get('pet');

  // The dog store keeps its landing: every dog product, by category.
  const listing = (all: Product[]) => {
    const forPet = pet === 'dog' || pet === 'cat' ? all.filter((p) => p.petspecies === pet) : all;
    const shown = isCategory(category) ? forPet.filter((p) => p.category === category) : forPet;
    const link = (next: { category?: string | null }) => {
      const c = next.category === undefined ? category : next.category;
      return c ? `${page.path}?category=${c}` : page.path;
    };
    return (
      <>
        <FilterLinks
          label="Categories"
          items={[
            {
              label: `All (${forPet.length})`,
              to: link({ category: null }),
              current: !isCategory(category),
            },
            ...categoryCounts(forPet).map(({ category: c, count }) => ({
              label: `${CATEGORY_LABELS[c]} (${count})`,
              to: link({ category: c }),
              current: category === c,
            })),
          ]}
        />
        {shown.length ? (
          <CatalogueGrid products={shown} label="Products" headingLevel={2} target="state-detail" />
        ) : (
          <EmptyState title="No products found" description="Try another category." />
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="catalogue-title">
      <PageTitle id="catalogue-title">{page.title}</PageTitle>
      <Lead>{page.lead}</Lead>
      {variant === 'categories' ? (
        <>
          <CategoryLinks />
          <StoreBrowser />
        </>
      ) : variant === 'zib-products' ? (
        // The branded store: every Zib product, searched, filtered and paged on the server.
        <StoreBrowser fixed={ZIB} />
      ) : (
        <CatalogueState>
          {(all) => (variant === 'zib-store' ? <ZibLanding products={all} /> : listing(all))}
        </CatalogueState>
      )}
    </section>
  );
}
