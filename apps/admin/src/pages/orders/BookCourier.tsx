import { useBookShipments, useDownloadLabels } from '@petverse/api/admin';
import { Button, notify } from '@petverse/ui';
import { problem } from '../../lib/format';

/**
 * Books the courier for one order (issue 55 item 3): the order is shipped with the air waybill the
 * courier gave, and its label PDF downloads to print; a refusal is said as the courier said it.
 */
export function BookCourier({ orderId, onBooked }: { orderId: string; onBooked: () => void }) {
  const book = useBookShipments();
  const labels = useDownloadLabels();
  const run = async () => {
    try {
      const { results, labelUrl } = await book.trigger([orderId]);
      const [result] = results;
      if (!result?.ok) {
        notify.error(result?.message ?? 'The courier could not be booked. Try again.');
        return;
      }
      notify.success(`Booked with ${result.courier}, tracking number ${result.awb}.`);
      onBooked();
      if (labelUrl) await labels.trigger(labelUrl);
    } catch (error) {
      notify.error(problem(error, 'The courier could not be booked. Try again.'));
    }
  };
  return (
    <Button disabled={book.isMutating} onClick={() => void run()}>
      {book.isMutating ? 'Booking…' : 'Book courier'}
    </Button>
  );
}
