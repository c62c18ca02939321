/**
 * Builds the same set of stories for every registration form, so each form's story file only
 * states what is specific to it: the exact messages the spec gives. Not a story file itself.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import hindi from '../locales/hi.json';

/** A form's text as a Hindi page shows it (ADR 027). */
const inHindi = (text: string) => (hindi as Record<string, string>)[text] ?? text;
import { allFields } from '../engine/fields';
import type { RegistrationForm } from '../engine/RegistrationForm';
import type { FieldConfig, FormDefinition } from '../engine/types';

type Story = StoryObj<typeof RegistrationForm>;

/** A value that passes each kind of field. */
const validText: Partial<Record<FieldConfig['type'], string>> = {
  text: 'Sample',
  email: 'partner@example.com',
  tel: '9876543210',
  digits: '5',
  pincode: '411001',
  textarea: 'Sample text',
  date: '2030-01-15',
  time: '10:30',
};

const control = (root: HTMLElement, definition: FormDefinition, name: string) => {
  const element = root.ownerDocument.getElementById(`${definition.key}-${name}`);
  if (!element) throw new Error(`No control for ${name}`);
  return element;
};

/** Fills every field of a form with a valid value, as a user would. */
export async function fillValid(root: HTMLElement, definition: FormDefinition) {
  for (const field of allFields(definition)) {
    const element = control(root, definition, field.name);
    const firstOption = field.options?.[0]?.value ?? '';
    if (field.type === 'select') await userEvent.selectOptions(element, firstOption);
    else if (field.type === 'radio') await userEvent.click(element);
    else if (field.type === 'file')
      await userEvent.upload(
        element,
        new File(['%PDF-1.4'], 'document.pdf', { type: 'application/pdf' }),
      );
    else if (field.type === 'multiselect')
      await userEvent.type(element, `${firstOption}{Enter}{Escape}`);
    else await userEvent.type(element, validText[field.type] ?? 'Sample');
  }
}

const submitButton = (root: HTMLElement, definition: FormDefinition) =>
  within(root).getByRole('button', { name: definition.submitLabel });

/** Waits for the messages: the first submit also loads the form's rules (SchemaForm). */
const expectMessages = (
  root: HTMLElement,
  definition: FormDefinition,
  messages: Readonly<Record<string, string>>,
) => waitFor(() => shownMessages(root, definition, messages));

async function shownMessages(
  root: HTMLElement,
  definition: FormDefinition,
  messages: Readonly<Record<string, string>>,
) {
  for (const [name, message] of Object.entries(messages)) {
    const element = control(root, definition, name);
    const invalidHolder =
      element.getAttribute('type') === 'radio' ? element.closest('[role="radiogroup"]') : element;
    await expect(
      root.ownerDocument.getElementById(`${definition.key}-${name}__error`),
    ).toHaveTextContent(message);
    await expect(invalidHolder).toHaveAttribute('aria-invalid', 'true');
  }
}

export interface FormStoryOptions {
  /** Field name → exact message after submitting the empty form. */
  emptyMessages: Readonly<Record<string, string>>;
  /** Field name → [typed value, exact message] for rules beyond "required". */
  formatMessages?: Readonly<Record<string, readonly [string, string]>>;
}

/** The stories every form has: Default, EmptySubmit, (InvalidFormats), Submitting, Success, Failure, Mobile. */
export function formStories(
  definition: FormDefinition,
  { emptyMessages, formatMessages }: FormStoryOptions,
) {
  const fields = allFields(definition);
  const first = fields[0];
  if (!first) throw new Error('A form needs fields');

  const Default: Story = {
    play: async ({ canvasElement, args, step }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('dialog', { name: definition.title })).toBeInTheDocument();
      await step('every field has a labelled control', async () => {
        for (const field of fields)
          await expect(control(canvasElement, definition, field.name)).toBeInTheDocument();
        await expect(fields.length).toBeGreaterThan(0);
      });
      await step('the close button goes back', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
        await expect(args.onClose).toHaveBeenCalledTimes(1);
      });
    },
  };

  /** The same empty submit on a Hindi page: the form's title, button and every message in Hindi. */
  const EmptySubmitInHindi: Story = {
    parameters: { locale: 'hi' },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(
        canvas.getByRole('dialog', { name: inHindi(definition.title) }),
      ).toBeInTheDocument();
      await userEvent.click(
        within(canvasElement).getByRole('button', { name: inHindi(definition.submitLabel) }),
      );
      const inHindiMessages = Object.fromEntries(
        Object.entries(emptyMessages).map(([name, message]) => [name, inHindi(message)]),
      );
      await expectMessages(canvasElement, definition, inHindiMessages);
      for (const message of Object.values(inHindiMessages))
        await expect(message).not.toMatch(/[A-Za-z]{3}/);
      await expect(args.adapter).not.toHaveBeenCalled();
    },
  };

  const EmptySubmit: Story = {
    play: async ({ canvasElement, args, step }) => {
      await step('submitting the empty form shows every message', async () => {
        await userEvent.click(submitButton(canvasElement, definition));
        await expectMessages(canvasElement, definition, emptyMessages);
        await expect(canvasElement.querySelectorAll('[id$="__error"]')).toHaveLength(
          Object.keys(emptyMessages).length,
        );
        await expect(args.adapter).not.toHaveBeenCalled();
      });
      await step('focus moves to the first invalid field', async () => {
        await waitFor(() => expect(control(canvasElement, definition, first.name)).toHaveFocus());
      });
      await step("editing a field clears that field's message only", async () => {
        const second = fields.find((f) => f.name !== first.name && f.name in emptyMessages);
        await fillValid(canvasElement, { ...definition, sections: [{ fields: [first] }] });
        await expect(
          canvasElement.ownerDocument.getElementById(`${definition.key}-${first.name}__error`),
        ).toBeNull();
        if (second)
          await expect(
            canvasElement.ownerDocument.getElementById(`${definition.key}-${second.name}__error`),
          ).not.toBeNull();
      });
    },
  };

  const InvalidFormats: Story | undefined = formatMessages && {
    play: async ({ canvasElement, args }) => {
      await fillValid(canvasElement, definition);
      for (const [name, [typed]] of Object.entries(formatMessages)) {
        const element = control(canvasElement, definition, name);
        await userEvent.clear(element);
        await userEvent.type(element, typed);
      }
      await userEvent.click(submitButton(canvasElement, definition));
      await expectMessages(
        canvasElement,
        definition,
        Object.fromEntries(Object.entries(formatMessages).map(([n, [, m]]) => [n, m])),
      );
      await expect(args.adapter).not.toHaveBeenCalled();
    },
  };

  const Submitting: Story = {
    args: { adapter: fn(() => new Promise<never>(() => undefined)) },
    play: async ({ canvasElement, args }) => {
      await fillValid(canvasElement, definition);
      await userEvent.click(submitButton(canvasElement, definition));
      const button = await within(canvasElement).findByRole('button', { name: 'Processing...' });
      await expect(button).toBeDisabled();
      await expect(args.adapter).toHaveBeenCalledTimes(1);
      await expect(args.adapter).toHaveBeenCalledWith(
        expect.objectContaining({ formKey: definition.key }),
      );
    },
  };

  const Success: Story = {
    args: { adapter: fn(async () => undefined) },
    play: async ({ canvasElement, args, step }) => {
      await fillValid(canvasElement, definition);
      await userEvent.click(submitButton(canvasElement, definition));
      await step('the success toast shows', async () => {
        await expect(
          (await within(document.body).findAllByText(definition.successMessage)).length,
        ).toBeGreaterThan(0);
      });
      await step(`then after ${definition.redirectDelayMs} ms the host is told`, async () => {
        const timing = { timeout: definition.redirectDelayMs + 2000 };
        if (definition.redirectTo) {
          if (definition.redirectDelayMs > 0) await expect(args.navigate).not.toHaveBeenCalled();
          await waitFor(
            () => expect(args.navigate).toHaveBeenCalledWith(definition.redirectTo),
            timing,
          );
        } else {
          await waitFor(() => expect(args.onSuccess).toHaveBeenCalledTimes(1), timing);
        }
      });
    },
  };

  const Failure: Story = {
    args: { adapter: fn(async () => Promise.reject(new Error('Network down'))) },
    play: async ({ canvasElement, step }) => {
      await fillValid(canvasElement, definition);
      await userEvent.click(submitButton(canvasElement, definition));
      await step('the failure toast shows', async () => {
        await expect(
          (await within(document.body).findAllByText(definition.failureMessage)).length,
        ).toBeGreaterThan(0);
      });
      await step('the form is usable again with nothing lost', async () => {
        await expect(submitButton(canvasElement, definition)).toBeEnabled();
        const text = fields.find((f) => f.type === 'text');
        if (text) await expect(control(canvasElement, definition, text.name)).toHaveValue('Sample');
        const multi = fields.find((f) => f.type === 'multiselect');
        const chosen = multi?.options?.[0]?.value;
        if (chosen)
          await expect(
            within(canvasElement).getAllByRole('button', { name: `Remove ${chosen}` }).length,
          ).toBeGreaterThan(0);
      });
    },
  };

  const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

  return {
    Default,
    EmptySubmit,
    EmptySubmitInHindi,
    InvalidFormats,
    Submitting,
    Success,
    Failure,
    Mobile,
  };
}

/** Args every form story starts from: spies for the adapter and the host's callbacks. */
export const hostArgs = (definition: FormDefinition) => ({
  definition,
  adapter: fn(async () => undefined),
  navigate: fn(),
  onClose: fn(),
  onSuccess: definition.redirectTo ? undefined : fn(),
});

/** Story parameters shared by the form stories. */
export const formParameters = {
  layout: 'fullscreen',
  docs: { story: { inline: false, iframeHeight: 720 } },
} as const;
