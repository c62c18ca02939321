import { describe, expect, it } from 'vitest';
import { openPdf, pdfMoney, pdfRows } from './pdf';
import { pdfText } from '../../test/pdfText';

// The PDFs' font (issue 55 item 2): the rupee sign, and a buyer's name or address in Hindi,
// print as written — Helvetica had neither, and wrote 'Rs.' and nothing for Devanagari.
describe('the server’s PDFs', () => {
  it('print ₹ and Devanagari as written, and embed only what they use', async () => {
    const { pdf, done } = await openPdf('A test');
    pdf.text('बिल किया गया: आशा राव, १२ एमजी रोड, पुणे');
    pdfRows(pdf, [200, 100], 1)([`Cat bed`, pdfMoney(34_900)], true);
    pdf.end();
    const bytes = await done;
    const text = pdfText(bytes);
    expect(text).toContain('आशा राव');
    expect(text).toContain('₹349.00');
    // Two faces of a 220 KB font, subset to the glyphs used.
    expect(bytes.length).toBeLessThan(60_000);
  });
});
