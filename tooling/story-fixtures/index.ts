import type { ConsultationRoom, Prescription } from '@petverse/api/contract';
import { createApiClient, type ApiClient } from '@petverse/api';

/**
 * What a fixture route answers: a body (200), a status with a body, or 'pending' to never answer;
 * a function may answer later (a promise of any of these).
 */
export type FixtureAnswer = unknown;
/** What a fixture sees of the request. */
export interface FixtureRequest {
  method: string;
  url: URL;
  body: unknown;
}
/** Answers by "METHOD /path"; a function answers from the request. */
export type FixtureRoutes = Record<string, unknown>;

const isStatusAnswer = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * An API client for page stories: requests are answered from fixtures that match the API
 * contract ("GET /product/getall-product" → body), through the real client's error handling.
 */
export function createFixtureClient(routes: FixtureRoutes): ApiClient {
  const fixtureFetch: typeof fetch = async (input, init) => {
    // axios' fetch adapter passes a Request (method, headers and body inside it).
    const request = new Request(input, init);
    const url = new URL(request.url, window.location.href);
    const method = request.method.toUpperCase();
    const key = `${method} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    const type = request.headers.get('content-type') ?? '';
    const body: unknown = type.includes('json')
      ? await request.json()
      : type.includes('multipart')
        ? await request.formData()
        : undefined;
    const answer: FixtureAnswer = await (typeof route === 'function'
      ? (route as (r: FixtureRequest) => FixtureAnswer)({ method, url, body })
      : route);
    if (answer === undefined) return json(404, { message: `No fixture for ${key}` });
    if (answer === 'pending') return new Promise<Response>(() => {});
    return isStatusAnswer(answer) ? json(answer.status, answer.body) : json(200, answer);
  };
  return createApiClient({ baseURL: '/api', getToken: () => null, fetch: fixtureFetch });
}

/**
 * What reaches past `width` pixels from the story's left edge (a phone must never scroll
 * sideways): each element's tag and right edge; none on a page that fits.
 */
export const pastWidth = (canvasElement: HTMLElement, width: number) => {
  const left = canvasElement.getBoundingClientRect().left;
  return [...canvasElement.querySelectorAll<HTMLElement>('*')]
    .filter((e) => e.getBoundingClientRect().right - left > width + 0.5)
    .map((e) => `${e.tagName.toLowerCase()} ${Math.round(e.getBoundingClientRect().right - left)}`);
};

/** A consultation room as the stories of both sides read it (before it opens). */
export const STORY_ROOM_ID = '7d4f3c52-0c1e-4a57-9d8e-2b1b3f6c9a10';
export const storyRoom = (overrides: Partial<ConsultationRoom> = {}): ConsultationRoom => ({
  bookingId: STORY_ROOM_ID,
  you: 'parent',
  state: 'early',
  opensAt: '2026-12-08T10:50:00+05:30',
  closesAt: '2026-12-08T12:30:00+05:30',
  start: '2026-12-08T11:00:00+05:30',
  end: '2026-12-08T11:30:00+05:30',
  service: 'Video consultation',
  provider: { id: 'p-1', name: 'Happy Paws Clinic' },
  with: 'Happy Paws Clinic',
  pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
  iceServers: [],
  socketUrl: null,
  chat: [],
  doctorAbsent: false,
  followUpUntil: null,
  ...overrides,
});

/** The prescription of the story room's consultation (issue 53 item 2), as both sides read it. */
export const storyPrescription = (overrides: Partial<Prescription> = {}): Prescription => ({
  bookingId: STORY_ROOM_ID,
  number: 'RX-3F6C9A10',
  pet: { name: 'Bruno', species: 'dog', breed: 'Beagle' },
  parent: 'Priya Sharma',
  clinic: { name: 'Happy Paws Clinic', address: '4 Hazratganj', city: 'Lucknow' },
  doctor: { name: 'Dr. Asha Mehta', qualification: 'BVSc & AH', registrationNumber: 'UPVC-1234' },
  medicines: [
    {
      name: 'Meloxicam oral suspension',
      strength: '1.5 mg/ml',
      dose: '0.5 ml',
      frequency: 'once a day',
      days: 5,
      instructions: 'After food; stop if he vomits.',
    },
  ],
  notes: {
    history: 'Limping on the left hind leg since yesterday.',
    findings: 'Mild swelling of the left stifle; no fracture felt.',
    diagnosis: 'Soft-tissue sprain, left stifle.',
    advice: 'Rest; short leash walks for a week.',
  },
  writtenAt: '2026-12-08T05:50:00.000Z',
  followUpUntil: '2026-12-15T06:00:00.000Z',
  ...overrides,
});
