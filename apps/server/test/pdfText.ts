import { execFileSync } from 'node:child_process';

/** The text of a PDF as a reader sees it (pdftotext, from Debian's poppler-utils). */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
