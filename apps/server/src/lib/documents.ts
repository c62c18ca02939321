/** The kinds of document a registration form accepts, told apart by their content. */
export type DocumentKind = 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';

export const DOCUMENT_MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The document kind an accepted extension ('.jpeg', '.PDF', …) stands for. */
export function kindOfExtension(ext: string): DocumentKind | undefined {
  const e = ext.toLowerCase().replace(/^\./, '');
  if (e === 'jpeg' || e === 'jpg') return 'jpg';
  if (e === 'pdf' || e === 'png' || e === 'doc' || e === 'docx') return e;
  return undefined;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * What some bytes are, from their signature: PDF (`%PDF-`), PNG, JPEG, Word 97–2003 (an OLE2
 * compound file) or Word 2007+ (a zip holding `word/`). Anything else is undefined; names and the
 * sender's Content-Type are never trusted.
 */
export function sniffDocument(data: Buffer): DocumentKind | undefined {
  const starts = (bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (starts(PNG)) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(OLE2)) return 'doc';
  // A .docx is a zip whose entries live under word/ (e.g. word/document.xml); other zips are not.
  if (starts([0x50, 0x4b, 0x03, 0x04]) && data.includes('word/', 0, 'latin1')) return 'docx';
  return undefined;
}
