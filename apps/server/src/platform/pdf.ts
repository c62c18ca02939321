import { createRequire } from 'node:module';
import { indiaDate, indiaTime, rupees } from '@petverse/mail';

/*
 * What the server's PDFs share (GST invoices and credit notes, providers' statements): an A4 page
 * in Noto Sans Devanagari — one font with Latin, the rupee sign and Devanagari, so ₹ prints as
 * ₹ and a buyer's name or address written in Hindi prints as written (issue 55 item 2; PDFKit's
 * built-in Helvetica has neither) — dates in India's time, and rows of columns. PDFKit embeds
 * only the glyphs a document uses.
 */

const require = createRequire(import.meta.url);
const FONT_FILES = {
  '400Regular': () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  '700Bold': () =>
    require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};
const fontFile = (weight: keyof typeof FONT_FILES) => FONT_FILES[weight]();

/** The PDFs' two faces, by the names `pdf.font()` takes. */
export const PDF_FONT = { regular: 'Body', bold: 'Bold' } as const;

/** Rupees as the PDF writes them: '₹1,856.00'. */
export const pdfMoney = (paise: number) => rupees(paise / 100);

/** A day as the PDFs write it, in India, the shop's one way: '8 Dec 2026'. */
export const pdfDate = { format: (at: Date) => indiaDate(at) };
/** A time as the PDFs write it, in India: '4:30 pm'. */
export const pdfTime = indiaTime;

/**
 * A new document titled `title` (A4 unless `size` says otherwise, in points: a 4 × 6 inch
 * shipping label is [288, 432]), and its bytes once it is ended. PDFKit is loaded with the first
 * document drawn, not at start (~0.2 s of every start; issue 33 item 6).
 */
export async function openPdf(
  title: string,
  { size = 'A4', margin = 40 }: { size?: 'A4' | [number, number]; margin?: number } = {},
): Promise<{ pdf: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size, margin, info: { Title: title } });
  pdf.registerFont(PDF_FONT.regular, fontFile('400Regular'));
  pdf.registerFont(PDF_FONT.bold, fontFile('700Bold'));
  pdf.font(PDF_FONT.regular);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );
  return { pdf, done };
}

/**
 * A writer of table rows: each cell in its column of `widths` (points, from the left margin),
 * left-aligned before column `alignRightFrom` and right-aligned from it (numbers and money); a
 * row is as tall as its tallest cell.
 */
export function pdfRows(
  pdf: PDFKit.PDFDocument,
  widths: readonly number[],
  alignRightFrom: number,
) {
  return (cells: readonly string[], bold = false) => {
    const y = pdf.y;
    let x = 40;
    pdf.font(bold ? PDF_FONT.bold : PDF_FONT.regular);
    let height = 0;
    cells.forEach((cell, i) => {
      const options = {
        width: widths[i]! - 4,
        align: i >= alignRightFrom ? ('right' as const) : ('left' as const),
      };
      pdf.text(cell, x, y, options);
      height = Math.max(height, pdf.heightOfString(cell, options));
      x += widths[i]!;
    });
    pdf.x = 40;
    pdf.y = y + height + 4;
  };
}
