import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_FORM_KINDS,
  PROVIDER_INVITATION_DAYS,
  REGISTRATION_STATUSES,
  type RegistrationDetail,
  type RegistrationResponse,
  type RegistrationRow,
  type RegistrationsResponse,
  type RegistrationStatus,
} from '@petverse/api/contract';
import { allFields, registrationForms, type FormDefinition } from '@petverse/forms/definitions';
import { formSubmissions } from './tables';
import { HttpError, badRequest, notFound } from '../platform/errors';
import { emailSchema, idParams, oneOf, optionalText } from '../platform/schemas';
import { providerFromRegistration } from '../providers';
import { sendCsv } from '../platform/csv';
import { audit, staffOf } from '../staff/staff';
import type { AdminContext } from '../staff/context';
import { staffNames } from '../staff/accounts';
import { summaryFields, valueText } from './senders';
import { mailAddress, type MailAddress } from '../platform/mailAddress';
import { contains, pageOf, paged } from '../staff/paging';

type SubmissionRow = typeof formSubmissions.$inferSelect;
const FORMS: Record<string, FormDefinition> = registrationForms;
const FORM_KEYS = Object.keys(FORMS);

function toRow(row: SubmissionRow): RegistrationRow {
  const definition = FORMS[row.formKey];
  const summary = definition ? summaryFields(definition) : undefined;
  const pick = (field: string | undefined) => (field ? valueText(row.values[field]) || null : null);
  if (!summary) return { ...base(row), name: 'Unnamed', email: null, phone: null, city: null };
  return {
    ...base(row),
    name: pick(summary.name) ?? 'Unnamed',
    email: pick(summary.email),
    phone: pick(summary.phone),
    city: pick(summary.city),
  };
}

/** What every submission shows, whatever its form. */
const base = (row: SubmissionRow) => ({
  _id: row.id,
  formKey: row.formKey,
  formTitle: FORMS[row.formKey]?.title ?? row.formKey,
  status: row.status as RegistrationStatus,
  partnerOrigin: row.partnerOrigin,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Every answer of a submission by the form's labels, in the form's order. */
function answersOf(row: SubmissionRow) {
  const definition = FORMS[row.formKey];
  const fields = definition ? allFields(definition).filter((f) => f.type !== 'file') : [];
  const known = new Set(fields.map((f) => f.name));
  return [
    ...fields.map((f) => ({ label: f.label, value: valueText(row.values[f.name]) })),
    // Anything stored that the form no longer names (an older version of it) is still shown.
    ...Object.entries(row.values)
      .filter(([name]) => !known.has(name))
      .map(([name, value]) => ({ label: name, value: valueText(value) })),
  ];
}

const DECISION_SUBJECT: Record<'approved' | 'declined', string> = {
  approved: 'Your Petverse registration is approved',
  declined: 'About your Petverse registration',
};

/** Every registration-form submission, by form, reviewed and decided by the partnerships team. */
export const registrationRoutes: FastifyPluginAsyncTypebox<AdminContext> = async (app, ctx) => {
  const { db, staffAuth, mailer, formFiles, clock, publicUrl } = ctx;
  const partnerships = staffAuth.requireStaff('registrations');

  const filterQuery = {
    form: Type.Optional(
      oneOf(FORM_KEYS as [string, ...string[]], {
        errorMessage: 'form is not a registration form.',
      }),
    ),
    status: Type.Optional(
      oneOf(REGISTRATION_STATUSES, {
        errorMessage: `status must be one of ${REGISTRATION_STATUSES.join(', ')}.`,
      }),
    ),
    origin: Type.Optional(optionalText('origin', 200)),
    q: Type.Optional(optionalText('q', 100)),
  };
  type Filters = { form?: string; status?: string; origin?: string; q?: string };
  const whereOf = (q: Filters): SQL | undefined =>
    and(
      q.form ? eq(formSubmissions.formKey, q.form) : undefined,
      q.status ? eq(formSubmissions.status, q.status) : undefined,
      q.origin === 'site'
        ? sql`${formSubmissions.partnerOrigin} is null`
        : q.origin
          ? eq(formSubmissions.partnerOrigin, q.origin)
          : undefined,
      q.q?.trim() ? sql`${formSubmissions.values}::text ilike ${contains(q.q.trim())}` : undefined,
    );

  app.get(
    '/registrations',
    {
      onRequest: partnerships,
      schema: { querystring: Type.Object({ ...pageOf(25, 100), ...filterQuery }) },
    },
    async (request): Promise<RegistrationsResponse> => {
      const q = request.query;
      const where = whereOf(q);
      const [rows, [count], perForm] = await Promise.all([
        db
          .select()
          .from(formSubmissions)
          .where(where)
          .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(formSubmissions)
          .where(where),
        db
          .select({
            key: formSubmissions.formKey,
            total: sql<number>`count(*)::int`,
            fresh: sql<number>`(count(*) filter (where ${formSubmissions.status} = 'new'))::int`,
          })
          .from(formSubmissions)
          .groupBy(formSubmissions.formKey),
      ]);
      const counts = new Map(perForm.map((f) => [f.key, f]));
      return {
        registrations: rows.map(toRow),
        pagination: paged(q.page, q.limit, count?.n ?? 0),
        forms: FORM_KEYS.map((key) => ({
          key,
          title: FORMS[key]!.title,
          total: counts.get(key)?.total ?? 0,
          new: counts.get(key)?.fresh ?? 0,
        })),
      };
    },
  );

  app.get(
    '/registrations.csv',
    { onRequest: partnerships, schema: { querystring: Type.Object(filterQuery) } },
    async (request, reply) => {
      const q = request.query;
      const rows = await db
        .select()
        .from(formSubmissions)
        .where(whereOf(q))
        .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
        .limit(50_000);
      // One form: every one of its fields; several: what every form has in common.
      const fields = q.form ? allFields(FORMS[q.form]!).filter((f) => f.type !== 'file') : [];
      const header = [
        'Id',
        'Form',
        'Status',
        'Submitted',
        'Partner site',
        ...(q.form ? fields.map((f) => f.label) : ['Name', 'Email', 'Phone', 'City']),
        'Note',
      ];
      const lines = rows.map((row) => {
        const summary = toRow(row);
        return [
          row.id,
          summary.formTitle,
          row.status,
          summary.createdAt,
          row.partnerOrigin ?? '',
          ...(q.form
            ? fields.map((f) => valueText(row.values[f.name]))
            : [summary.name, summary.email ?? '', summary.phone ?? '', summary.city ?? '']),
          row.note ?? '',
        ];
      });
      const name = `registrations-${q.form ?? 'all'}-${clock().toISOString().slice(0, 10)}.csv`;
      return sendCsv(reply, name, [header, ...lines]);
    },
  );

  const detailOf = async (id: string): Promise<RegistrationDetail> => {
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    if (!row) throw notFound('Registration not found');
    const names = await staffNames(db, [row.decidedBy]);
    const labels = new Map(
      (FORMS[row.formKey] ? allFields(FORMS[row.formKey]!) : []).map((f) => [f.name, f.label]),
    );
    return {
      ...toRow(row),
      answers: answersOf(row),
      files: row.files.map((f) => ({
        field: f.field,
        label: labels.get(f.field) ?? f.field,
        name: f.name,
        originalName: f.originalName,
        size: f.size,
      })),
      hidden: row.hidden,
      note: row.note,
      decidedBy: row.decidedBy ? (names.get(row.decidedBy) ?? 'Staff') : null,
      decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    };
  };

  app.get(
    '/registrations/:id',
    { onRequest: partnerships, schema: { params: idParams } },
    async (request): Promise<RegistrationResponse> => ({
      registration: await detailOf(request.params.id),
    }),
  );

  app.get(
    '/registrations/:id/files/:name',
    {
      onRequest: partnerships,
      schema: {
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          name: Type.String({ pattern: '^[0-9a-f]{32}\\.(pdf|png|jpg|doc|docx)$' }),
        }),
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ files: formSubmissions.files })
        .from(formSubmissions)
        .where(eq(formSubmissions.id, request.params.id));
      const file = row?.files.find((f) => f.name === request.params.name);
      const stored = file ? await formFiles.open(file.name) : null;
      if (!file || !stored) throw notFound('File not found');
      const safeName = file.originalName.replace(/[^\w.\- ]+/g, '_');
      return reply
        .type(file.type)
        .header('Content-Length', String(stored.size))
        .header('Content-Disposition', `attachment; filename="${safeName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(stored.stream);
    },
  );

  app.post(
    '/registrations/:id/status',
    {
      onRequest: partnerships,
      schema: {
        params: idParams,
        body: Type.Object({
          status: oneOf(['in-review', 'approved', 'declined'], {
            errorMessage: 'status must be in-review, approved or declined.',
          }),
          note: Type.Optional(optionalText('The note', 1000)),
          /** A provider's contact, where the form asked for none: the invitation goes there. */
          email: Type.Optional(emailSchema),
        }),
      },
    },
    async (request): Promise<RegistrationResponse> => {
      const who = staffOf(request);
      const { id } = request.params;
      const { status } = request.body;
      const note = request.body.note?.trim() || null;
      if (status === 'declined' && !note)
        throw badRequest('Please say why it is declined: the note goes to the applicant.');
      const providerKind = PROVIDER_FORM_KINDS[(await submissionOf(id))?.formKey ?? ''];
      let invitation: { link: string; email: string; address: MailAddress } | null = null;
      const before = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(formSubmissions)
          .where(eq(formSubmissions.id, id))
          .for('update');
        if (!row) throw notFound('Registration not found');
        if (row.status === 'approved' || row.status === 'declined')
          throw new HttpError(409, `This registration was already ${row.status}.`);
        if (row.status === status)
          throw new HttpError(409, `This registration is already ${status}.`);
        const decided = status === 'approved' || status === 'declined';
        await tx
          .update(formSubmissions)
          .set({
            status,
            note: note ?? row.note,
            ...(decided ? { decidedBy: who.id, decidedAt: clock() } : {}),
          })
          .where(eq(formSubmissions.id, id));
        await audit(tx, who, {
          action: `registration.${status}`,
          targetType: 'registration',
          targetId: id,
          before: { status: row.status },
          after: { status, note },
        });
        if (status === 'approved' && providerKind) {
          const summary = toRow(row);
          const email = request.body.email?.trim() || summary.email;
          if (!email)
            throw badRequest(
              'This form asks for no email: please give the provider’s contact email, where the invitation goes.',
            );
          const address = mailAddress(email, summary.name);
          if (!address)
            throw badRequest(
              'The registration’s email is not an address we mail: please give the provider’s contact email.',
            );
          const { providerId, link } = await providerFromRegistration(tx, {
            registrationId: id,
            kind: providerKind,
            name: summary.name,
            city: summary.city ?? '',
            phone: summary.phone,
            email,
            now: clock(),
            publicUrl,
          });
          await audit(tx, who, {
            action: 'provider.invited',
            targetType: 'provider',
            targetId: providerId,
            after: { email, role: 'owner' },
          });
          invitation = { link, email, address };
        }
        return row;
      });
      const registration = await detailOf(id);
      if (invitation) return { registration, message: await mailInvitation(invitation) };
      let message = `Registration is now ${status}.`;
      const decided = status === 'approved' || status === 'declined';
      // A registration stored before its email was checked may hold one we do not mail.
      const to = registration.email ? mailAddress(registration.email, registration.name) : null;
      if (decided && registration.email && !to)
        message += ' Its email is not an address we mail, so nobody was told.';
      if (decided && to) {
        await mailer.send(
          {
            to,
            subject: DECISION_SUBJECT[status],
            text: [
              `Hello ${registration.name},`,
              '',
              status === 'approved'
                ? `Thank you for registering with Petverse (${registration.formTitle}). Your registration is approved: our partnerships team will be in touch about the next steps.`
                : `Thank you for registering with Petverse (${registration.formTitle}). We are sorry: we cannot take your registration forward now.`,
              ...(note ? ['', `Note from our team: ${note}`] : []),
              '',
              `Petverse — ${publicUrl}`,
            ].join('\n'),
          },
          request.log,
        );
        message += ` ${to.address} was told by mail.`;
      }
      request.log.info(
        { registration: id, from: before.status, to: status },
        'registration decided',
      );
      return { registration, message };

      /** The approval of a provider: its owner's invitation to the portal. */
      async function mailInvitation(to: { link: string; email: string; address: MailAddress }) {
        await mailer.send(
          {
            to: to.address,
            subject: DECISION_SUBJECT.approved,
            text: [
              `Hello ${registration.name},`,
              '',
              `Thank you for registering with Petverse (${registration.formTitle}). Your registration is approved.`,
              '',
              `Open this link to make your provider account, set your hours and the services pet parents can book (it works once, for ${PROVIDER_INVITATION_DAYS} days):`,
              to.link,
              ...(note ? ['', `Note from our team: ${note}`] : []),
              '',
              `Petverse — ${publicUrl}`,
            ].join('\n'),
          },
          request.log,
        );
        request.log.info({ registration: id }, 'registration approved, provider invited');
        return `Registration is now approved. ${to.email} was invited to the provider portal by mail.`;
      }
    },
  );

  async function submissionOf(id: string) {
    const [row] = await db
      .select({ formKey: formSubmissions.formKey })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    return row;
  }
};
