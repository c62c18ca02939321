import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PET_DOCUMENT_MESSAGES as D,
  PET_RECORD_MESSAGES as M,
  type PetDocument,
  type PetRecordResponse,
  type ShareLinkResponse,
} from '@petverse/api/contract';
import { startTestServer, type TestServer } from '../../test/harness';
import { PNG, TEXT, form, signUp, type SignedUp } from '../../test/fixtures';
import { PDF } from '../../test/shopping.fixtures';

/*
 * The documents of a pet's record (issue 53 item 3): uploaded by the pet's owner (PDF, JPEG or
 * PNG, recognised by content), listed in the record, read back and deleted by them alone.
 */

let server: TestServer;
let owner: SignedUp & { pet: string };
let other: SignedUp & { pet: string };

async function parent(name: string) {
  const who = await signUp(server, { name });
  const pet = await server.api('POST', '/pet/register-pet', {
    token: who.token,
    body: form({ name: 'Sheru', species: 'dog', breed: 'Indie', petDateOfBirth: '2022-06-01' }),
  });
  expect(pet.status).toBe(201);
  return { ...who, pet: pet.body.pet._id as string };
}

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([parent('Document Owner'), parent('Document Stranger')]);
});
afterAll(() => server.close());

const upload = (
  token: string | undefined,
  petId: string,
  fields: Record<string, string | Buffer>,
  name = 'report.pdf',
  type = 'application/pdf',
) => server.api('POST', `/pets/${petId}/documents`, { token, body: form(fields, name, type) });
const recordOf = async (who: typeof owner) =>
  (await server.api('GET', `/pets/${who.pet}/record`, { token: who.token }))
    .body as PetRecordResponse;
const read = (token: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

describe('a pet’s documents', () => {
  let report: PetDocument;

  it('are uploaded by the owner, listed in the record newest first, and read back', async () => {
    const res = await upload(owner.token, owner.pet, {
      file: PDF,
      title: ' Blood test, March ',
      kind: 'lab-report',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(D.added);
    const photo = await upload(
      owner.token,
      owner.pet,
      { file: PNG, title: 'Rabies certificate', kind: 'certificate' },
      'whatever.bin',
      'application/octet-stream',
    );
    expect(photo.status).toBe(201);
    const { documents } = await recordOf(owner);
    expect(documents.map((d) => [d.title, d.kind, d.type])).toEqual([
      ['Rabies certificate', 'certificate', 'png'],
      ['Blood test, March', 'lab-report', 'pdf'],
    ]);
    report = documents[1]!;
    expect(report).toMatchObject({
      id: res.body.id,
      size: PDF.length,
      file: `/api/pets/${owner.pet}/documents/${res.body.id}/file`,
    });
    const file = await read(owner.token, report.file);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses what is not a document, or a form without its title or kind', async () => {
    for (const [fields, message] of [
      [{ file: TEXT, title: 'Notes', kind: 'other' }, D.file],
      [{ title: 'Notes', kind: 'other' }, D.noFile],
      [{ file: PDF, title: '  ', kind: 'other' }, D.title],
      [{ file: PDF, title: 'x'.repeat(121), kind: 'other' }, D.title],
      [{ file: PDF, title: 'Notes', kind: 'x-ray' }, D.kind],
      [{ file: PDF, title: 'Notes' }, D.kind],
    ] as const) {
      const res = await upload(owner.token, owner.pet, fields);
      expect(res.status, JSON.stringify(Object.keys(fields))).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const json = await server.api('POST', `/pets/${owner.pet}/documents`, {
      token: owner.token,
      body: { title: 'Notes', kind: 'other' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(D.form);
    const big = await upload(owner.token, owner.pet, {
      file: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
      title: 'Too big',
      kind: 'other',
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The document is too large. The limit is 5 MB.');
    expect((await recordOf(owner)).documents).toHaveLength(2);
  });

  it('are nobody else’s: another pet parent finds nothing, and no session is refused', async () => {
    const theirs = await upload(other.token, owner.pet, {
      file: PDF,
      title: 'Mine now',
      kind: 'other',
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(M.petNotFound);
    expect((await read(other.token, report.file)).status).toBe(404);
    // Their own pet's address with the owner's document id: not found either.
    expect(
      (await read(other.token, `/api/pets/${other.pet}/documents/${report.id}/file`)).status,
    ).toBe(404);
    const removed = await server.api('DELETE', `/pets/${owner.pet}/documents/${report.id}`, {
      token: other.token,
    });
    expect(removed.status).toBe(404);
    expect(
      (await upload(undefined, owner.pet, { file: PDF, title: 'x', kind: 'other' })).status,
    ).toBe(401);
    expect((await recordOf(owner)).documents).toHaveLength(2);
    expect((await recordOf(other)).documents).toEqual([]);
    // A share link's holder reads the record, not the documents.
    const link = await server.api('POST', `/pets/${owner.pet}/share`, { token: owner.token });
    const { url } = link.body as ShareLinkResponse;
    const shared = await fetch(url.replace(/^.*\/pet-record\//, `${server.url}/api/pets/shared/`));
    expect(shared.status).toBe(200);
    const body = (await shared.json()) as Record<string, unknown>;
    expect(body).toHaveProperty('vaccinations');
    expect(body).not.toHaveProperty('documents');
  });

  it('are deleted by the owner, file and all', async () => {
    const res = await server.api('DELETE', `/pets/${owner.pet}/documents/${report.id}`, {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(D.deleted);
    expect((res.body.record as PetRecordResponse).documents.map((d) => d.id)).not.toContain(
      report.id,
    );
    expect((await read(owner.token, report.file)).status).toBe(404);
    const again = await server.api('DELETE', `/pets/${owner.pet}/documents/${report.id}`, {
      token: owner.token,
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(D.notFound);
  });
});
