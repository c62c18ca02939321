import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shortId, todayInIndia, type Order } from '@petverse/api/contract';
import { invoices } from './tables';
import { csvCell } from '../platform/csv';
import { startTestServer, type TestServer } from '../../test/harness';
import { buyerWithCart, codOrder, payCart } from '../../test/shopping.fixtures';
import { ownerOf, staffMember, type StaffSession } from '../../test/staff.fixtures';

/** The accountant's exports (issue 55 item 5): the orders of a range, a month's GSTR-1 summary. */
let server: TestServer;
let owner: StaffSession;
let kept: Order;
let cancelled: Order;
let cash: Order;
let today: string;

beforeAll(async () => {
  server = await startTestServer();
  owner = await ownerOf(server);
  const ops = await staffMember(server, 'operations');
  // Two card orders (invoiced as they are paid), one cancelled (its credit note), and a cash one.
  for (const slot of ['kept', 'cancelled'] as const) {
    const { who, address } = await buyerWithCart(server);
    const order = await payCart(server, who.token, address);
    if (slot === 'kept') kept = order;
    else cancelled = order;
  }
  const res = await server.api('POST', `/admin/orders/${cancelled._id}/cancel`, {
    token: ops.token,
    body: { reason: 'Out of stock at the warehouse' },
  });
  expect(res.status).toBe(200);
  cash = (await codOrder(server)).order;
  today = todayInIndia(server.clock.now());
});
afterAll(async () => {
  await server.close();
});

/** A CSV download as rows of cells (quotes and the byte-order mark taken off). */
async function download(path: string, token = owner.token) {
  const res = await fetch(`${server.url}/api${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  // Read as bytes: a body's own text() drops the byte-order mark this checks.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  const rows = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
  return { res, text, rows };
}

describe('the orders export', () => {
  it('writes each order of the range with its money, refunds and invoice, for owners', async () => {
    const { res, text, rows } = await download(
      `/admin/exports/orders.csv?from=${today}&to=${today}`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="orders-${today}-to-${today}.csv"`,
    );
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = rows;
    expect(header!.slice(0, 6)).toEqual([
      'Order',
      'Order id',
      'Placed (India)',
      'Status',
      'Payment',
      'Paid by',
    ]);
    const byId = new Map(lines.map((l) => [l[1], l]));
    expect(byId.size).toBe(3);
    const col = (name: string) => header!.indexOf(name);
    const refunded = byId.get(cancelled._id)!;
    expect(refunded[col('Order')]).toBe(`#${shortId(cancelled._id)}`);
    expect(refunded[col('Status')]).toBe('cancelled');
    expect(refunded[col('Payment')]).toBe('refunded');
    expect(refunded[col('Refunded (₹)')]).toBe(cancelled.totalPrice.toFixed(2));
    const paid = byId.get(kept._id)!;
    expect(paid[col('Payment')]).toBe('completed');
    expect(paid[col('Total (₹)')]).toBe(kept.totalPrice.toFixed(2));
    expect(paid[col('Invoice')]).toBe(kept.invoice);
    expect(byId.get(cash._id)![col('Invoice')]).toBe('');
    // The queue's filters narrow it.
    const onlyCash = await download(
      `/admin/exports/orders.csv?from=${today}&to=${today}&paymentMethod=Cash%20on%20Delivery`,
    );
    expect(onlyCash.rows.slice(1).map((l) => l[1])).toEqual([cash._id]);
  });

  it('refuses a range that ends before it starts, is too long, or is no date — changing nothing', async () => {
    for (const [query, message] of [
      ['from=2026-11-30&to=2026-11-01', 'The range ends before it starts.'],
      ['from=2025-01-01&to=2026-06-01', 'An export covers at most 366 days.'],
      ['from=2026-13-01&to=2026-12-01', 'from must be a date such as 2026-11-25.'],
      ['to=2026-12-01', /from/],
    ] as const) {
      const res = await server.api('GET', `/admin/exports/orders.csv?${query}`, {
        token: owner.token,
      });
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('is for owners only', async () => {
    for (const role of ['operations', 'catalogue', 'partnerships'] as const) {
      const staff = await staffMember(server, role);
      const res = await download(
        `/admin/exports/orders.csv?from=${today}&to=${today}`,
        staff.token,
      );
      expect(res.res.status, role).toBe(403);
    }
  });
});

describe('the GSTR-1 summary', () => {
  it('sums the month’s B2C sales by place of supply and rate, net of credit notes, with the HSN summary', async () => {
    const month = today.slice(0, 7);
    const { res, rows } = await download(`/admin/exports/gstr1.csv?month=${month}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="gstr1-${month}.csv"`,
    );
    const issued = await server.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, kept._id));
    const invoice = issued.find((d) => d.kind === 'invoice')!.document;
    const rupees = (paise: number) => (paise / 100).toFixed(2);
    // The cancelled order's invoice and credit note cancel out: what is left is the kept order's.
    const b2cs = rows.filter((r) => r[0] === 'OE');
    expect(b2cs).toEqual([
      [
        'OE',
        '27-Maharashtra',
        '18',
        rupees(invoice.totals.taxablePaise),
        '0.00',
        rupees(invoice.totals.cgstPaise),
        rupees(invoice.totals.sgstPaise),
        '0.00',
      ],
    ]);
    // Each HSN of the kept invoice, at its rate, net of the credit note.
    const hsnRows = rows.filter((r) => r[1] === 'NOS-NUMBERS' || r[1] === 'OTH-OTHERS');
    for (const line of invoice.lines) {
      const row = hsnRows.find((r) => r[0] === line.hsn && r[3] === String(line.ratePercent));
      expect(row, line.hsn).toBeDefined();
      expect(row![5]).toBe(rupees(line.taxablePaise));
    }
    // The credit note, for the record; and the documents issued.
    const note = rows.find((r) => /CN\//.test(r[0] ?? ''));
    expect(note?.[2]).toBe(cancelled.invoice);
    expect(rows.find((r) => r[0] === 'Invoices for outward supply')?.[3]).toBe('2');
    expect(rows.find((r) => r[0] === 'Credit note')?.[3]).toBe('1');
  });

  it('refuses a month that is not one', async () => {
    for (const month of ['2026-13', '2026-1', 'last', '']) {
      const res = await server.api('GET', `/admin/exports/gstr1.csv?month=${month}`, {
        token: owner.token,
      });
      expect(res.status, month).toBe(400);
      expect(res.body.message).toBe('month must be a month such as 2026-11.');
    }
  });
});

describe('a CSV cell', () => {
  it('is never read as a formula, and a number stays a number', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    for (const risky of ['+1', '@SUM(A1)', '-cmd', '\tx'])
      expect(csvCell(risky)).toBe(`"'${risky}"`);
    expect(csvCell('-12.50')).toBe('"-12.50"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
  });
});
