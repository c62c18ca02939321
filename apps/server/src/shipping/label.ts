import { shortId } from '@petverse/api/contract';
import { PDF_FONT, openPdf, pdfDate } from '../platform/pdf';
import type { Seller } from '../platform/seller';
import type { BookedShipment } from './courier';

/** A 4 × 6 inch shipping label, the size courier printers take. */
const LABEL_SIZE: [number, number] = [288, 432];

/**
 * The sandbox's labels: one 4 × 6 page per shipment, in one PDF — the address, the air waybill
 * large enough to read across a counter, the courier, cash to collect, and who sends it. (A real
 * aggregator draws its own, with the courier's barcode; shiprocket.ts fetches those.)
 */
export async function drawLabels(
  shipments: readonly BookedShipment[],
  from: Seller,
  now: Date,
): Promise<Buffer> {
  const { pdf, done } = await openPdf(`Shipping labels, ${pdfDate.format(now)}`, {
    size: LABEL_SIZE,
    margin: 18,
  });
  shipments.forEach((s, i) => {
    if (i > 0) pdf.addPage({ size: LABEL_SIZE, margin: 18 });
    const { to } = s.request;
    const width = LABEL_SIZE[0] - 36;
    pdf.font(PDF_FONT.bold).fontSize(11).text(s.courierName, 18, 18, { width });
    pdf.font(PDF_FONT.regular).fontSize(8).text('SANDBOX: not a real shipment', { width });
    pdf.moveDown(0.6);
    pdf.font(PDF_FONT.regular).fontSize(8).text('AWB', { width });
    pdf.font(PDF_FONT.bold).fontSize(22).text(s.awb, { width });
    pdf.moveDown(0.6);
    pdf.font(PDF_FONT.regular).fontSize(8).text('Deliver to', { width });
    pdf.font(PDF_FONT.bold).fontSize(12).text(to.name, { width });
    pdf
      .font(PDF_FONT.regular)
      .fontSize(10)
      .text(`${to.street}\n${to.city}, ${to.state}\n${to.country}`, { width });
    pdf.font(PDF_FONT.bold).fontSize(16).text(`PIN ${to.pincode}`, { width });
    pdf.font(PDF_FONT.regular).fontSize(10).text(`Phone ${to.phone}`, { width });
    pdf.moveDown(0.6);
    pdf
      .font(PDF_FONT.bold)
      .fontSize(13)
      .text(
        s.request.codAmount > 0
          ? `COD: collect Rs. ${s.request.codAmount.toFixed(2)}`
          : 'PREPAID: collect nothing',
        { width },
      );
    pdf
      .font(PDF_FONT.regular)
      .fontSize(9)
      .text(
        `Order #${shortId(s.request.orderId)} · ${s.request.items.reduce((n, item) => n + item.units, 0)} item(s) · ${s.request.weightKg} kg`,
        { width },
      );
    pdf.moveDown(0.6);
    pdf.font(PDF_FONT.regular).fontSize(8).text(`From: ${from.name}, ${from.address}`, { width });
  });
  pdf.end();
  return done;
}
