import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Modal } from '../Modal';
import { TextInput } from '../TextInput';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const services = [
  'General Checkup',
  'Vaccination',
  'Surgery',
  'Dental Care',
  'Diagnostic Services',
  'Emergency Care',
  'Grooming',
  'Other',
];

/** Holds the value the way a form would, so stories can be used for real. */
function Stateful(props: MultiSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MultiSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/MultiSelect',
  component: MultiSelect,
  args: {
    id: 'services',
    label: 'Services Offered',
    options: services.map((value) => ({ value })),
    value: [],
    onChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a form, after typing in another field: a click on the combobox opens its whole list (as
 * every form's combobox does), and a second click closes it.
 */
export const ClickOpensAfterAnotherField: Story = {
  render: (args) => (
    <>
      <TextInput id="clinic" label="Clinic Name" />
      <Stateful {...args} />
    </>
  ),
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Services Offered' });
    await step('typing in another field leaves the list closed', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Clinic Name' }), 'Camp Vets');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click on the input opens every option', async () => {
      await userEvent.click(input);
      await expect(input).toHaveFocus();
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getAllByRole('option')).toHaveLength(services.length);
    });
    await step('a click on an option chooses it and keeps the list open', async () => {
      await userEvent.click(canvas.getByRole('option', { name: 'Surgery' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['Surgery']);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
    });
    await step('a click on the input again closes it', async () => {
      await userEvent.click(input);
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryAllByRole('option')).toHaveLength(0);
    });
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Services Offered' });

    await step('typing filters the list and opens it', async () => {
      await userEvent.type(input, 'ca');
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      const options = canvas.getAllByRole('option');
      await expect(options.map((o) => o.textContent)).toEqual(['Dental Care', 'Emergency Care']);
      await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    });

    await step('arrow keys move the active option and Enter toggles it', async () => {
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Emergency Care']);
      await expect(
        canvas.getByRole('button', { name: 'Remove Emergency Care' }),
      ).toBeInTheDocument();
      await expect(input).toHaveValue('');
    });

    await step('a second value is added, and Enter again removes it', async () => {
      await userEvent.type(input, 'surg{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Emergency Care', 'Surgery']);
      await expect(canvas.getByRole('option', { name: /Surgery/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Emergency Care']);
    });

    await step('Escape closes the list', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    });

    await step('a typed text with no match says so', async () => {
      await userEvent.type(input, 'zzz');
      await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
      await userEvent.keyboard('{Escape}{Escape}');
      await expect(input).toHaveValue('');
    });
  },
};

export const Filled: Story = {
  args: { value: ['Vaccination', 'Surgery'] },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Services Offered' });
    await step('a chip is removed with its button and focus goes back to the input', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Vaccination' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['Surgery']);
      await expect(input).toHaveFocus();
    });
    await step('Backspace in the empty input removes the last chip', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onChange).toHaveBeenLastCalledWith([]);
    });
    await step('clicking an option chooses it', async () => {
      await userEvent.click(input);
      await userEvent.click(canvas.getByRole('option', { name: 'Grooming' }));
      await expect(args.onChange).toHaveBeenLastCalledWith(['Grooming']);
    });
  },
};

/** The chips by keyboard: ArrowLeft from the input reaches them, Backspace removes one. */
export const ChipsByKeyboard: Story = {
  args: { value: ['Vaccination', 'Surgery', 'Grooming'] },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Services Offered' });
    await step(
      'ArrowLeft from the empty input moves to the last chip, then the one before',
      async () => {
        input.focus();
        await userEvent.keyboard('{ArrowLeft}');
        await expect(canvas.getByRole('button', { name: 'Remove Grooming' })).toHaveFocus();
        await userEvent.keyboard('{ArrowLeft}');
        await expect(canvas.getByRole('button', { name: 'Remove Surgery' })).toHaveFocus();
      },
    );
    await step('Backspace removes the focused chip', async () => {
      await userEvent.keyboard('{Backspace}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['Vaccination', 'Grooming']);
    });
    await step('Home and End move within the open list; Enter toggles', async () => {
      await userEvent.click(input);
      await userEvent.keyboard('{End}');
      await expect(input).toHaveAttribute('aria-activedescendant', 'services__option-7');
      await userEvent.keyboard('{Home}{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith([
        'Vaccination',
        'Grooming',
        'General Checkup',
      ]);
      await expect(input).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

export const Single: Story = {
  args: {
    id: 'pet',
    label: 'Pet',
    single: true,
    options: [
      { value: 'p1', label: 'Bruno' },
      { value: 'p2', label: 'Misty' },
    ],
  },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pet' });
    await step(
      'the first choice is kept (spec: multi-selects keep the first chosen value)',
      async () => {
        await userEvent.type(input, 'bru{Enter}');
        await expect(args.onChange).toHaveBeenLastCalledWith(['p1']);
        await userEvent.type(input, 'mis');
        await expect(canvas.getByRole('option', { name: 'Misty' })).toHaveAttribute(
          'aria-disabled',
          'true',
        );
        await userEvent.keyboard('{Enter}');
        await expect(args.onChange).toHaveBeenCalledTimes(1);
        await expect(canvas.getByText('Remove Bruno to choose another.')).toBeVisible();
      },
    );
    await step('removing it frees the choice', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Remove Bruno' }));
      await userEvent.type(input, 'mis{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith(['p2']);
    });
  },
};

const dialogEscape = fn();

/**
 * Inside a dialog or a form card: Escape closes only the open list (APG combobox); only an
 * Escape with the list closed and nothing typed reaches the dialog, which may then close.
 */
export const EscapeStaysInTheList: Story = {
  render: (args) => (
    <Modal open onClose={dialogEscape} title="Clinic form">
      <Stateful {...args} />
    </Modal>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const input = await canvas.findByRole('combobox', { name: 'Services Offered' });
    dialogEscape.mockClear();
    await step('Escape with the list open closes the list only', async () => {
      await userEvent.type(input, 'vac');
      await expect(canvas.getByRole('listbox')).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
      await expect(dialogEscape).not.toHaveBeenCalled();
    });
    await step('the next Escape clears the typed text, still inside', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(input).toHaveValue('');
      await expect(dialogEscape).not.toHaveBeenCalled();
    });
    await step('with nothing open or typed, Escape reaches the dialog', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(dialogEscape).toHaveBeenCalledTimes(1);
    });
  },
};
