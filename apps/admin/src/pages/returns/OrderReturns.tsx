import { useReturnStep, type ReturnStepAction } from '@petverse/api/admin';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type AdminReturn,
  type RefundDestination,
} from '@petverse/api/contract';
import { Button, StatusBadge, notify } from '@petverse/ui';
import { ConfirmAction } from '@petverse/ui/admin';
import { Panel } from '../../layout/AdminLayout.styles';
import { problem, rupees, when } from '../../lib/format';
import { Actions, Facts } from '../orders/OrderPage.styles';
import { Picture, Steps } from './OrderReturns.styles';

export interface OrderReturnsProps {
  /** The order's returns, newest first. */
  returns: readonly AdminReturn[];
}

/** What receiving a return does with the money, said before it happens. */
const refundSentence = (r: AdminReturn) =>
  `${rupees(r.refundAmount)}${r.shippingRefunded ? ' (shipping included: the whole order came back for our fault)' : ''} goes back to ${r.buyer.name} ${r.refundDestination ? `by bank transfer to ${payTo(r.refundDestination)} (pay it, then its refund is done)` : 'through the way they paid'}, with a credit note and a mail. Check the items first: this cannot be undone.`;

/** Where staff pay a cash order's refund, in full. */
const payTo = (to: RefundDestination) =>
  to.kind === 'upi'
    ? `UPI ${to.upiId}`
    : `${to.accountName}, account ${to.accountNumber}, IFSC ${to.ifsc}`;

/** The returns of an order, each with its steps and what staff may do next (issue 38). */
export function OrderReturns({ returns }: OrderReturnsProps) {
  const { trigger, isMutating } = useReturnStep();
  if (returns.length === 0) return null;
  const run = async (action: ReturnStepAction) => {
    const done = await trigger(action);
    notify.success(done.message);
  };
  const click = (action: ReturnStepAction) => () =>
    void run(action).catch((e: unknown) => notify.error(problem(e, 'That did not work.')));
  return (
    <>
      {returns.map((r, i) => (
        <Panel key={r._id} aria-labelledby={`return-${r._id}`} data-ui="OrderReturn">
          <h2 id={`return-${r._id}`}>
            Return {returns.length - i}{' '}
            <StatusBadge status={r.status} text={RETURN_STATUS_LABELS[r.status]} />
          </h2>
          <Facts>
            <dt>Items</dt>
            <dd>{r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</dd>
            <dt>Reason</dt>
            <dd>{RETURN_REASON_LABELS[r.reason]}</dd>
            {r.note ? (
              <>
                <dt>Buyer’s note</dt>
                <dd>{r.note}</dd>
              </>
            ) : null}
            {r.rejection ? (
              <>
                <dt>Rejected because</dt>
                <dd>{r.rejection}</dd>
              </>
            ) : null}
            <dt>{r.refund ? 'Refunded' : 'Refund on receipt'}</dt>
            <dd>
              {rupees(r.refundAmount)}
              {r.shippingRefunded ? ' (shipping included)' : ''}
              {r.refund ? (
                <>
                  {' '}
                  <code>{r.refund.id}</code> ({r.refund.status})
                </>
              ) : null}
            </dd>
            {r.refundDestination ? (
              <>
                <dt>Pay the refund to</dt>
                <dd>{payTo(r.refundDestination)}</dd>
              </>
            ) : null}
            {r.creditNote ? (
              <>
                <dt>Credit note</dt>
                <dd>{r.creditNote}</dd>
              </>
            ) : null}
          </Facts>
          {r.picture ? (
            <a href={r.picture} target="_blank" rel="noreferrer">
              <Picture
                src={r.picture}
                alt={`The buyer’s picture of return ${returns.length - i}`}
              />
            </a>
          ) : null}
          <Steps aria-label={`Steps of return ${returns.length - i}`}>
            {r.history.map((h) => (
              <li key={h.status}>
                {RETURN_STATUS_LABELS[h.status]} — {when(h.at)}
              </li>
            ))}
          </Steps>
          <Actions>
            {r.actions.approve ? (
              <Button
                variant="primary"
                disabled={isMutating}
                onClick={click({ kind: 'approve', id: r._id })}
              >
                Approve
              </Button>
            ) : null}
            {r.actions.reject ? (
              <ConfirmAction
                label="Reject"
                title="Reject this return"
                message="The buyer sees your reason on their order and in a mail."
                confirmLabel="Reject the return"
                tone="danger"
                variant="danger"
                fields={[{ name: 'reason', label: 'Why (shown to the buyer)' }]}
                onConfirm={(v) =>
                  run({ kind: 'reject', id: r._id, payload: { reason: v.reason! } })
                }
              />
            ) : null}
            {r.actions.pickUp ? (
              <Button
                variant="primary"
                disabled={isMutating}
                onClick={click({ kind: 'picked-up', id: r._id })}
              >
                Mark picked up
              </Button>
            ) : null}
            {r.actions.receive ? (
              <ConfirmAction
                label="Mark received and refund"
                title="Mark the return received"
                message={refundSentence(r)}
                confirmLabel="Received: refund it"
                tone="danger"
                variant="primary"
                onConfirm={() => run({ kind: 'received', id: r._id })}
              />
            ) : null}
          </Actions>
        </Panel>
      ))}
    </>
  );
}
