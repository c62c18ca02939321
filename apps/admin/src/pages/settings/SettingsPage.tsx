import { useState, type FormEvent } from 'react';
import { useDeliverySettings, useUpdateDeliverySettings } from '@petverse/api/admin';
import { FREE_DELIVERY_MAX, SHIPPING } from '@petverse/api/contract';
import { Button, ErrorState, LoadingState, TextInput, notify } from '@petverse/ui';
import { PageHeader, Panel } from '../../layout/AdminLayout.styles';
import { problem, rupees } from '../../lib/format';
import { usePageTitle } from '../../lib/usePageTitle';
import { Form } from '../coupons/CouponsPage.styles';

/** The threshold's field, starting from what is saved; a refusal shows under it. */
function ThresholdForm({ saved }: { saved: number | null }) {
  const update = useUpdateDeliverySettings();
  const [threshold, setThreshold] = useState(saved === null ? '' : String(saved));
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const typed = threshold.trim();
      const done = await update.trigger({ freeDeliveryFrom: typed === '' ? null : Number(typed) });
      notify.success(done.message ?? 'Saved.');
    } catch (e) {
      setFailure(problem(e, 'We could not save the threshold.'));
    }
  };
  return (
    <Form onSubmit={(event) => void save(event)} aria-labelledby="delivery-settings">
      <TextInput
        id="free-delivery-from"
        label="Free Economy delivery from (₹, empty: never)"
        type="number"
        min={1}
        max={FREE_DELIVERY_MAX}
        step={1}
        value={threshold}
        onChange={(e) => setThreshold(e.target.value)}
      />
      <Button type="submit" loading={update.isMutating}>
        Save
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </Form>
  );
}

/**
 * The shop's settings (owners; issue 55 item 6): the free-delivery threshold, from which Economy
 * delivery costs nothing (ADR 039). Empty: every order pays Economy ₹50 or Express ₹100 (the
 * spec's prices). Each change is on the audit log.
 */
export function SettingsPage() {
  usePageTitle('Settings');
  const { data, error, isLoading, mutate } = useDeliverySettings();
  return (
    <>
      <PageHeader>
        <h1>Settings</h1>
      </PageHeader>
      <Panel aria-labelledby="delivery-settings">
        <h2 id="delivery-settings">Free delivery</h2>
        <p>
          {data?.freeDeliveryFrom != null
            ? `Economy delivery is free on orders from ${rupees(data.freeDeliveryFrom)}; Express costs ${rupees(SHIPPING.Express.price)}.`
            : `Every order pays for delivery: Economy ${rupees(SHIPPING.Economy.price)}, Express ${rupees(SHIPPING.Express.price)}.`}{' '}
          Buyers see how much more they need in their cart.
        </p>
        {isLoading ? (
          <LoadingState label="Loading..." />
        ) : error || !data ? (
          <ErrorState
            message={problem(error, 'We could not load the settings.')}
            onRetry={() => void mutate()}
          />
        ) : (
          <ThresholdForm saved={data.freeDeliveryFrom} />
        )}
      </Panel>
    </>
  );
}
