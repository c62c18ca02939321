import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  FREE_DELIVERY_MAX,
  paiseToRupees,
  rupeesToPaise,
  type DeliverySettingsResponse,
} from '@petverse/api/contract';
import type { AdminContext } from '../staff/context';
import { audit, staffOf } from '../staff/staff';
import { shopSettings } from '../platform/tables';
import { DELIVERY_SETTING, deliveryValue, type DeliveryValue } from '../checkout/deliverySettings';

const THRESHOLD = `The free-delivery threshold must be a whole number of rupees from 1 to ${FREE_DELIVERY_MAX}, or empty for none.`;

/** '₹999', '₹1,499', as the back office reads a threshold. */
const inRupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

const rupeesOf = (value: DeliveryValue) =>
  value.freeDeliveryFromPaise === null ? null : paiseToRupees(value.freeDeliveryFromPaise);

/**
 * The shop's settings in the back office (issue 55 item 6): the free-delivery threshold, read and
 * changed by owners only, each change on the audit log with what it was before.
 */
export const offerAdminRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth } = ctx;
  const owners = staffAuth.requireStaff('settings');

  app.get(
    '/settings/delivery',
    { onRequest: owners },
    async (): Promise<DeliverySettingsResponse> => ({
      freeDeliveryFrom: rupeesOf(await deliveryValue(db)),
    }),
  );

  app.put(
    '/settings/delivery',
    {
      onRequest: owners,
      schema: {
        body: Type.Object({
          freeDeliveryFrom: Type.Union(
            [
              Type.Integer({ minimum: 1, maximum: FREE_DELIVERY_MAX, errorMessage: THRESHOLD }),
              Type.Null({ errorMessage: THRESHOLD }),
            ],
            { errorMessage: THRESHOLD },
          ),
        }),
      },
    },
    async (request): Promise<DeliverySettingsResponse> => {
      const who = staffOf(request);
      const { freeDeliveryFrom } = request.body;
      const next: DeliveryValue = {
        freeDeliveryFromPaise: freeDeliveryFrom === null ? null : rupeesToPaise(freeDeliveryFrom),
      };
      await db.transaction(async (tx) => {
        const before = await deliveryValue(tx);
        await tx
          .insert(shopSettings)
          .values({ name: DELIVERY_SETTING, value: next, updatedBy: who.id })
          .onConflictDoUpdate({
            target: shopSettings.name,
            set: { value: next, updatedBy: who.id, updatedAt: ctx.clock() },
          });
        await audit(tx, who, {
          action: 'settings.delivery',
          targetType: 'settings',
          targetId: DELIVERY_SETTING,
          before: { freeDeliveryFrom: rupeesOf(before) },
          after: { freeDeliveryFrom },
        });
      });
      return {
        freeDeliveryFrom,
        message:
          freeDeliveryFrom === null
            ? 'Delivery is charged on every order (Economy ₹50, Express ₹100).'
            : `Economy delivery is free on orders from ${inRupees(freeDeliveryFrom)}.`,
      };
    },
  );
};
