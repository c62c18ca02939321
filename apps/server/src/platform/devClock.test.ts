import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from './devClock';
import { startTestServer, type TestServer } from '../../test/harness';

/*
 * PETVERSE_DEV_CLOCK=1 (development and e2e): PUT /api/dev/clock moves the server's clock, so a
 * journey can reach a booking's time. Without it, the route is not there.
 */

let withClock: TestServer;
let without: TestServer;
const clock = movableClock();

beforeAll(async () => {
  [withClock, without] = await Promise.all([
    startTestServer({ app: { devClock: clock } }),
    startTestServer(),
  ]);
});
afterAll(() => Promise.all([withClock.close(), without.close()]));

describe('the development clock', () => {
  it('is moved to a time and runs on from there', async () => {
    const at = '2027-01-15T04:25:00.000Z';
    const moved = await withClock.api('PUT', '/dev/clock', { body: { at } });
    expect(moved.status).toBe(200);
    const now = new Date(moved.body.now).getTime();
    expect(Math.abs(now - Date.parse(at))).toBeLessThan(1000);
    expect(Math.abs(clock.now().getTime() - Date.parse(at))).toBeLessThan(1000);
    const read = await withClock.api('GET', '/dev/clock');
    expect(new Date(read.body.now).getTime()).toBeGreaterThanOrEqual(now);
    const bad = await withClock.api('PUT', '/dev/clock', { body: { at: 'tomorrow' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('at must be an ISO date and time.');
  });

  it('is not there unless asked for', async () => {
    expect((await without.api('GET', '/dev/clock')).status).toBe(404);
    const at = new Date().toISOString();
    expect((await without.api('PUT', '/dev/clock', { body: { at } })).status).toBe(404);
  });
});
