import type { FastifyRequest } from 'fastify';
import { PRESCRIPTION_MAX_BYTES } from '@petverse/api/contract';
import { HttpError, badRequest } from '../platform/errors';
import { FILE_MIME_TYPES, sniffFileAmong } from '../platform/fileKinds';
import { diskStorage, type UploadStorage } from '../platform/uploads';

/** Prescription files: random hex and the extension of the type sniffed from the content. */
export const PRESCRIPTION_NAME_PATTERN = '^[0-9a-f]{32}\\.(pdf|png|jpg)$';
export const prescriptionName = new RegExp(PRESCRIPTION_NAME_PATTERN);

export const PRESCRIPTION_TYPES: Record<string, string> = {
  pdf: FILE_MIME_TYPES.pdf,
  png: FILE_MIME_TYPES.png,
  jpg: FILE_MIME_TYPES.jpg,
};

/** pdf, png or jpg from the file's bytes (platform/fileKinds.ts); undefined for anything else. */
export const sniffPrescription = (data: Buffer) =>
  sniffFileAmong(data, ['pdf', 'png', 'jpg'] as const);

/** The disk store of prescription files (`DATA_DIR/prescriptions`), behind UploadStorage. */
export const prescriptionStorage = (dir: string): UploadStorage =>
  diskStorage(dir, prescriptionName);

/** Where a prescription is served (checkout/vetCartRoutes.ts). */
export const prescriptionUrl = (name: string) => `/api/user/prescriptions/${name}`;

const megabytes = Math.round(PRESCRIPTION_MAX_BYTES / (1024 * 1024));
/** What a form's multipart failures say, by what its file is. */
const FORM_PROBLEMS: Record<'prescription' | 'document', Record<string, HttpError>> = {
  prescription: {
    FST_REQ_FILE_TOO_LARGE: new HttpError(
      413,
      `The prescription file is too large. The limit is ${megabytes} MB.`,
    ),
    FST_FILES_LIMIT: badRequest('Please send one prescription file at a time.'),
  },
  document: {
    FST_REQ_FILE_TOO_LARGE: new HttpError(
      413,
      `The document is too large. The limit is ${megabytes} MB.`,
    ),
    FST_FILES_LIMIT: badRequest('Please send one document at a time.'),
  },
};
const TOO_MANY_FIELDS = badRequest('The form has too many fields.');

/**
 * Reads a multipart form of one file (PDF, JPEG or PNG, at most PRESCRIPTION_MAX_BYTES: the
 * route's multipart limits) and a few text fields by hand, so a too-large or missing file gets a
 * message about what it is: a prescription (the pharmacy cart), a pet's document (the record).
 */
export async function readFileForm<const F extends string>(
  request: FastifyRequest,
  form: {
    files: readonly string[];
    fields: readonly F[];
    what: 'prescription' | 'document';
    missing: string;
  },
): Promise<{ file: Buffer | null; fields: Partial<Record<F, string>> }> {
  if (!request.isMultipart()) throw badRequest(form.missing);
  let file: Buffer | null = null;
  const fields: Partial<Record<F, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!form.files.includes(part.fieldname))
          throw badRequest(`Unexpected file field ${part.fieldname}.`);
        if (data.length > 0) file = data;
      } else if ((form.fields as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname as F] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    throw (
      FORM_PROBLEMS[form.what][code] ??
      (['FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'].includes(code) ? TOO_MANY_FIELDS : error)
    );
  }
  return { file, fields };
}
