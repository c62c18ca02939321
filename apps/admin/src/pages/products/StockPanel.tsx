import { useSaveProduct, useStockMove } from '@petverse/api/admin';
import { LOW_STOCK_THRESHOLD, type AdminProduct } from '@petverse/api/contract';
import { StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction, StatCard } from '@petverse/ui/admin';
import { Panel } from '../../layout/AdminLayout.styles';
import { count } from '../../lib/format';
import { Row } from './PicturesPanel.styles';

const units = (text: string | undefined) => {
  const n = Number(text);
  if (!/^\d{1,6}$/.test(text ?? '') || n === 0)
    throw new Error('Please write a whole number of units, more than 0.');
  return n;
};

/** What is in stock, units received or written off (relative, so sales meanwhile stand), and the sale. */
export function StockPanel({
  product,
  onChanged,
}: {
  product: AdminProduct;
  onChanged: (p: AdminProduct) => void;
}) {
  const move = useStockMove();
  const save = useSaveProduct();
  const moveBy = async (change: number, reason: string) => {
    const done = await move.trigger({ id: product._id, payload: { change, reason } });
    onChanged(done.product);
    notify.success(done.message);
  };
  const tone =
    product.stock === 0 ? 'danger' : product.stock <= LOW_STOCK_THRESHOLD ? 'warning' : 'success';
  return (
    <Panel aria-labelledby="stock">
      <h2 id="stock">Stock and sale</h2>
      <StatCard
        label="In stock"
        value={product.stock === 0 ? <StatusBadge status="out-of-stock" /> : count(product.stock)}
        hint={
          product.stock > 0 && product.stock <= LOW_STOCK_THRESHOLD
            ? `The store says "Only ${product.stock} left".`
            : undefined
        }
        tone={tone}
      />
      <Row>
        <ConfirmAction
          label="Receive units"
          title={`Receive units of ${product.name}`}
          message="The units are added to what is in stock now."
          fields={[
            { name: 'units', label: 'Units received' },
            { name: 'reason', label: 'From', placeholder: 'Delivery from the distributor' },
          ]}
          onConfirm={(v) => moveBy(units(v.units), v.reason!)}
        />
        <ConfirmAction
          label="Write off units"
          title={`Write off units of ${product.name}`}
          message="The units are taken from what is in stock now (damaged, expired, lost)."
          tone="danger"
          fields={[
            { name: 'units', label: 'Units to write off' },
            { name: 'reason', label: 'Why' },
          ]}
          onConfirm={(v) => moveBy(-units(v.units), v.reason!)}
        />
      </Row>
      <Row>
        <ConfirmAction
          label={product.withdrawnAt ? 'Put back on sale' : 'Withdraw from sale'}
          title={product.withdrawnAt ? 'Put back on sale' : 'Withdraw from sale'}
          message={
            product.withdrawnAt
              ? 'It shows in the store again and can be bought.'
              : 'It leaves the store, search and carts at once. Past orders keep it.'
          }
          tone={product.withdrawnAt ? 'primary' : 'danger'}
          onConfirm={async () => {
            const done = await save.trigger({
              id: product._id,
              payload: { withdrawn: !product.withdrawnAt, version: product.version },
            });
            onChanged(done.product);
            notify.success(done.message);
          }}
        />
      </Row>
    </Panel>
  );
}
