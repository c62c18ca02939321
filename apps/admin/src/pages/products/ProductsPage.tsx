import { Link } from 'react-router-dom';
import { useAdminProducts } from '@petverse/api/admin';
import {
  LOW_STOCK_THRESHOLD,
  PET_SPECIES,
  PRODUCT_CATEGORIES,
  type AdminProduct,
  type PetSpecies,
  type ProductCategory,
} from '@petverse/api/contract';
import { Pagination, ProductImage, StatusBadge } from '@petverse/ui';
import { DataTable, FilterBar, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader } from '../../layout/AdminLayout.styles';
import { count, problem, rupees } from '../../lib/format';
import { useFilters } from '../../lib/useFilters';
import { usePageTitle } from '../../lib/usePageTitle';
import { Thumb } from './ProductsPage.styles';

const FILTERS = ['q', 'category', 'petspecies', 'stock', 'withdrawn'] as const;

const stockCell = (p: AdminProduct) =>
  p.withdrawnAt ? (
    <StatusBadge status="withdrawn" />
  ) : p.stock === 0 ? (
    <StatusBadge status="out-of-stock" />
  ) : p.stock <= LOW_STOCK_THRESHOLD ? (
    <strong>{count(p.stock)} (low)</strong>
  ) : (
    count(p.stock)
  );

const COLUMNS: DataTableColumn<AdminProduct>[] = [
  {
    id: 'product',
    header: 'Product',
    cell: (p) => (
      <Thumb>
        <ProductImage src={p.images[0] ?? ''} alt="" width={48} height={48} />
        <Link to={`/products/${p._id}`}>{p.name}</Link>
      </Thumb>
    ),
  },
  { id: 'category', header: 'Category', cell: (p) => `${p.category} · ${p.petspecies}` },
  { id: 'brand', header: 'Brand', cell: (p) => p.brand || '—' },
  { id: 'price', header: 'Price', align: 'end', cell: (p) => rupees(p.price) },
  { id: 'stock', header: 'In stock', align: 'end', cell: stockCell },
];

/** The catalogue, searched like the store, with what is low or sold out a filter away. */
export function ProductsPage() {
  usePageTitle('Catalogue');
  const { values, page, setFilters, setPage } = useFilters(FILTERS);
  const { data, error, isLoading, isValidating, mutate } = useAdminProducts({
    q: values.q || undefined,
    category: (values.category || undefined) as ProductCategory | undefined,
    petspecies: (values.petspecies || undefined) as PetSpecies | undefined,
    stock: (values.stock || undefined) as 'low' | 'out' | undefined,
    withdrawn: values.withdrawn === 'true' || undefined,
    page,
  });
  return (
    <>
      <PageHeader>
        <h1>Catalogue</h1>
        <Link to="/products/new">Add a product</Link>
      </PageHeader>
      <FilterBar
        label="Filter products"
        values={values}
        onChange={setFilters}
        fields={[
          { name: 'q', label: 'Search', type: 'search', placeholder: 'kibble, shampoo…' },
          {
            name: 'category',
            label: 'Category',
            type: 'select',
            options: PRODUCT_CATEGORIES.map((v) => ({ value: v })),
          },
          {
            name: 'petspecies',
            label: 'For',
            type: 'select',
            options: PET_SPECIES.map((v) => ({ value: v })),
          },
          {
            name: 'stock',
            label: 'Stock',
            type: 'select',
            placeholder: 'Any',
            options: [
              { value: 'low', label: `Low (${LOW_STOCK_THRESHOLD} or fewer)` },
              { value: 'out', label: 'Out of stock' },
            ],
          },
          {
            name: 'withdrawn',
            label: 'Withdrawn',
            type: 'select',
            placeholder: 'Hidden',
            options: [{ value: 'true', label: 'Shown too' }],
          },
        ]}
        summary={data ? `${count(data.pagination.total)} products` : undefined}
      />
      <DataTable
        caption="Products"
        hideCaption
        columns={COLUMNS}
        rows={data?.products ?? []}
        rowId={(p) => p._id}
        loading={isLoading || isValidating}
        error={error ? problem(error, 'We could not load the catalogue.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No products match"
        emptyDescription="Try other words, or clear the filters."
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={setPage}
        label="Pages of products"
      />
    </>
  );
}
