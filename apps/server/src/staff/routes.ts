import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { appointmentRoutes } from '../services/adminRoutes';
import { couponRoutes } from '../coupons/adminRoutes';
import type { AdminContext } from './context';
import { dashboardRoutes } from './dashboardRoutes';
import { exportRoutes } from '../invoices/exportRoutes';
import { orderRoutes } from '../orders/adminRoutes';
import { productRoutes } from '../catalogue/adminRoutes';
import { registrationRoutes } from '../forms/adminRoutes';
import { adminReturnRoutes as returnRoutes } from '../returns';
import { adminSubscriptionRoutes as subscriptionRoutes } from '../subscriptions';
import { invitationRoutes } from './invitationRoutes';
import { sessionRoutes } from './sessionRoutes';
import { teamRoutes } from './teamRoutes';
import { adminPartnerRoutes as partnerRoutes } from '../partners';
import { shippingAdminRoutes } from '../shipping';
import { mayShip } from '../orders/adminDetail';
import { offerAdminRoutes } from '../offers';
import { pharmacyAdminRoutes } from '../pharmacy';

/**
 * The back office's API (issue 31), under /api/admin: every route but signing in, the first
 * owner's setup and accepting an invitation checks a staff session and its role (staff/staff.ts);
 * every change is on the audit log, in the change's own transaction. Answers are never cached.
 */
export const adminRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  app.decorateRequest('staff', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    return payload;
  });
  await app.register(sessionRoutes, ctx);
  await app.register(teamRoutes, ctx);
  await app.register(invitationRoutes, ctx);
  await app.register(orderRoutes, ctx);
  await app.register(productRoutes, ctx);
  await app.register(registrationRoutes, ctx);
  await app.register(appointmentRoutes, ctx);
  await app.register(dashboardRoutes, ctx);
  await app.register(exportRoutes, ctx);
  await app.register(couponRoutes, ctx);
  await app.register(returnRoutes, ctx);
  await app.register(subscriptionRoutes, ctx);
  await app.register(partnerRoutes, ctx);
  await app.register(shippingAdminRoutes, { ...ctx, mayShip });
  await app.register(offerAdminRoutes, ctx);
  await app.register(pharmacyAdminRoutes, ctx);
};
