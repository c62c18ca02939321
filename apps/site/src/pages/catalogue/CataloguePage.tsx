import { useSearchParams } from 'react-router-dom';
import type { Product } from '@petverse/api/contract';
import { EmptyState } from '@petverse/ui';
import { usePageTitle } from '../../lib/usePageTitle';
import { Lead, PageTitle } from '../marketing/marketing.styles';
import { CATEGORY_LABELS, categoryCounts, isCategory } from './catalogue';
import { CatalogueGrid } from './CatalogueGrid';
import { CatalogueState } from './CatalogueState';
import { FilterLinks } from './FilterLinks';
import { ZibLanding } from './ZibLanding';

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

const PETS = [
  { value: 'dog', label: 'Dogs' },
  { value: 'cat', label: 'Cats' },
] as const;

/** /pet-dog-store, /pet-store-category, /zib-store and /zib-products: the catalogue, four ways. */
export default function CataloguePage({ variant }: { variant: CatalogueVariant }) {
  const page = pages[variant];
  usePageTitle(page.title, page.description);
  const [params] = useSearchParams();
  const category = params.get('category');
  const pet = variant === 'dog-store' ? 'dog' : params.get('pet');

  const listing = (all: Product[]) => {
    const forPet = pet === 'dog' || pet === 'cat' ? all.filter((p) => p.petspecies === pet) : all;
    const shown = isCategory(category) ? forPet.filter((p) => p.category === category) : forPet;
    const link = (next: { category?: string | null; pet?: string | null }) => {
      const q = new URLSearchParams();
      const c = next.category === undefined ? category : next.category;
      const p = variant === 'dog-store' ? null : next.pet === undefined ? pet : next.pet;
      if (p) q.set('pet', p);
      if (c) q.set('category', c);
      const s = q.toString();
      return s ? `${page.path}?${s}` : page.path;
    };
    return (
      <>
        {variant === 'zib-products' ? (
          <FilterLinks
            label="Pets"
            items={[
              { label: 'All pets', to: link({ pet: null }), current: !pet },
              ...PETS.map((x) => ({
                label: x.label,
                to: link({ pet: x.value }),
                current: pet === x.value,
              })),
            ]}
          />
        ) : null}
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
          <CatalogueGrid
            products={shown}
            label="Products"
            headingLevel={2}
            target={variant === 'dog-store' ? 'state-detail' : 'product-page'}
          />
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
      <CatalogueState>
        {(all) => (variant === 'zib-store' ? <ZibLanding products={all} /> : listing(all))}
      </CatalogueState>
    </section>
  );
}
