import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextInput } from '../TextInput/TextInput';
import { PasswordStrength } from './PasswordStrength';

const meta = {
  title: 'UI/PasswordStrength',
  component: PasswordStrength,
  args: { score: 2, label: 'Fair', problem: null },
  tags: ['autodocs'],
} satisfies Meta<typeof PasswordStrength>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Fair: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Password strength: Fair')).toBeVisible();
    await expect(canvasElement.querySelector('[data-ui="PasswordStrength"]')).toHaveAttribute(
      'data-score',
      '2',
    );
  },
};

/** A password the server would refuse says why. */
export const Refused: Story = {
  args: {
    score: 0,
    label: 'Very weak',
    problem: 'This password is too easy to guess: it is one of the most used passwords.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      'Password strength: Very weak. This password is too easy to guess',
    );
  },
};

export const Strong: Story = { args: { score: 4, label: 'Strong' } };

/** In Hindi: the strength and the reason, as the server's refusal says them too. */
export const RefusedInHindi: Story = {
  parameters: { locale: 'hi' },
  args: {
    score: 1,
    label: 'Weak',
    problem:
      'This password is too easy to guess: it contains the name of this site. Try a few unrelated words.',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('कमज़ोर');
    await expect(canvasElement).toHaveTextContent('इसमें इस साइट का नाम है');
    await expect(canvasElement).not.toHaveTextContent('too easy');
  },
};

/** Nothing typed yet: nothing shown. */
export const Empty: Story = {
  args: { score: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="PasswordStrength"]')).toBeNull();
  },
};

/** As the hint of a password field: the words are part of the field's description. */
export const AsFieldHint: Story = {
  render: (args) => (
    <TextInput
      id="pw"
      label="Password"
      type="password"
      defaultValue="correct horse"
      hint={<PasswordStrength {...args} />}
    />
  ),
  args: { score: 3, label: 'Good' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('Password strength: Good');
  },
};
