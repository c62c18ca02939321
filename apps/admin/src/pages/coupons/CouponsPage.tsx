import { useState } from 'react';
import { useAdminCoupons, useCouponChange, useCouponVisibility } from '@petverse/api/admin';
import type { AdminCoupon } from '@petverse/api/contract';
import { Button, Pagination, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction, DataTable, type DataTableColumn } from '@petverse/ui/admin';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { AdminForm } from '../../lib/AdminForm';
import { count, problem, rupees, when } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { couponDefaults, couponForm, couponOf } from './couponForm';

/** '10% off, at most ₹500' or '₹100 off'. */
const discountOf = (c: AdminCoupon) =>
  c.kind === 'flat'
    ? `${rupees(c.value)} off`
    : `${c.value}% off${c.maxDiscount !== null ? `, at most ${rupees(c.maxDiscount)}` : ''}`;

/** The conditions a buyer must meet, in words. */
const conditionsOf = (c: AdminCoupon) =>
  [
    c.minOrder > 0 ? `orders from ${rupees(c.minOrder)}` : null,
    c.firstOrderOnly ? 'first order only' : null,
    c.perUserLimit !== null
      ? `${count(c.perUserLimit)} ${c.perUserLimit === 1 ? 'use' : 'uses'} per customer`
      : null,
  ]
    .filter(Boolean)
    .join(' · ') || 'none';

/** Where a coupon stands now: deactivated, not yet valid, expired, used up, or active. */
function stateOf(c: AdminCoupon, now = Date.now()): { status: string; text: string } {
  if (c.deactivatedAt) return { status: 'disabled', text: 'Deactivated' };
  if (c.startsAt && Date.parse(c.startsAt) > now) return { status: 'pending', text: 'Scheduled' };
  if (c.endsAt && Date.parse(c.endsAt) <= now) return { status: 'cancelled', text: 'Expired' };
  if (c.totalLimit !== null && c.used >= c.totalLimit)
    return { status: 'cancelled', text: 'Used up' };
  return { status: 'active', text: 'Active' };
}

/** Coupons (issue 38): making them, how much each is used, deactivating one. */
export function CouponsPage() {
  usePageTitle('Coupons');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminCoupons(page);
  const change = useCouponChange();
  const visibility = useCouponVisibility();
  const columns: DataTableColumn<AdminCoupon>[] = [
    { id: 'code', header: 'Code', cell: (c) => <strong>{c.code}</strong> },
    { id: 'discount', header: 'Discount', cell: discountOf },
    { id: 'conditions', header: 'Conditions', cell: conditionsOf },
    {
      id: 'valid',
      header: 'Valid',
      cell: (c) =>
        c.startsAt || c.endsAt
          ? `${c.startsAt ? `from ${when(c.startsAt)}` : ''}${c.startsAt && c.endsAt ? ' ' : ''}${c.endsAt ? `until ${when(c.endsAt)}` : ''}`
          : 'always',
    },
    {
      id: 'shown',
      header: 'Shown to',
      cell: (c) => (
        <>
          {c.public ? 'Every buyer' : 'Only those given it'}{' '}
          {c.deactivatedAt ? null : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${c.public ? 'Make private' : 'Show to buyers'}: ${c.code}`}
              onClick={() =>
                void visibility
                  .trigger({ id: c._id, public: !c.public })
                  .then((done) => notify.success(done.message))
                  .catch((e: unknown) => notify.error(problem(e, 'We could not change it.')))
              }
            >
              {c.public ? 'Make private' : 'Show to buyers'}
            </Button>
          )}
        </>
      ),
    },
    {
      id: 'used',
      header: 'Used',
      cell: (c) =>
        c.totalLimit === null ? count(c.used) : `${count(c.used)} of ${count(c.totalLimit)}`,
    },
    {
      id: 'state',
      header: 'State',
      cell: (c) => {
        const { status, text } = stateOf(c);
        return <StatusBadge status={status} text={text} />;
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) =>
        c.deactivatedAt ? null : (
          <ConfirmAction
            label="Deactivate"
            title={`Deactivate ${c.code}`}
            message="Nobody can use it from now on. Orders already placed with it keep their discount."
            tone="danger"
            onConfirm={async () => {
              const done = await change.trigger({ kind: 'deactivate', id: c._id });
              notify.success(done.message);
            }}
          />
        ),
    },
  ];
  const pagination = data?.pagination;
  return (
    <>
      <PageHeader>
        <h1>Coupons</h1>
      </PageHeader>
      <Panel aria-labelledby="new-coupon">
        <h2 id="new-coupon">New coupon</h2>
        <AdminForm
          definition={couponForm}
          initialValues={couponDefaults}
          call={(values) => change.trigger({ kind: 'create', payload: couponOf(values) })}
        />
      </Panel>
      <DataTable
        caption="Coupons"
        columns={columns}
        rows={data?.coupons ?? []}
        rowId={(c) => c._id}
        loading={isLoading}
        error={error ? problem(error, 'We could not load the coupons.') : null}
        onRetry={() => void mutate()}
        emptyTitle="No coupons yet"
        emptyDescription="Make the first one above."
      />
      {pagination && pagination.totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={pagination.totalPages}
          label="Coupon pages"
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
