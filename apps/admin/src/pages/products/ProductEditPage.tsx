import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { variantName } from '@petverse/api/contract';
import { useAdminProduct, useSaveProduct } from '@petverse/api/admin';
import { SchemaForm, type SubmitAdapter } from '@petverse/forms';
import { ErrorState, LoadingState, StatusBadge } from '@petverse/ui';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { problem } from '../../lib/format';
import { asSubmitError } from '../../lib/submitError';
import { usePageTitle } from '../../lib/usePageTitle';
import { payloadOf, productForm, valuesOf } from './productForm';
import { PicturesPanel } from './PicturesPanel';
import { StockPanel } from './StockPanel';
import { VariantsPanel } from './VariantsPanel';
import { Layout } from './ProductEditPage.styles';

/** A new product, or one product's details, pictures, stock and sale. */
export function ProductEditPage() {
  const { id } = useParams();
  const isNew = !id;
  usePageTitle(isNew ? 'New product' : 'Product');
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useAdminProduct(id ?? null);
  const { trigger } = useSaveProduct();
  const definition = useMemo(() => productForm(isNew), [isNew]);
  const product = data?.product;

  const adapter: SubmitAdapter = async ({ values }) => {
    try {
      if (isNew) return await trigger({ payload: payloadOf(values) });
      const { stock: _stock, ...changes } = payloadOf(values);
      const saved = await trigger({
        id: product!._id,
        payload: { ...changes, version: product!.version },
      });
      // This size's line in the list of sizes follows the save.
      const variants = data?.variants?.map((v) =>
        v._id === saved.product._id
          ? {
              ...v,
              variantLabel: saved.product.variantLabel,
              price: saved.product.price,
              mrp: saved.product.mrp,
            }
          : v,
      );
      await mutate({ ...saved, variants }, { revalidate: false });
      return saved;
    } catch (failure) {
      throw asSubmitError(failure);
    }
  };

  if (!isNew && error)
    return (
      <ErrorState
        message={problem(error, 'We could not load this product.')}
        onRetry={() => void mutate()}
      />
    );
  if (!isNew && (isLoading || !product)) return <LoadingState label="Loading the product..." />;
  return (
    <>
      <PageHeader>
        <h1>
          {product
            ? product.variantLabel
              ? variantName(product.name, product.variantLabel)
              : product.name
            : 'New product'}{' '}
          {product?.withdrawnAt ? <StatusBadge status="withdrawn" /> : null}
        </h1>
        <Link to="/products">Back to the catalogue</Link>
      </PageHeader>
      <Layout>
        <Panel>
          <SchemaForm
            // A new version (someone's save) starts the form again from it.
            key={product ? `${product._id}-${product.version}` : 'new'}
            definition={definition}
            adapter={adapter}
            initialValues={
              product
                ? valuesOf(product)
                : { petspecies: 'dog', lifeStage: 'all', category: 'food' }
            }
            draftKey={`petverse.admin.product.${product?._id ?? 'new'}`}
            onSubmitted={({ result }) => {
              const created = (result as { product?: { _id: string } } | undefined)?.product;
              if (isNew && created) void navigate(`/products/${created._id}`, { replace: true });
            }}
          />
        </Panel>
        {product ? (
          <div>
            <VariantsPanel product={product} variants={data?.variants ?? []} />
            <StockPanel
              product={product}
              onChanged={(p) => void mutate({ product: p, message: '' }, { revalidate: false })}
            />
            <PicturesPanel
              product={product}
              onChanged={(p) => void mutate({ product: p, message: '' }, { revalidate: false })}
            />
          </div>
        ) : null}
      </Layout>
    </>
  );
}
