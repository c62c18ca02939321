import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedFiles } from './tables';
import { IMAGE_MAX_BYTES, type ImageMimeType } from '@petverse/api/contract';
import { badRequest } from './errors';
import { sniffFileAmong } from './fileKinds';

/** Where uploaded files live. The disk implementation is the default; a shared store can replace it. */
export interface UploadStorage {
  /** Stores the bytes under a new random name with this extension and returns the name. */
  save(data: Buffer, ext: string): Promise<string>;
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  remove(name: string): Promise<void>;
}

/** Upload names are 32 random hex characters and the extension of the sniffed type. */
export const UPLOAD_NAME_PATTERN = '^[0-9a-f]{32}\\.(png|jpg|webp|gif)$';
const uploadName = new RegExp(UPLOAD_NAME_PATTERN);

/** Names of stored form documents: random hex and the extension of the sniffed type. */
export const FORM_FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(pdf|png|jpg|doc|docx)$/;

/**
 * Files in one directory. `names` says which names it will read or write: pictures by
 * default; form documents (kept apart, never served) pass FORM_FILE_NAME_PATTERN.
 */
export function diskStorage(dir: string, names: RegExp = uploadName): UploadStorage {
  const fileOf = (name: string) => {
    if (!names.test(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(dir, name);
  };
  return {
    async save(data, ext) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      await writeFile(fileOf(name), data, { flag: 'wx', mode: 0o600 });
      return name;
    },
    async open(name) {
      if (!names.test(name)) return null;
      try {
        const info = await stat(fileOf(name));
        if (!info.isFile()) return null;
        return { stream: createReadStream(fileOf(name)), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(name) {
      if (names.test(name)) await rm(fileOf(name), { force: true });
    },
  };
}

/**
 * Files in the database (table stored_files), one bucket per kind: what several instances on one
 * PostgreSQL use, so an upload made through one is served by any. Names are made and checked as
 * on disk.
 */
export function databaseStorage(
  db: Database,
  bucket: string,
  names: RegExp = uploadName,
): UploadStorage {
  const where = (name: string) => and(eq(storedFiles.bucket, bucket), eq(storedFiles.name, name));
  return {
    async save(data, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      if (!names.test(name)) throw new Error(`not an upload name: ${name}`);
      await db.insert(storedFiles).values({ bucket, name, data, size: data.length });
      return name;
    },
    async open(name) {
      if (!names.test(name)) return null;
      const [row] = await db
        .select({ data: storedFiles.data, size: storedFiles.size })
        .from(storedFiles)
        .where(where(name))
        .limit(1);
      return row ? { stream: Readable.from([row.data]), size: row.size } : null;
    },
    async remove(name) {
      if (names.test(name)) await db.delete(storedFiles).where(where(name));
    },
  };
}

/** The kinds of picture a profile, a pet or a product may have (never SVG: it can carry script). */
const IMAGE_KINDS = ['png', 'jpg', 'webp', 'gif'] as const;

export const EXTENSION_TYPES: Record<string, ImageMimeType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The public address of an upload. */
export const uploadUrl = (name: string | null): string | null =>
  name ? `/api/uploads/${name}` : null;

/** @fastify/multipart settings for forms with one picture: fields land on `request.body`. */
export const multipartOptions = {
  attachFieldsToBody: 'keyValues',
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
} as const;

/**
 * The picture in a form body: a new image to store, or undefined when none was sent (no field,
 * an empty file input, or a string such as the current picture's URL). Anything else is a 400.
 */
export async function pictureFrom(
  value: unknown,
): Promise<{ data: Buffer; ext: string } | undefined> {
  if (value === undefined || value === null || typeof value === 'string') return undefined;
  if (!Buffer.isBuffer(value)) throw badRequest('image must be a single picture file.');
  if (value.length === 0) return undefined;
  const ext = await sniffFileAmong(value, IMAGE_KINDS);
  if (!ext) throw badRequest('The picture must be a PNG, JPEG, WebP or GIF image.');
  return { data: value, ext };
}
