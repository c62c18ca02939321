/** The kinds of file anyone may upload here, whatever the form: each route accepts some of them. */
export type FileKind = 'pdf' | 'png' | 'jpg' | 'webp' | 'gif' | 'doc' | 'docx';

export const FILE_MIME_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * What an upload is, read from its bytes by `file-type` (never from its name or the sender's
 * Content-Type), among the kinds we accept; undefined for anything else (SVG, HTML, a spreadsheet,
 * a plain zip). Word 97–2003 is an OLE2 compound file, which file-type names `cfb`.
 */
export async function sniffFile(data: Uint8Array): Promise<FileKind | undefined> {
  // Loaded with the first upload, not at start (issue 33 item 6).
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(data);
  switch (found?.ext) {
    case 'pdf':
    case 'png':
    case 'jpg':
    case 'webp':
    case 'gif':
    case 'docx':
      return found.ext;
    case 'cfb':
      return 'doc';
    default:
      return undefined;
  }
}

/** `sniffFile`, kept to the kinds in `accepted`. */
export async function sniffFileAmong<K extends FileKind>(
  data: Uint8Array,
  accepted: readonly K[],
): Promise<K | undefined> {
  const kind = await sniffFile(data);
  return (accepted as readonly FileKind[]).includes(kind!) ? (kind as K) : undefined;
}
