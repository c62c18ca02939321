import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useBookShipments,
  useBulkOrderStatus,
  useDownloadLabels,
  useReprintLabels,
  type BulkOrderResult,
} from '@petverse/api/admin';
import { Button } from '@petverse/ui';
import { count, orderNumber, problem } from '../../lib/format';
import { Bulk, BulkOutcome } from './OrdersPage.styles';

/** What a bulk step did, for its summary: '12 booked, 1 failed'. */
interface Outcome {
  summary: string;
  failures: { orderId: string; message: string }[];
  labelUrl?: string | null;
}

const outcomeOf = (done: string, results: readonly BulkOrderResult[]): Outcome => {
  const failures = results.flatMap((r) =>
    r.ok ? [] : [{ orderId: r.orderId, message: r.message }],
  );
  return {
    summary: `${count(results.length - failures.length)} ${done}, ${count(failures.length)} failed`,
    failures,
  };
};

/**
 * The order queue's bulk work (issue 55 item 4) on the selected orders: confirm, mark packed,
 * print their packing slips, book a courier (which ships them and prints one label PDF), print the
 * labels of orders already booked again. Each
 * order succeeds or fails on its own, each on the audit log; the outcome names every failure.
 */
export function BulkActions({
  selected,
  onDone,
}: {
  /** The selected orders' ids. */
  selected: readonly string[];
  /** Called after a step, with the orders that failed (they stay selected). */
  onDone: (failed: string[]) => void;
}) {
  const status = useBulkOrderStatus();
  const book = useBookShipments();
  const labels = useDownloadLabels();
  const reprint = useReprintLabels();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const busy = status.isMutating || book.isMutating || reprint.isMutating;

  const run = async (step: () => Promise<Outcome>) => {
    try {
      const next = await step();
      setOutcome(next);
      onDone(next.failures.map((f) => f.orderId));
    } catch (error) {
      setOutcome({ summary: problem(error, 'That did not work. Try again.'), failures: [] });
    }
  };
  const move = (next: 'confirmed' | 'packed', done: string) =>
    run(async () => outcomeOf(done, await status.trigger({ orderIds: selected, status: next })));
  const ship = () =>
    run(async () => {
      const answer = await book.trigger(selected);
      return {
        ...outcomeOf('booked', answer.results),
        labelUrl: answer.labelUrl,
      };
    });
  const printLabels = () =>
    run(async () => {
      const answer = await reprint.trigger(selected);
      return { ...outcomeOf('labelled', answer.results), labelUrl: answer.labelUrl };
    });

  return (
    <>
      {selected.length > 0 ? (
        <Bulk aria-labelledby="bulk-title">
          <h2 id="bulk-title">{count(selected.length)} selected</h2>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void move('confirmed', 'confirmed')}
          >
            Confirm
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void move('packed', 'packed')}>
            Mark packed
          </Button>
          <Link to={`/orders/packing-slips?ids=${selected.join(',')}`} target="_blank">
            Print packing slips
          </Link>
          <Button variant="outline" disabled={busy} onClick={() => void printLabels()}>
            Print labels
          </Button>
          <Button disabled={busy} onClick={() => void ship()}>
            {book.isMutating ? 'Booking…' : 'Book courier'}
          </Button>
        </Bulk>
      ) : null}
      <BulkOutcome role="status" aria-live="polite">
        {outcome ? (
          <>
            <p>
              {outcome.summary}
              {outcome.failures.length ? ':' : '.'}
            </p>
            {outcome.failures.length ? (
              <ul>
                {outcome.failures.map((f) => (
                  <li key={f.orderId}>
                    <Link to={`/orders/${f.orderId}`}>{orderNumber(f.orderId)}</Link> {f.message}
                  </li>
                ))}
              </ul>
            ) : null}
            {outcome.labelUrl ? (
              <Button
                variant="outline"
                disabled={labels.isMutating}
                onClick={() => void labels.trigger(outcome.labelUrl!)}
              >
                Download labels (PDF)
              </Button>
            ) : null}
          </>
        ) : null}
      </BulkOutcome>
    </>
  );
}
