import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TIME_PATTERN,
  CHANGEABLE_APPOINTMENT_STATUSES,
  CONSULTATION_SLOTS,
  formatClockTime,
  hasChangeNotice,
  slotMinutes,
  todayInIndia,
  type AdminAppointment,
  type AppointmentResponse,
  type AppointmentsResponse,
  type ConsultationStatus,
  type GroomingStatus,
} from '@petverse/api/contract';
import type { Database } from '../db/client';
import { users } from '../accounts/tables';
import { pets } from '../pets/tables';
import { consultationAppointments, doctors, groomingOrders, groomingPartners } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { moveGrooming, newSlotProblem } from './grooming';
import { appointmentChanged } from '../mail/events';
import { oneOf } from '../platform/schemas';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { isoDate } from '../staff/paging';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Kind = AdminAppointment['kind'];

/** A consultation slot ('2:00 PM') as the 24-hour time the console speaks ('14:00'). */
const slotClock = (slot: string) => {
  const minutes = slotMinutes(slot) ?? 0;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};
const nextDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const LIVE: readonly string[] = [...CHANGEABLE_APPOINTMENT_STATUSES, 'booked'];

/** The grooming centres' and doctors' days: who comes when, with what; done, no-show, moved. */
export const appointmentRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, clock } = ctx;
  const operations = staffAuth.requireStaff('appointments');

  const groomingRows = (where: ReturnType<typeof and>, runner: Database | Tx = db) =>
    runner
      .select({ order: groomingOrders, partner: groomingPartners, pet: pets, owner: users })
      .from(groomingOrders)
      .innerJoin(groomingPartners, eq(groomingPartners.id, groomingOrders.partnerId))
      .innerJoin(users, eq(users.id, groomingOrders.userId))
      .leftJoin(pets, eq(pets.id, groomingOrders.petId))
      .where(where)
      .orderBy(asc(groomingOrders.appointmentDate), asc(groomingOrders.appointmentTime));
  const consultationRows = (where: ReturnType<typeof and>, runner: Database | Tx = db) =>
    runner
      .select({ visit: consultationAppointments, owner: users })
      .from(consultationAppointments)
      .innerJoin(users, eq(users.id, consultationAppointments.userId))
      .where(where)
      .orderBy(
        asc(consultationAppointments.selectedDate),
        asc(consultationAppointments.selectedTime),
      );

  const fromGrooming = ({
    order,
    partner,
    pet,
    owner,
  }: Awaited<ReturnType<typeof groomingRows>>[number]): AdminAppointment => ({
    _id: order.id,
    kind: 'grooming',
    date: order.appointmentDate,
    time: order.appointmentTime,
    provider: { _id: partner.id, name: partner.name },
    service: order.serviceType,
    pet: pet ? `${pet.name} (${pet.breed})` : 'Pet not given',
    owner: { name: owner.name, phone: owner.phone },
    status: order.status as GroomingStatus,
    reschedulable:
      LIVE.includes(order.status) &&
      hasChangeNotice(order.appointmentDate, order.appointmentTime, clock()),
  });
  const fromConsultation = ({
    visit,
    owner,
  }: Awaited<ReturnType<typeof consultationRows>>[number]): AdminAppointment => {
    const time = slotClock(visit.selectedTime);
    return {
      _id: visit.id,
      kind: 'consultation',
      date: visit.selectedDate,
      time,
      provider: { _id: visit.doctorId, name: `Dr. ${visit.doctorName}` },
      service: `Consultation, ${visit.consultationMode}`,
      pet: `${visit.petName} (${visit.petType})`,
      owner: { name: owner.name, phone: owner.phone },
      status: visit.status as ConsultationStatus,
      reschedulable:
        LIVE.includes(visit.status) && hasChangeNotice(visit.selectedDate, time, clock()),
    };
  };

  app.get(
    '/appointments',
    {
      onRequest: operations,
      schema: {
        querystring: Type.Object({
          from: isoDate('from'),
          days: Type.Integer({
            minimum: 1,
            maximum: 31,
            default: 1,
            errorMessage: 'days must be a whole number from 1 to 31.',
          }),
          kind: Type.Optional(
            oneOf(['grooming', 'consultation'], {
              errorMessage: 'kind must be grooming or consultation.',
            }),
          ),
          provider: Type.Optional(
            Type.String({ format: 'uuid', errorMessage: 'provider must be an id' }),
          ),
        }),
      },
    },
    async (request): Promise<AppointmentsResponse> => {
      const { from, days, kind, provider } = request.query;
      const until = nextDay(from, days);
      const [grooming, consultations, partners, vets] = await Promise.all([
        kind === 'consultation'
          ? []
          : groomingRows(
              and(
                gte(groomingOrders.appointmentDate, from),
                lt(groomingOrders.appointmentDate, until),
                provider ? eq(groomingOrders.partnerId, provider) : undefined,
              ),
            ),
        kind === 'grooming'
          ? []
          : consultationRows(
              and(
                gte(consultationAppointments.selectedDate, from),
                lt(consultationAppointments.selectedDate, until),
                provider ? eq(consultationAppointments.doctorId, provider) : undefined,
              ),
            ),
        db
          .select({ id: groomingPartners.id, name: groomingPartners.name })
          .from(groomingPartners)
          .orderBy(asc(groomingPartners.name)),
        db
          .select({ id: doctors.id, name: doctors.name })
          .from(doctors)
          .orderBy(asc(doctors.position)),
      ]);
      const appointments = [
        ...grooming.map(fromGrooming),
        ...consultations.map(fromConsultation),
      ].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
      return {
        appointments,
        providers: [
          ...partners.map((p) => ({ _id: p.id, name: p.name, kind: 'grooming' as const })),
          ...vets.map((d) => ({ _id: d.id, name: `Dr. ${d.name}`, kind: 'consultation' as const })),
        ],
      };
    },
  );

  const target = Type.Object({
    kind: oneOf(['grooming', 'consultation'], {
      errorMessage: 'kind must be grooming or consultation.',
    }),
    id: Type.String({ format: 'uuid' }),
  });

  /** One appointment, locked for a change. */
  const lockedOne = async (tx: Tx, kind: Kind, id: string): Promise<AdminAppointment> => {
    if (kind === 'grooming') {
      await tx
        .select({ id: groomingOrders.id })
        .from(groomingOrders)
        .where(eq(groomingOrders.id, id))
        .for('update');
      const [row] = await groomingRows(eq(groomingOrders.id, id), tx);
      if (!row) throw notFound('Appointment not found');
      return fromGrooming(row);
    }
    await tx
      .select({ id: consultationAppointments.id })
      .from(consultationAppointments)
      .where(eq(consultationAppointments.id, id))
      .for('update');
    const [row] = await consultationRows(eq(consultationAppointments.id, id), tx);
    if (!row) throw notFound('Appointment not found');
    return fromConsultation(row);
  };

  const answer = async (kind: Kind, id: string, message: string): Promise<AppointmentResponse> => ({
    message,
    appointment: await db.transaction((tx) => lockedOne(tx, kind, id)),
  });

  app.post(
    '/appointments/:kind/:id/status',
    {
      onRequest: operations,
      schema: {
        params: target,
        body: Type.Object({
          status: oneOf(['completed', 'no-show'], {
            errorMessage: 'status must be completed or no-show.',
          }),
        }),
      },
    },
    async (request): Promise<AppointmentResponse> => {
      const who = staffOf(request);
      const { kind, id } = request.params;
      const { status } = request.body;
      await db.transaction(async (tx) => {
        const before = await lockedOne(tx, kind, id);
        if (!LIVE.includes(before.status))
          throw new HttpError(
            409,
            `An appointment that is ${before.status} cannot be marked ${status}.`,
          );
        if (before.date > todayInIndia(clock()))
          throw new HttpError(409, 'An appointment can be marked done or no-show from its day on.');
        if (kind === 'grooming')
          await tx.update(groomingOrders).set({ status }).where(eq(groomingOrders.id, id));
        else
          await tx
            .update(consultationAppointments)
            .set({ status })
            .where(eq(consultationAppointments.id, id));
        await audit(tx, who, {
          action: `appointment.${status}`,
          targetType: `${kind}-appointment`,
          targetId: id,
          before: { status: before.status },
          after: { status },
        });
      });
      return answer(kind, id, status === 'completed' ? 'Marked as done.' : 'Marked as a no-show.');
    },
  );

  app.post(
    '/appointments/:kind/:id/reschedule',
    {
      onRequest: operations,
      schema: {
        params: target,
        body: Type.Object({
          date: isoDate('date'),
          time: Type.String({
            pattern: APPOINTMENT_TIME_PATTERN,
            errorMessage: APPOINTMENT_MESSAGES.chooseTime,
          }),
        }),
      },
    },
    async (request): Promise<AppointmentResponse> => {
      const who = staffOf(request);
      const { kind, id } = request.params;
      const { date, time } = request.body;
      // The pet parent's rules: 24 hours' notice for the old slot and the new, 90 days ahead.
      const problem = newSlotProblem(date, time, clock());
      if (problem) throw badRequest(problem);
      const slot = formatClockTime(time);
      if (kind === 'consultation' && !(CONSULTATION_SLOTS as readonly string[]).includes(slot))
        throw badRequest(`Please choose one of the time slots: ${CONSULTATION_SLOTS.join(', ')}.`);
      await db.transaction(async (tx) => {
        const before = await lockedOne(tx, kind, id);
        if (!before.reschedulable)
          throw new HttpError(
            409,
            LIVE.includes(before.status)
              ? APPOINTMENT_MESSAGES.tooLate
              : `An appointment that is ${before.status} can no longer be changed.`,
          );
        if (kind === 'grooming')
          await moveGrooming(
            tx,
            {
              id,
              partnerId: before.provider._id,
              appointmentDate: before.date,
              appointmentTime: before.time,
            },
            date,
            time,
          );
        else {
          if (before.date === date && before.time === time)
            throw new HttpError(409, APPOINTMENT_MESSAGES.sameSlot);
          await tx
            .update(consultationAppointments)
            .set({ selectedDate: date, selectedTime: slot })
            .where(eq(consultationAppointments.id, id));
        }
        await audit(tx, who, {
          action: 'appointment.reschedule',
          targetType: `${kind}-appointment`,
          targetId: id,
          before: { date: before.date, time: before.time },
          after: { date, time },
        });
        // Its reminder moves with it; the pet parent (and a grooming centre) hear of it.
        await appointmentChanged(ctx.events, tx, kind, id, {
          by: 'shop',
          from: { date: before.date, time: before.time },
        });
      });
      return answer(kind, id, APPOINTMENT_MESSAGES.rescheduled);
    },
  );
};
