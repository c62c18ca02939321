import { COMMISSION_GST_RATE, formatMonth, type ProviderStatement } from '@petverse/api/contract';
import { PDF_FONT, openPdf, pdfDate, pdfMoney, pdfRows, pdfTime } from '../platform/pdf';

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * A provider's month as a PDF (the page's and the CSV's figures): its done bookings, gross,
 * commission, GST on the commission, net payable, and the payout once recorded. It says that no
 * money moves through Petverse: payouts are made outside it.
 */
export async function statementPdf(s: ProviderStatement): Promise<Buffer> {
  const title = `Statement for ${formatMonth(s.month)}`;
  const { pdf, done } = await openPdf(`${s.providerName}: ${title}`);
  pdf.font(PDF_FONT.bold).fontSize(16).text(title);
  pdf.moveDown(0.3).font(PDF_FONT.regular).fontSize(9);
  pdf.text(s.providerName);
  pdf.text(`Commission: ${s.commissionPercent}% of what pet parents paid`);
  pdf.moveDown();

  const row = pdfRows(pdf, [90, 70, 265, 90], 3);
  row(['Date', 'Time', 'Service', 'Price'], true);
  for (const b of s.bookings) {
    const start = new Date(b.start);
    row([pdfDate.format(start), pdfTime(start), b.service, pdfMoney(paise(b.price))]);
  }
  if (s.bookings.length === 0) pdf.font(PDF_FONT.regular).text('No booking was done this month.');

  pdf.moveDown(0.5).font(PDF_FONT.regular);
  const figure = (label: string, rupees: number) =>
    pdf.text(`${label}: ${pdfMoney(paise(rupees))}`, { align: 'right' });
  pdf.text(`Bookings done: ${s.bookings.length}`, { align: 'right' });
  figure('Gross (paid by pet parents)', s.gross);
  figure(`Commission (${s.commissionPercent}%)`, s.commission);
  figure(`GST on commission (${COMMISSION_GST_RATE}%)`, s.gstOnCommission);
  pdf.font(PDF_FONT.bold);
  figure('Net payable', s.net);
  pdf.font(PDF_FONT.regular).moveDown();
  pdf.text(
    s.payout
      ? `Paid on ${pdfDate.format(new Date(s.payout.paidAt))}: ${pdfMoney(paise(s.payout.amount))}, bank reference ${s.payout.bankReference}.`
      : 'Not paid yet.',
  );
  pdf.moveDown();
  pdf
    .fontSize(8)
    .text(
      'No money moves through Petverse yet: payouts are made by bank transfer outside it and recorded here with the bank’s reference. This is a computer-generated statement and needs no signature.',
    );
  pdf.end();
  return done;
}
