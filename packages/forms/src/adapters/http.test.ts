/// <reference types="node" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamApplicationForm } from '../definitions/teamApplication';
import { transportProviderForm } from '../definitions/transportProvider';
import { allFields } from '../engine/fields';
import { SubmitError } from '../engine/SubmitError';
import { createApplicationAdapter, createHttpAdapter } from './http';

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  language: string | undefined;
  form: FormData;
}

let server: Server;
let apiBase: string;
const requests: Recorded[] = [];
let reply: { status: number; body: unknown } = { status: 201, body: { ok: true } };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const parsed = new Response(Buffer.concat(chunks), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      });
      void parsed.formData().then((form) => {
        requests.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          language: req.headers['accept-language'],
          form,
        });
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(JSON.stringify(reply.body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  reply = { status: 201, body: { ok: true } };
});

const transportValues = {
  companyName: 'PetMove',
  modesAvailable: ['Road', 'Rail'],
  areasCovered: 'Pune',
  contactNumber: '9876543210',
  pinCode: '411001',
  fleetCapacity: '12',
  petSafetyProtocols: 'Crates',
  certifications: new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' }),
};
const transport = {
  formKey: 'transportProvider',
  values: transportValues,
  fields: allFields(transportProviderForm),
};

describe('given the HTTP adapter and our server', () => {
  it('posts values and files as multipart to /forms/{formKey}', async () => {
    const adapter = createHttpAdapter({
      apiBase,
      headers: () => ({ Authorization: 'Bearer t0k' }),
    });

    await adapter(transport);

    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/forms/transportProvider');
    expect(request?.authorization).toBe('Bearer t0k');
    expect(request?.form.get('companyName')).toBe('PetMove');
    expect(request?.form.getAll('modesAvailable')).toEqual(['Road', 'Rail']);
    const file = request?.form.get('certifications');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('cert.pdf');
  });

  it("names the form's language, so its sender's mail is written in it (issue 35)", async () => {
    await createHttpAdapter({ apiBase })({ ...transport, locale: 'hi' });
    expect(requests[0]?.language).toBe('hi-IN');
    // The host's own headers still win.
    await createHttpAdapter({ apiBase, headers: { 'Accept-Language': 'en' } })({
      ...transport,
      locale: 'hi',
    });
    expect(requests[1]?.language).toBe('en');
  });

  it('throws a SubmitError carrying the server field errors on 400', async () => {
    reply = {
      status: 400,
      body: {
        message: 'Invalid input',
        errors: { contactNumber: 'Contact number must be a valid 10-digit number' },
      },
    };
    const adapter = createHttpAdapter({ apiBase });

    const error = await adapter(transport).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SubmitError);
    expect((error as SubmitError).fieldErrors).toEqual({
      contactNumber: 'Contact number must be a valid 10-digit number',
    });
    // Registration forms keep their own failure toast.
    expect((error as SubmitError).userMessage).toBeUndefined();
  });
});

describe('given the team application adapter', () => {
  const application = {
    formKey: 'teamApplication',
    fields: allFields(teamApplicationForm),
    values: {
      fullName: 'Asha',
      gender: 'Female',
      contact: '9876543210',
      email: 'asha@example.com',
      address: 'Pune',
      pincode: '411001',
      file: new File(['x'], 'cv.docx'),
    },
  };

  it('posts the seven parts to /application/apply and takes 200 or 201 as success', async () => {
    const adapter = createApplicationAdapter({ apiBase });
    await adapter(application);
    reply = { status: 200, body: {} };
    await adapter(application);

    expect(requests.map((r) => r.url)).toEqual([
      '/api/application/apply',
      '/api/application/apply',
    ]);
    expect([...new Set(requests[0]?.form.keys())]).toEqual([
      'fullName',
      'gender',
      'contact',
      'email',
      'address',
      'pincode',
      'file',
    ]);
  });

  it('shows the server message when there is one', async () => {
    reply = { status: 409, body: { message: 'You have already applied.' } };
    const error = await createApplicationAdapter({ apiBase })(application).catch((e: unknown) => e);
    expect((error as SubmitError).userMessage).toBe('You have already applied.');
  });

  it("says 'Submission failed. Please try again.' for any other answer", async () => {
    reply = { status: 204, body: null };
    const error = await createApplicationAdapter({ apiBase })(application).catch((e: unknown) => e);
    expect((error as SubmitError).userMessage).toBe('Submission failed. Please try again.');
  });
});
