import { idParams, oneOf, optionalText, requiredText } from '../platform/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  ACCOUNT_LIMITS,
  ADDRESS_TYPES,
  DEFAULT_COUNTRY,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_PATTERN,
  PINCODE_LENGTH,
  type Address,
  type AddressListResponse,
  type AddressPayload,
  type AddressResponse,
  type AddressType,
  type AddressUpdatePayload,
  type DeleteAddressResponse,
  said,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { addresses, users } from './tables';
import type { AccountsContext } from './context';
import { notFound } from '../platform/errors';
import { withinQuota } from '../platform/quotas';

type AddressRow = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    type: row.type as AddressType,
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    isDefault: row.isDefault,
  };
}

const ADDRESS_TYPE_MESSAGE = 'Address type must be Home, Work or Other.';
const country = requiredText('Country', 100);
/**
 * The fields of an address in the order a 400 reports them; `type` and `country` are set per
 * route (a new address defaults to Home in India).
 */
const addressFields = <Kind extends TSchema, Country extends TSchema>(
  type: Kind,
  country: Country,
) => ({
  type,
  name: Type.Optional(optionalText('Name', NAME_MAX_LENGTH)),
  // Optional: empty is allowed, anything else must look like an email or a phone number.
  email: Type.Optional(
    Type.String({
      maxLength: EMAIL_MAX_LENGTH,
      pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
      errorMessage: 'Please enter a valid email address.',
    }),
  ),
  phone: Type.Optional(
    Type.String({
      pattern: `^$|${PHONE_PATTERN}`,
      errorMessage: 'Please enter a valid phone number.',
    }),
  ),
  street: requiredText('Street', 300),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  pincode: Type.String({
    pattern: `^[0-9]{${PINCODE_LENGTH}}$`,
    errorMessage: said('Pincode must be exactly {length} digits.', { length: PINCODE_LENGTH }),
  }),
  country,
  isDefault: Type.Optional(Type.Boolean({ errorMessage: 'isDefault must be true or false.' })),
});
const newAddress = Type.Object(
  addressFields(
    oneOf(ADDRESS_TYPES, { default: 'Home', errorMessage: ADDRESS_TYPE_MESSAGE }),
    Type.String({ ...country, default: DEFAULT_COUNTRY }),
  ),
);
const addressChanges = Type.Partial(
  Type.Object(addressFields(oneOf(ADDRESS_TYPES, { errorMessage: ADDRESS_TYPE_MESSAGE }), country)),
);

const trimmed = (body: AddressUpdatePayload) => {
  const out: Partial<Record<keyof AddressPayload, unknown>> = {};
  for (const key of [
    'type',
    'name',
    'email',
    'phone',
    'street',
    'city',
    'state',
    'pincode',
    'country',
  ] as const) {
    const value = body[key];
    if (value !== undefined) out[key] = value.trim();
  }
  return out as Partial<Omit<AddressPayload, 'isDefault'>>;
};

/** The signed-in user's saved addresses; at most one is the default. */
export const addressRoutes: FastifyPluginAsyncTypebox<AccountsContext> = async (
  app,
  { db, auth },
) => {
  const mine = (id: string, userId: string) =>
    and(eq(addresses.id, id), eq(addresses.userId, userId));

  /** Locks the user's row so two default changes of one user run one after the other. */
  const clearOtherDefaults = async (tx: Tx, userId: string, keepId: string | null) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx
      .update(addresses)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.isDefault, true),
          ...(keepId ? [ne(addresses.id, keepId)] : []),
        ),
      );
  };

  app.get(
    '/user/address',
    { onRequest: auth.requireUser },
    async (request): Promise<AddressListResponse> => {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, request.userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id));
      return { data: rows.map(toAddress) };
    },
  );

  app.get(
    '/user/address/:id',
    { onRequest: auth.requireUser, schema: { params: idParams } },
    async (request): Promise<AddressResponse> => {
      const [row] = await db
        .select()
        .from(addresses)
        .where(mine(request.params.id, request.userId))
        .limit(1);
      if (!row) throw notFound('Address not found');
      return { data: toAddress(row) };
    },
  );

  app.post(
    '/user/address',
    {
      onRequest: auth.requireUser,
      schema: {
        body: newAddress,
      },
    },
    async (request, reply): Promise<AddressResponse> => {
      const fields = trimmed(request.body) as Omit<AddressPayload, 'isDefault'>;
      const quota = {
        table: addresses,
        owner: addresses.userId,
        limit: ACCOUNT_LIMITS.addresses,
        message: `You can save at most ${ACCOUNT_LIMITS.addresses} addresses. Delete one to add another.`,
      };
      const row = await withinQuota(db, request.userId, quota, async (tx) => {
        // Asked for, or the user's first address: a lone address is the one to deliver to.
        const [existing] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.userId, request.userId))
          .limit(1);
        const isDefault = request.body.isDefault === true || !existing;
        if (isDefault) await clearOtherDefaults(tx, request.userId, null);
        const [created] = await tx
          .insert(addresses)
          .values({ ...fields, userId: request.userId, isDefault })
          .returning();
        return created!;
      });
      void reply.status(201);
      return { data: toAddress(row), message: 'Address added successfully' };
    },
  );

  app.put(
    '/user/address/:id',
    {
      onRequest: auth.requireUser,
      schema: { params: idParams, body: addressChanges },
    },
    async (request): Promise<AddressResponse> => {
      const { body } = request;
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        if (body.isDefault === true) {
          const [exists] = await tx
            .select({ id: addresses.id })
            .from(addresses)
            .where(mine(id, request.userId))
            .limit(1);
          if (!exists) throw notFound('Address not found');
          await clearOtherDefaults(tx, request.userId, id);
        }
        const [updated] = await tx
          .update(addresses)
          .set({
            ...trimmed(body),
            ...(body.isDefault !== undefined ? { isDefault: body.isDefault } : {}),
            updatedAt: new Date(),
          })
          .where(mine(id, request.userId))
          .returning();
        if (!updated) throw notFound('Address not found');
        return updated;
      });
      return { data: toAddress(row), message: 'Address updated successfully' };
    },
  );

  // The spec's path is /address/{id} under the API base; /user/address/{id} is accepted too.
  for (const path of ['/address/:id', '/user/address/:id']) {
    app.delete(
      path,
      { onRequest: auth.requireUser, schema: { params: idParams } },
      async (request): Promise<DeleteAddressResponse> => {
        const deleted = await db
          .delete(addresses)
          .where(mine(request.params.id, request.userId))
          .returning({ id: addresses.id });
        if (deleted.length === 0) throw notFound('Address not found');
        return { message: 'Address deleted successfully' };
      },
    );
  }
};
