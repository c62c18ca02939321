import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PINCODE_LENGTH, type PincodeResponse } from '@petverse/api/contract';
import { notFound } from '../lib/errors';
import { packageRoot } from '../lib/paths';

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
export const pincodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pincode/:pin',
    {
      schema: {
        params: Type.Object({
          pin: Type.String({
            pattern: `^[1-9][0-9]{${PINCODE_LENGTH - 1}}$`,
            errorMessage: `A pincode is ${PINCODE_LENGTH} digits.`,
          }),
        }),
      },
    },
    async (request, reply): Promise<PincodeResponse> => {
      const { pin } = request.params;
      const entry = pincodes().pincodes[pin];
      if (!entry) throw notFound(`We could not find the pincode ${pin}. Please check it.`);
      const [city, district, state] = entry.split('|') as [string, string, string];
      void reply.header('Cache-Control', 'public, max-age=86400');
      return {
        pincode: pin,
        city: city || district,
        district,
        state: pincodes().states[Number(state)]!,
      };
    },
  );
};
