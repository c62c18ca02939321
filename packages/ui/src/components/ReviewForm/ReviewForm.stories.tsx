import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReviewForm, type ReviewErrors } from './ReviewForm';

/** The rules the app passes (the contract's reviewProblems), restated for the stories. */
const validate = (v: { stars: number; title: string; text: string }): ReviewErrors => ({
  ...(v.stars < 1 || v.stars > 5 ? { stars: 'Choose a rating from 1 to 5 stars' } : {}),
  ...(v.title.trim().length < 3 ? { title: 'The title needs 3 to 80 characters' } : {}),
  ...(v.text.trim().length < 10 ? { text: 'The review needs 10 to 1000 characters' } : {}),
});

const meta = {
  title: 'UI/ReviewForm',
  component: ReviewForm,
  args: { validate, onSubmit: fn(), onCancel: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('an empty review shows a message under each field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
      await expect(canvas.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        'The title needs 3 to 80 characters',
      );
      await expect(canvas.getByText('The review needs 10 to 1000 characters')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
    await step('a complete review is submitted', async () => {
      await userEvent.click(canvas.getByText('4 stars'));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Great kibble');
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Your review' }),
        'My beagle finishes every bowl.',
      );
      await expect(canvas.queryByText('Choose a rating from 1 to 5 stars')).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
      await expect(args.onSubmit).toHaveBeenCalledWith({
        stars: 4,
        title: 'Great kibble',
        text: 'My beagle finishes every bowl.',
      });
    });
  },
};

export const Editing: Story = {
  args: {
    initialValues: { stars: 2, title: 'Too salty', text: 'My cat did not like this flavour.' },
    submitLabel: 'Save review',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.click(canvas.getByText('3 stars'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save review' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ stars: 3 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    initialValues: { stars: 5, title: 'Lovely', text: 'Lovely toy, very sturdy.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Submit review/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerRefused: Story = {
  args: { error: 'You have already reviewed this product' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You have already reviewed this product',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit review' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeDisabled();
  },
};
