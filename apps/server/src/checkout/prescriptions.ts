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
