import { allFields, type FieldConfig, type FormDefinition } from '@petverse/forms/definitions';

type Summary = Record<'name' | 'email' | 'phone' | 'city', string | undefined>;

/** The first field of a form whose name fits. */
const fieldLike = (fields: readonly FieldConfig[], test: (f: FieldConfig) => boolean) =>
  fields.find(test)?.name;

const found = new WeakMap<FormDefinition, Summary>();

/**
 * Which of a form's fields say who sent it (name, email, phone, city), found once per form from
 * its definition: the back office's list shows them, and the sender is mailed at the email.
 */
export function summaryFields(definition: FormDefinition): Summary {
  let summary = found.get(definition);
  if (!summary) {
    const fields = allFields(definition);
    summary = {
      name:
        fieldLike(fields, (f) =>
          /(clinic|pharmacy|center|centre|institute|company|business)name/i.test(f.name),
        ) ?? fieldLike(fields, (f) => /name/i.test(f.name) && f.type === 'text'),
      email: fieldLike(fields, (f) => f.type === 'email'),
      // A telephone field first; else a contact field that is not a person's name.
      phone:
        fieldLike(fields, (f) => f.type === 'tel') ??
        fieldLike(
          fields,
          (f) =>
            /contact|phone|mobile/i.test(f.name) && !/person/i.test(f.name) && f.type !== 'email',
        ),
      // 'city' or '…City', never the 'city' inside 'fleetCapacity'.
      city: fieldLike(fields, (f) => /^city|City/.test(f.name)),
    };
    found.set(definition, summary);
  }
  return summary;
}

/** A submission's value as text (a multiselect's choices joined). */
export const valueText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');
