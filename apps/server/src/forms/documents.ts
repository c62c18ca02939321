import { FILE_MIME_TYPES, sniffFileAmong } from '../platform/fileKinds';

/** The kinds of document a registration form accepts, told apart by their content. */
export type DocumentKind = 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';

export const DOCUMENT_MIME_TYPES: Record<DocumentKind, string> = FILE_MIME_TYPES;

/** The document kind an accepted extension ('.jpeg', '.PDF', …) stands for. */
export function kindOfExtension(ext: string): DocumentKind | undefined {
  const e = ext.toLowerCase().replace(/^\./, '');
  if (e === 'jpeg' || e === 'jpg') return 'jpg';
  if (e === 'pdf' || e === 'png' || e === 'doc' || e === 'docx') return e;
  return undefined;
}

/** What a registration form's file is, from its bytes (platform/fileKinds.ts), among the document kinds. */
export const sniffDocument = (data: Buffer) =>
  sniffFileAmong<DocumentKind>(data, ['pdf', 'png', 'jpg', 'doc', 'docx']);
