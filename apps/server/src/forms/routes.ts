import { registrationReceived, type ShopEvents } from '../mail/events';
import { requestLocale } from '../platform/userLocale';
import { summaryFields, valueText } from './senders';
import { isMailAddress, mailAddress } from '../platform/mailAddress';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import multipart from '@fastify/multipart';
import {
  ALL_FIELDS_REQUIRED,
  DOCUMENT_TYPES,
  EMAIL,
  PINCODE_MESSAGE,
  SIX_DIGITS,
  TEN_DIGITS,
  allFields,
  fileTypeMessage,
  patternText,
  registrationForms,
  teamApplicationForm,
  teamApplicationSchema,
  validateValues,
  type FieldConfig,
  type FormDefinition,
  type FormValues,
} from '@petverse/forms/definitions';
import type { Database } from '../db/client';
import { formSubmissions, type StoredFormFile } from './tables';
import {
  DOCUMENT_MIME_TYPES,
  kindOfExtension,
  sniffDocument,
  type DocumentKind,
} from './documents';
import { badRequest, HttpError, notFound } from '../platform/errors';
import { partnerOriginOf } from '../partners';
import { queueDelivery, type PartnerWebhook } from '../partners';
import { HIDDEN_FIELD_PREFIX, hiddenFieldsProblem } from '@petverse/api/contract';
import { NUL_MESSAGE, hasNul } from '../platform/rejectNul';
import { counter, perAddress, refuse, type RateRules } from '../platform/rateLimit';
import type { UploadStorage } from '../platform/uploads';

/** The largest file a form may carry. */
const FORM_FILE_MAX_BYTES = 5 * 1024 * 1024;
const FORM_FILE_MAX_MB = FORM_FILE_MAX_BYTES / (1024 * 1024);

/** Said when a choice is not one of the field's options (the site's widgets cannot send one). */
const NOT_AN_OPTION = 'Please choose from the list.';

interface FormRoutesOptions {
  db: Database;
  /** Where form documents go: kept apart from pictures and never served. */
  storage: UploadStorage;
  rateRules: RateRules;
  events: ShopEvents;
  /** PARTNER_WEBHOOKS: where each partner's submissions are posted (partners/webhooks.ts). */
  webhooks: ReadonlyMap<string, PartnerWebhook>;
}

/** 400 (or 413) with `{ message, errors: { field: message } }`, as the forms' HTTP adapter reads it. */
class FormRejected extends HttpError {
  constructor(
    readonly errors: Record<string, string>,
    statusCode = 400,
  ) {
    super(statusCode, Object.values(errors)[0] ?? 'Please check the form.');
  }
}

interface ReceivedFile {
  field: string;
  filename: string;
  data: Buffer;
}

interface Received {
  fields: Map<string, string[]>;
  files: ReceivedFile[];
}

/** Reads every part of a multipart body: text parts by name (repeats kept), file parts whole. */
async function receive(request: FastifyRequest): Promise<Received> {
  if (!request.isMultipart()) throw badRequest('Please send the form as multipart/form-data.');
  const fields = new Map<string, string[]>();
  const files: ReceivedFile[] = [];
  let current = '';
  try {
    for await (const part of request.parts()) {
      current = part.fieldname;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // An empty file input arrives as a nameless, empty part: no file.
        if (data.length > 0 || part.filename)
          files.push({ field: part.fieldname, filename: part.filename, data });
      } else {
        if (part.valueTruncated)
          throw new FormRejected({ [part.fieldname]: 'This answer is too long.' });
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (hasNul(value) || hasNul(part.fieldname)) throw badRequest(NUL_MESSAGE);
        fields.set(part.fieldname, [...(fields.get(part.fieldname) ?? []), value]);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FormRejected(
        { [current]: `The file is too large. The limit is ${FORM_FILE_MAX_MB} MB.` },
        413,
      );
    if (code === 'FST_FILES_LIMIT') throw badRequest('The form has too many files.');
    throw error;
  }
  return { fields, files };
}

/**
 * The hidden fields a partner's page sent (`hidden.<name>` parts; the first of repeats), checked
 * before anything is stored: a refusal names what is wrong.
 */
function hiddenFieldsOf(received: Received): Record<string, string> {
  const hidden: Record<string, string> = {};
  for (const [part, values] of received.fields)
    if (part.startsWith(HIDDEN_FIELD_PREFIX))
      hidden[part.slice(HIDDEN_FIELD_PREFIX.length)] = values[0]!.trim();
  const problem = hiddenFieldsProblem(hidden);
  if (problem) throw badRequest(problem);
  return hidden;
}

/** The values the form's schema expects: text, lists for multi-selects, File (or null) for files. */
function toValues(fields: readonly FieldConfig[], received: Received): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.type === 'file') {
      const file = received.files.find((f) => f.field === field.name);
      values[field.name] = file ? new File([new Uint8Array(file.data)], file.filename) : null;
    } else if (field.type === 'multiselect') {
      values[field.name] = received.fields.get(field.name) ?? [];
    } else {
      values[field.name] = received.fields.get(field.name)?.[0] ?? '';
    }
  }
  return values;
}

/** Choices outside a field's options, which the schema does not check. */
function optionErrors(fields: readonly FieldConfig[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.options || field.type === 'file') continue;
    const allowed = new Set(field.options.map((o) => o.value));
    const value = values[field.name];
    const chosen = Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
    if (chosen.some((v) => !allowed.has(v))) errors[field.name] = NOT_AN_OPTION;
  }
  return errors;
}

/** The forms' own words for an email that is not one (groomingCenter, petPharmacy, …). */
const INVALID_EMAIL = 'Invalid email format';

/**
 * Email fields whose answer is not one address we would mail (platform/mailAddress.ts): the sender
 * is mailed at it, so a list, a header or a name in angle brackets never gets that far. The
 * pet parent's form checks no format in the browser (its spec); the server still does.
 */
function addressErrors(fields: readonly FieldConfig[], values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'email' && typeof value === 'string' && value.trim() !== '')
      if (!isMailAddress(value)) errors[field.name] = INVALID_EMAIL;
  }
  return errors;
}

interface CheckedFile extends ReceivedFile {
  kind: DocumentKind;
}

/**
 * Each file's type from its content: it must be one of the field's accepted types (the provider
 * forms' pdf/jpg/jpeg/png when a field lists none) and agree with its name's extension.
 */
async function checkFiles(fields: readonly FieldConfig[], received: Received) {
  const errors: Record<string, string> = {};
  const files: CheckedFile[] = [];
  for (const field of fields) {
    if (field.type !== 'file') continue;
    const file = received.files.find((f) => f.field === field.name);
    if (!file) continue;
    const accept = field.accept?.length ? field.accept : DOCUMENT_TYPES;
    const allowed = new Set(accept.map(kindOfExtension));
    const kind = await sniffDocument(file.data);
    if (!kind || !allowed.has(kind) || kindOfExtension(path.extname(file.filename)) !== kind)
      errors[field.name] = fileTypeMessage(accept);
    else files.push({ ...file, kind });
  }
  return { errors, files };
}

/** Only the fields' own errors, in form order, so `message` is the first one the user sees. */
function inFormOrder(fields: readonly FieldConfig[], ...sets: Record<string, string>[]) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const message = sets.map((set) => set[field.name]).find(Boolean);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/**
 * The team application on the server: the form's rules ('All fields are required.'), plus the
 * formats an application must have to be answered: a 10-digit contact number, a 6-digit pincode
 * and an email address.
 */
const applicationDefinition: FormDefinition = {
  ...teamApplicationForm,
  schema: teamApplicationSchema.shape({
    contact: patternText(
      TEN_DIGITS,
      'Contact number must be a valid 10-digit number',
      ALL_FIELDS_REQUIRED,
    ),
    email: patternText(EMAIL, 'Invalid email format', ALL_FIELDS_REQUIRED),
    pincode: patternText(SIX_DIGITS, PINCODE_MESSAGE, ALL_FIELDS_REQUIRED),
  }),
};

const isFormKey = (key: string): key is keyof typeof registrationForms =>
  Object.hasOwn(registrationForms, key);

/**
 * `POST /forms/:formKey` (every registration form) and `POST /application/apply` (the team
 * application): multipart, validated again with the forms' own yup schemas and messages, files
 * checked by content, stored with the submission. No login; limited per client address.
 */
export const formRoutes: FastifyPluginAsyncTypebox<FormRoutesOptions> = async (
  app,
  { db, storage, rateRules, events, webhooks },
) => {
  await app.register(multipart, {
    limits: {
      fileSize: FORM_FILE_MAX_BYTES,
      files: 3,
      fields: 80,
      fieldSize: 16 * 1024,
      parts: 90,
    },
  });
  const limit = perAddress('forms', rateRules.formsPerAddress, 'form submissions');
  const submissionsOfPartner = counter(
    app,
    rateRules.formsPerPartner,
    (request) => `forms:origin:${partnerOriginOf(request) ?? ''}`,
  );

  const submit = async (
    definition: FormDefinition,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ message: string; _id: string }> => {
    const partnerOrigin = partnerOriginOf(request);
    if (partnerOrigin) refuse('form submissions', await submissionsOfPartner(request));
    const fields = allFields(definition);
    const received = await receive(request);
    const hidden = hiddenFieldsOf(received);
    const values = toValues(fields, received);
    const schemaErrors = await validateValues(definition, values);
    const checked = await checkFiles(fields, received);
    const errors = inFormOrder(
      fields,
      schemaErrors,
      addressErrors(fields, values),
      optionErrors(fields, values),
      checked.errors,
    );
    if (Object.keys(errors).length > 0) throw new FormRejected(errors);

    const stored: StoredFormFile[] = [];
    try {
      for (const file of checked.files)
        stored.push({
          field: file.field,
          name: await storage.save(file.data, file.kind),
          originalName: path.basename(file.filename).slice(0, 255),
          type: DOCUMENT_MIME_TYPES[file.kind],
          size: file.data.length,
        });
      const values: Record<string, string | string[]> = {};
      for (const field of fields) {
        if (field.type === 'file') continue;
        if (field.type === 'multiselect')
          values[field.name] = received.fields.get(field.name) ?? [];
        else values[field.name] = (received.fields.get(field.name)?.[0] ?? '').trim();
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formSubmissions)
          .values({ formKey: definition.key, values, files: stored, partnerOrigin, hidden })
          .returning({ id: formSubmissions.id });
        // Its partner's webhook hears of it, once it is stored (a job in this transaction).
        await queueDelivery(events.jobs, tx, webhooks, partnerOrigin, row!.id);
        // Its sender hears that it arrived, when the form asks for an email.
        const summary = summaryFields(definition);
        const name = (summary.name && valueText(values[summary.name])) || '';
        // Checked above (addressErrors): an email field's answer is an address or empty.
        const to = summary.email ? mailAddress(valueText(values[summary.email]), name) : null;
        if (to)
          await registrationReceived(
            events,
            tx,
            { to, name, locale: requestLocale(request) },
            definition.title,
          );
        return row!.id;
      });
      void reply.status(201);
      return { message: definition.successMessage, _id: id };
    } catch (error) {
      await Promise.all(stored.map((file) => storage.remove(file.name).catch(() => undefined)));
      throw error;
    }
  };

  app.post(
    '/forms/:formKey',
    {
      config: { rateLimit: limit },
      schema: {
        params: Type.Object({ formKey: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const { formKey } = request.params;
      if (!isFormKey(formKey)) throw notFound(`No registration form named ${formKey}`);
      const definition =
        formKey === teamApplicationForm.key ? applicationDefinition : registrationForms[formKey];
      return withFieldErrors(reply, submit(definition, request, reply));
    },
  );

  app.post('/application/apply', { config: { rateLimit: limit } }, async (request, reply) =>
    withFieldErrors(
      reply,
      submit(applicationDefinition, request, reply).then(({ message }) => ({ message })),
    ),
  );
};

/** A FormRejected answers with its field errors beside the message; other errors go on to the app's handler. */
async function withFieldErrors<T>(
  reply: FastifyReply,
  work: Promise<T>,
): Promise<T | FastifyReply> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof FormRejected)
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    throw error;
  }
}
