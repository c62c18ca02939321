import { Link, useNavigate } from 'react-router-dom';
import { useAddVariant } from '@petverse/api/admin';
import type { AdminProduct, AdminProductVariant } from '@petverse/api/contract';
import { StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction } from '@petverse/ui/admin';
import { Panel } from '../../layout/AdminLayout.styles';
import { count, problem, rupees } from '../../lib/format';
import { Sizes } from './VariantsPanel.styles';

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;
const amount = (text: string | undefined, what: string) => {
  if (!RUPEES.test(text?.trim() ?? '') || Number(text) <= 0)
    throw new Error(`${what}: please write an amount in rupees, such as 349 or 349.50.`);
  return Number(text);
};

/**
 * A product's sizes (ADR 026): each its own price, MRP and stock, edited on its own page (this
 * editor, opened on that size); and another size added with its own.
 */
export function VariantsPanel({
  product,
  variants,
}: {
  product: AdminProduct;
  variants: readonly AdminProductVariant[];
}) {
  const add = useAddVariant();
  const navigate = useNavigate();
  return (
    <Panel aria-labelledby="sizes">
      <h2 id="sizes">Sizes</h2>
      {product.variantLabel ? (
        <Sizes aria-label="Sizes of this product">
          {variants.map((v) => (
            <li key={v._id}>
              {v._id === product._id ? (
                <strong aria-current="page">{v.variantLabel}</strong>
              ) : (
                <Link to={`/products/${v._id}`}>{v.variantLabel}</Link>
              )}
              <span>
                {rupees(v.price)}
                {v.mrp !== null ? ` (MRP ${rupees(v.mrp)})` : ''} · {count(v.stock)} in stock
              </span>
              {v.withdrawnAt ? <StatusBadge status="withdrawn" /> : null}
            </li>
          ))}
        </Sizes>
      ) : (
        <p>
          One size. To sell it in others, give this one its size above (such as 1 kg), then add.
        </p>
      )}
      <ConfirmAction
        label="Add a size"
        title={`Add a size of ${product.name}`}
        message="The new size shares this product's name, details and pictures, with its own price, MRP and stock."
        confirmLabel="Add the size"
        disabled={!product.variantLabel}
        fields={[
          { name: 'label', label: 'Size or pack', placeholder: '3 kg' },
          { name: 'price', label: 'Price (₹)' },
          { name: 'mrp', label: 'MRP (₹)', required: false },
          { name: 'stock', label: 'Units in stock' },
        ]}
        onConfirm={async (v) => {
          const stock = Number(v.stock);
          if (!/^\d{1,6}$/.test(v.stock?.trim() ?? ''))
            throw new Error('Units in stock: please write a whole number from 0 to 100000.');
          const payload = {
            variantLabel: v.label?.trim() ?? '',
            price: amount(v.price, 'Price'),
            mrp: v.mrp?.trim() ? amount(v.mrp, 'MRP') : null,
            stock,
          };
          try {
            const done = await add.trigger({ id: product._id, payload });
            notify.success(done.message);
            void navigate(`/products/${done.product._id}`);
          } catch (error) {
            throw new Error(problem(error, 'We could not add the size. Please try again.'));
          }
        }}
      />
    </Panel>
  );
}
