import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { PNG, form, signUp, uniqueEmail } from '../../test/fixtures';
import { ownerOf, type StaffSession } from '../../test/staff.fixtures';
import { MONDAY, PASSWORD, groomerOn, invitationLinkOf } from './testing';

/*
 * A listing's photos (issue 52 item 3): uploaded by the owner as images (checked by their bytes),
 * shown on the public listing, removed again; nobody else's, and no address from elsewhere.
 */

let server: TestServer;
let staff: StaffSession;

beforeAll(async () => {
  server = await startTestServer();
  server.clock.set(MONDAY);
  staff = await ownerOf(server);
});
afterAll(() => server.close());

const upload = (token: string, photo: Buffer, filename = 'van.png', type = 'image/png') =>
  server.api('POST', '/pro/profile/photos', { token, body: form({ photo }, filename, type) });
const nameOf = (url: string) => url.split('/').at(-1)!;

describe('a listing’s photos', () => {
  it('the owner uploads a photo, the listing shows it, and removes it again', async () => {
    const pro = await groomerOn(server, staff, 'Photo Groomers');
    const added = await upload(pro.token, PNG);
    expect(added.status).toBe(201);
    expect(added.body.photos).toEqual([
      expect.stringMatching(/^\/api\/uploads\/[0-9a-f]{32}\.png$/),
    ]);
    const url = added.body.photos[0] as string;
    expect((await server.api('GET', `/providers/${pro.id}`)).body.provider.photos).toEqual([url]);
    // The picture itself is served.
    const served = await fetch(`${server.url}${url}`);
    expect(served.status).toBe(200);

    const removed = await server.api('DELETE', `/pro/profile/photos/${nameOf(url)}`, {
      token: pro.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.photos).toEqual([]);
    expect((await server.api('GET', `/providers/${pro.id}`)).body.provider.photos).toEqual([]);
    expect(
      (await server.api('DELETE', `/pro/profile/photos/${nameOf(url)}`, { token: pro.token }))
        .status,
    ).toBe(404);
  });

  it('refuses what is not an image, an address from elsewhere, and nobody else changes them', async () => {
    const pro = await groomerOn(server, staff, 'Careful Photo Groomers');
    const other = await groomerOn(server, staff, 'Other Photo Groomers');
    const text = await upload(pro.token, Buffer.from('not a picture at all'), 'a.png');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('The picture must be a PNG, JPEG, WebP or GIF image.');
    const empty = await server.api('POST', '/pro/profile/photos', {
      token: pro.token,
      body: form({}),
    });
    expect(empty.status).toBe(400);

    const mine = (await upload(pro.token, PNG)).body.photos[0] as string;
    const foreign = await server.api('PUT', '/pro/profile', {
      token: pro.token,
      body: { name: 'Careful Photo Groomers', photos: [mine, 'https://tracker.example/pixel.png'] },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(
      'Add a photo by uploading it: a listing shows only its own photos.',
    );
    expect(
      (await server.api('DELETE', `/pro/profile/photos/${nameOf(mine)}`, { token: other.token }))
        .status,
    ).toBe(404);

    const email = uniqueEmail('photo-member');
    await server.api('POST', '/pro/team/invitations', {
      token: pro.token,
      body: { email, role: 'member' },
    });
    const link = decodeURIComponent((await invitationLinkOf(server, email))!);
    const member = await server.api('POST', '/pro/invite', {
      body: { token: link, name: 'Photo Member', password: PASSWORD },
    });
    expect((await upload(member.body.token as string, PNG)).status).toBe(403);
    const parent = await signUp(server);
    expect((await upload(parent.token, PNG)).status).toBe(403);
    expect(
      (await server.api('POST', '/pro/profile/photos', { body: form({ photo: PNG }) })).status,
    ).toBe(401);
    expect((await server.api('GET', `/providers/${pro.id}`)).body.provider.photos).toEqual([mine]);
  });
});
