/// <reference types="node" />
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vetClinicForm } from '../definitions/vetClinic';
import { transportProviderForm } from '../definitions/transportProvider';
import { allFields } from '../engine/fields';
import { createSpreadsheetAdapter } from './spreadsheet';

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
const requests: Recorded[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      requests.push({
        method: req.method,
        url: req.url,
        contentType: req.headers['content-type'],
        body,
      });
      res
        .writeHead(req.url?.includes('broken') ? 500 : 200, { 'content-type': 'text/html' })
        .end('<html>ok</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/forms/d/e`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
});

const clinicValues = {
  clinicName: 'Happy Paws',
  vetInCharge: 'Dr. Rao',
  qualification: 'BVSc',
  yearsOfExperience: '7',
  servicesOffered: ['Vaccination', 'Surgery', 'Other'],
  city: 'Pune',
  clinicAddress: '12 MG Road',
  pincode: '411001',
  registrationNumber: 'MH-1234',
  consultationFee: '500',
};

describe('given the spreadsheet-form adapter and a local form service', () => {
  it('sends one urlencoded POST to {id}/formResponse with one entry per field', async () => {
    const entries = Object.fromEntries(
      allFields(vetClinicForm).map((f, i) => [f.name, `entry.${1000 + i}`]),
    );
    const adapter = createSpreadsheetAdapter({ baseUrl, formId: 'CLINIC_FORM_ID', entries });

    await adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) });

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/forms/d/e/CLINIC_FORM_ID/formResponse');
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    const body = new URLSearchParams(request?.body);
    expect(body.get('entry.1000')).toBe('Happy Paws');
    expect(body.get('entry.1003')).toBe('7');
    expect(body.get('entry.1009')).toBe('500');
  });

  it('sends multi-select values as repeated entries, in the order chosen', async () => {
    const adapter = createSpreadsheetAdapter({
      baseUrl,
      formId: 'abc',
      entries: { servicesOffered: 'entry.42' },
    });

    await adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) });

    const body = new URLSearchParams(requests[0]?.body);
    expect(body.getAll('entry.42')).toEqual(['Vaccination', 'Surgery', 'Other']);
    expect(requests[0]?.body).toContain('entry.42=Vaccination&entry.42=Surgery&entry.42=Other');
  });

  it('falls back to entry.{fieldName} for fields without a configured entry name', async () => {
    const adapter = createSpreadsheetAdapter({ baseUrl, formId: 'abc' });

    await adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) });

    expect(new URLSearchParams(requests[0]?.body).get('entry.clinicName')).toBe('Happy Paws');
  });

  it('leaves file fields out of the body', async () => {
    const adapter = createSpreadsheetAdapter({ baseUrl, formId: 'transport' });
    const values = {
      companyName: 'PetMove',
      modesAvailable: ['Road', 'Air'],
      areasCovered: 'Pune',
      contactNumber: '9876543210',
      pinCode: '411001',
      fleetCapacity: '12',
      petSafetyProtocols: 'Crates',
      certifications: new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' }),
    };

    await adapter({
      formKey: 'transportProvider',
      values,
      fields: allFields(transportProviderForm),
    });

    const body = new URLSearchParams(requests[0]?.body);
    expect(body.has('entry.certifications')).toBe(false);
    expect(body.getAll('entry.modesAvailable')).toEqual(['Road', 'Air']);
    expect([...body.keys()]).toHaveLength(8);
  });

  it('counts any answer that does not throw as success, even an error status', async () => {
    const adapter = createSpreadsheetAdapter({ baseUrl: `${baseUrl}/broken`, formId: 'x' });

    await expect(
      adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) }),
    ).resolves.toBeUndefined();
  });

  it('fails when the service cannot be reached', async () => {
    const adapter = createSpreadsheetAdapter({ baseUrl: 'http://127.0.0.1:1/forms', formId: 'x' });

    await expect(
      adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) }),
    ).rejects.toThrow();
  });

  it('asks the browser for an opaque no-cors request', async () => {
    const calls: { url: string; method: string; mode: RequestMode | undefined }[] = [];
    const adapter = createSpreadsheetAdapter({
      baseUrl: 'https://forms.example/d/e',
      formId: 'id1',
      fetch: async (input, init) => {
        const request = new Request(input, init);
        // Node's fetch has no 'no-cors' Request, so the mode is read from what was asked for.
        calls.push({ url: request.url, method: request.method, mode: init?.mode });
        return new Response(null, { status: 200 });
      },
    });

    await adapter({ formKey: 'vetClinic', values: clinicValues, fields: allFields(vetClinicForm) });

    expect(calls).toEqual([
      { url: 'https://forms.example/d/e/id1/formResponse', method: 'POST', mode: 'no-cors' },
    ]);
  });
});
