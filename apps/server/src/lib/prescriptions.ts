import { diskStorage, type UploadStorage } from './uploads';

/** Prescription files: random hex and the extension of the type sniffed from the content. */
export const PRESCRIPTION_NAME_PATTERN = '^[0-9a-f]{32}\\.(pdf|png|jpg)$';
export const prescriptionName = new RegExp(PRESCRIPTION_NAME_PATTERN);

export const PRESCRIPTION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** pdf, png or jpg from the file's first bytes; null for anything else. */
export function sniffPrescription(data: Buffer): 'pdf' | 'png' | 'jpg' | null {
  const starts = (bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}

/** The disk store of prescription files (`DATA_DIR/prescriptions`), behind UploadStorage. */
export const prescriptionStorage = (dir: string): UploadStorage =>
  diskStorage(dir, prescriptionName);

/** Where a prescription is served (routes/vetCart.ts). */
export const prescriptionUrl = (name: string) => `/api/user/prescriptions/${name}`;
