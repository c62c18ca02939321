import { CourierError, type Courier, type ShipmentRequest } from './courier';

export const SHIPROCKET_API_URL = 'https://apiv2.shiprocket.in';
export const SHIPROCKET_TRACKING_URL = 'https://shiprocket.co/tracking/';
const TIMEOUT_MS = 20_000;
/** Shiprocket's tokens last 10 days; a new one is asked for well before. */
const TOKEN_MS = 8 * 86_400_000;

export interface ShiprocketOptions {
  /** An API user's email and password (Settings → API in Shiprocket). */
  email: string;
  password: string;
  /** The pickup location's name, as set up in Shiprocket (SHIPROCKET_PICKUP_LOCATION). */
  pickupLocation: string;
  /** The API's base URL; tests point it at a local server that speaks the same protocol. */
  apiUrl?: string | undefined;
  fetch?: typeof fetch;
  clock?: () => Date;
}

type Body = Record<string, unknown>;

/** 'YYYY-MM-DD HH:mm' in India's time, as Shiprocket's `order_date` is written. */
const orderDate = (at: Date) =>
  at
    .toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata', hour12: false })
    .slice(0, 16)
    .replace('T', ' ');

/** Shiprocket's adhoc order for one of ours. */
function adhocOrder(r: ShipmentRequest, pickupLocation: string): Body {
  const [first = r.to.name, ...rest] = r.to.name.trim().split(/\s+/);
  return {
    order_id: r.orderId,
    order_date: orderDate(r.orderDate),
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: rest.join(' '),
    billing_address: r.to.street,
    billing_city: r.to.city,
    billing_pincode: r.to.pincode,
    billing_state: r.to.state,
    billing_country: r.to.country,
    billing_email: r.to.email,
    billing_phone: r.to.phone,
    shipping_is_billing: true,
    order_items: r.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: item.sellingPrice,
    })),
    payment_method: r.codAmount > 0 ? 'COD' : 'Prepaid',
    sub_total: r.subTotal,
    length: r.dimensionsCm.length,
    breadth: r.dimensionsCm.breadth,
    height: r.dimensionsCm.height,
    weight: r.weightKg,
  };
}

/** Shiprocket's own words for a refusal: the first of its field `errors`, or its `message`. */
function reasonOf(body: Body): string {
  const errors = body.errors;
  if (errors && typeof errors === 'object') {
    const first = Object.values(errors as Record<string, unknown>)[0];
    if (Array.isArray(first) && typeof first[0] === 'string') return first[0];
  }
  return typeof body.message === 'string' ? body.message : '';
}

/**
 * Shiprocket (apiv2.shiprocket.in/v1/external): a bearer token from `auth/login`, kept until it
 * nears its expiry and asked for again when refused (401); orders by `orders/create/adhoc`, the
 * AWB by `courier/assign/awb` (Shiprocket picks the courier by the account's rules), one label
 * PDF for many shipments by `courier/generate/label` (fetched from its `label_url`), and pickups
 * by `courier/generate/pickup`.
 */
export function shiprocketCourier({
  email,
  password,
  pickupLocation,
  apiUrl = SHIPROCKET_API_URL,
  fetch: fetchImpl = fetch,
  clock = () => new Date(),
}: ShiprocketOptions): Courier {
  let token: { value: string; until: number } | null = null;

  const send = async (path: string, body: Body, bearer?: string) => {
    let res: Response;
    try {
      res = await fetchImpl(new URL(`/v1/external/${path}`, apiUrl).toString(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CourierError('The courier service did not answer. Try again in a minute.');
    }
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Body };
  };

  const login = async () => {
    const answer = await send('auth/login', { email, password });
    if (answer.status !== 200 || typeof answer.body.token !== 'string')
      throw new CourierError(
        `The courier service refused our sign-in (status ${answer.status}). Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.`,
      );
    token = { value: answer.body.token, until: clock().getTime() + TOKEN_MS };
    return token.value;
  };

  /** One call with the token; a refused token (expired early) is renewed once. */
  const call = async (path: string, body: Body) => {
    const current = token && token.until > clock().getTime() ? token.value : await login();
    const answer = await send(path, body, current);
    if (answer.status !== 401) return answer;
    return send(path, body, await login());
  };

  const refused = (what: string, answer: { status: number; body: Body }) => {
    const reason = reasonOf(answer.body);
    return new CourierError(
      `The courier service refused ${what} (status ${answer.status})${reason ? `: ${reason}` : '.'}`,
    );
  };

  return {
    name: 'shiprocket',
    async createShipment(request) {
      const answer = await call('orders/create/adhoc', adhocOrder(request, pickupLocation));
      const { order_id: orderId, shipment_id: shipmentId } = answer.body;
      if (
        answer.status !== 200 ||
        (typeof orderId !== 'number' && typeof orderId !== 'string') ||
        (typeof shipmentId !== 'number' && typeof shipmentId !== 'string')
      )
        throw refused('the order', answer);
      return { providerOrderId: String(orderId), providerShipmentId: String(shipmentId) };
    },
    async assignAwb(providerShipmentId) {
      const answer = await call('courier/assign/awb', { shipment_id: Number(providerShipmentId) });
      const data = ((answer.body.response as Body | undefined)?.data ?? {}) as Body;
      if (
        answer.status !== 200 ||
        answer.body.awb_assign_status !== 1 ||
        typeof data.awb_code !== 'string' ||
        typeof data.courier_name !== 'string'
      ) {
        const why = typeof data.awb_assign_error === 'string' ? data.awb_assign_error : '';
        throw refused('an air waybill', why ? { ...answer, body: { message: why } } : answer);
      }
      return { awb: data.awb_code, courierName: data.courier_name };
    },
    async labels(shipments) {
      const answer = await call('courier/generate/label', {
        shipment_id: shipments.map((s) => Number(s.providerShipmentId)),
      });
      const url = answer.body.label_url;
      if (answer.status !== 200 || answer.body.label_created !== 1 || typeof url !== 'string')
        throw refused('the labels', answer);
      let res: Response;
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch {
        throw new CourierError('The courier’s label file did not download. Try again.');
      }
      const pdf = Buffer.from(await res.arrayBuffer());
      if (!res.ok || pdf.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw new CourierError(`The courier’s label file is not a PDF (status ${res.status}).`);
      return pdf;
    },
    async schedulePickup(providerShipmentIds) {
      const answer = await call('courier/generate/pickup', {
        shipment_id: providerShipmentIds.map(Number),
      });
      if (answer.status !== 200 || answer.body.pickup_status !== 1)
        throw refused('the pickup', answer);
      const scheduled = (answer.body.response as Body | undefined)?.pickup_scheduled_date;
      return {
        date: typeof scheduled === 'string' ? scheduled.slice(0, 10) : null,
      };
    },
    trackingUrl(awb) {
      return `${SHIPROCKET_TRACKING_URL}${encodeURIComponent(awb)}`;
    },
  };
}
