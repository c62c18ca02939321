import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  COD_LIMIT,
  PINCODE_LENGTH,
  deliveryDates,
  zoneOf,
  type PincodeResponse,
  said,
} from '@petverse/api/contract';
import { notFound } from '../platform/errors';
import { packageRoot } from '../platform/paths';

interface PincodeTable {
  states: string[];
  /** pincode → `city|district|index into states`; the city left empty where it is the district */
  pincodes: Record<string, string>;
}

let table: PincodeTable | undefined;
/** data/pincodes.json (scripts/pincodes.mjs), read on the first lookup. */
const pincodes = () =>
  (table ??= JSON.parse(
    readFileSync(path.join(packageRoot(), 'data/pincodes.json'), 'utf8'),
  ) as PincodeTable);

/**
 * GET /pincode/:pin: the city a person would write (Noida for 201301, not its district Gautam
 * Buddha Nagar), the district and the state of an Indian pincode, from an offline table
 * (scripts/pincodes.mjs says how the city is chosen).
 */
export const pincodeRoutes: FastifyPluginAsyncTypebox<{ clock?: () => Date }> = async (
  app,
  { clock = () => new Date() },
) => {
  app.get(
    '/pincode/:pin',
    {
      schema: {
        params: Type.Object({
          pin: Type.String({
            pattern: `^[1-9][0-9]{${PINCODE_LENGTH - 1}}$`,
            errorMessage: said('A pincode is {length} digits.', { length: PINCODE_LENGTH }),
          }),
        }),
      },
    },
    async (request, reply): Promise<PincodeResponse> => {
      const { pin } = request.params;
      const entry = pincodes().pincodes[pin];
      if (!entry)
        throw notFound(said('We could not find the pincode {pin}. Please check it.', { pin }));
      const [city, district, state] = entry.split('|') as [string, string, string];
      // The delivery dates move at the dispatch cut-off and at midnight: kept ten minutes.
      void reply.header('Cache-Control', 'public, max-age=600');
      const zone = zoneOf(pin);
      const codLimit = zone ? COD_LIMIT[zone] : null;
      return {
        pincode: pin,
        city: city || district,
        district,
        state: pincodes().states[Number(state)]!,
        serviceable: zone !== null,
        cod: codLimit !== null,
        codLimit,
        delivery: zone ? deliveryDates(zone, clock()) : null,
      };
    },
  );
};
