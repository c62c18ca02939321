import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Text } from '@petverse/api/contract';
import { badRequest, schemaMessage } from './errors';

/**
 * Characters no field of ours may hold: C0 controls other than tab, line feed and carriage return
 * (PostgreSQL cannot store NUL), DEL, and the bidirectional embedding, override and isolate
 * controls, which make a name display as something else ("‮gpj.exe" reads "exe.jpg").
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

/** True when a value (or anything inside it, keys included) is a string with a forbidden character. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return false;
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => FORBIDDEN.test(k) || hasNul(v, depth + 1),
  );
}

/** True when a value (or anything inside it) is a number that is not finite (Infinity, NaN). */
function hasNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return false;
  return Object.values(value as Record<string, unknown>).some((v) => hasNonFinite(v, depth + 1));
}

export const NUL_MESSAGE = 'Text must not contain control characters.';

interface PropertySchema {
  type?: string | string[];
  properties?: Record<string, PropertySchema>;
  items?: PropertySchema;
  errorMessage?: unknown;
}

/** A number written the way people write one: digits, an optional sign and decimals. */
const DECIMAL = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * The first numeric property whose value is not a number as sent, with its name: in JSON only a
 * JSON number (`"5"`, `" 5"`, `"05"`, `"5.0"` are text, refused as `true` is); in forms and query
 * strings, where everything is text, a decimal string. Ajv's coercion would otherwise take
 * `true` as 1, "0x10" as 16 and "5" as 5. Objects and arrays of objects are looked into.
 */
function looseNumber(
  schema: PropertySchema | undefined,
  value: unknown,
  textIsNumber: boolean,
  depth = 0,
): { name: string; property: PropertySchema } | null {
  if (!schema || depth > 5 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const inner = looseNumber(schema.items, item, textIsNumber, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const given = (value as Record<string, unknown>)[key];
    if (given === undefined) continue;
    const types = [property.type].flat();
    if (types.includes('integer') || types.includes('number')) {
      const plain =
        typeof given === 'number' ||
        (textIsNumber && typeof given === 'string' && DECIMAL.test(given));
      if (!plain && !types.includes('string')) return { name: key, property };
    } else {
      const inner = looseNumber(property, given, textIsNumber, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/** Whether a body arrived as JSON, where numbers have a type of their own. */
const isJson = (request: FastifyRequest) =>
  /^application\/(?:[\w.+-]+\+)?json\b/i.test(request.headers['content-type'] ?? '');

/** The property's own message for a wrong type, else '{name} must be a number.' */
function numberMessage({ name, property }: { name: string; property: PropertySchema }): Text {
  return schemaMessage(property.errorMessage, 'type') ?? `${name} must be a number.`;
}

/**
 * PostgreSQL cannot store a NUL character in text, nor an infinite number, so such input would
 * surface as a server error deep in a query. One check for every route turns it into a clear 400
 * instead: before validation (what arrived, also the place to see a number sent as `true`), and
 * again after it, when multipart fields have been parsed into the body and the schemas have
 * coerced strings such as "Infinity" into numbers.
 */
export function registerNulGuard(app: FastifyInstance): void {
  const check = async (request: FastifyRequest) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body))
      throw badRequest(NUL_MESSAGE);
    if (hasNonFinite(request.query) || hasNonFinite(request.params) || hasNonFinite(request.body))
      throw badRequest('Numbers must be finite.');
  };
  app.addHook('preValidation', async (request) => {
    await check(request);
    const schema = request.routeOptions.schema as
      { body?: PropertySchema; querystring?: PropertySchema; params?: PropertySchema } | undefined;
    if (!schema) return;
    const found =
      looseNumber(schema.body, request.body, !isJson(request)) ??
      looseNumber(schema.querystring, request.query, true) ??
      looseNumber(schema.params, request.params, true);
    if (found) throw badRequest(numberMessage(found));
  });
  app.addHook('preHandler', check);
}
