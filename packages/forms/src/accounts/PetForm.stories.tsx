import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PetForm } from './PetForm';

const meta = {
  title: 'Forms/Accounts/PetForm',
  component: PetForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 640, minHeight: 520 }}>{Story()}</div>],
  tags: ['autodocs'],
} satisfies Meta<typeof PetForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register Pet' }));
    await waitFor(() =>
      expect(canvas.getByRole('radiogroup', { name: 'Category' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText('Pet Name')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByLabelText('Date of Birth')).toHaveAccessibleDescription(
        'This field is required',
      ),
    );
    await expect(canvas.queryByRole('combobox', { name: 'Breed' })).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BreedMessages: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step("a dog without a breed: 'Breed is required'", async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Dog' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Register Pet' }));
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: 'Breed' })).toHaveAccessibleDescription(
          'Breed is required',
        ),
      );
    });
    await step('the breed list matches by prefix; Other asks for the breed', async () => {
      const breed = canvas.getByRole('combobox', { name: 'Breed' });
      await userEvent.type(breed, 'oth');
      await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Other']);
      await userEvent.click(canvas.getByRole('option', { name: 'Other' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Register Pet' }));
      await waitFor(() =>
        expect(canvas.getByLabelText('Specify Breed')).toHaveAccessibleDescription(
          'Please specify the breed',
        ),
      );
    });
    await step('choosing another category clears the breed', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Cat' }));
      await expect(canvas.getByRole('combobox', { name: 'Breed' })).toHaveValue('');
      await expect(canvas.queryByLabelText('Specify Breed')).toBeNull();
      await userEvent.click(canvas.getByRole('radio', { name: 'Other' }));
      await expect(canvas.queryByRole('combobox', { name: 'Breed' })).toBeNull();
    });
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cat' }));
    await userEvent.type(canvas.getByRole('combobox', { name: 'Breed' }), 'Pers{Enter}');
    await userEvent.type(canvas.getByLabelText('Pet Name'), 'Misty');
    await userEvent.type(canvas.getByLabelText('Date of Birth'), '2022-03-15');
    // The picker only offers images (accept); the image-only rule itself is unit-tested.
    await expect(canvas.getByLabelText('Pet Picture')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/png'),
    );
    await userEvent.upload(
      canvas.getByLabelText('Pet Picture'),
      new File(['x'], 'misty.png', { type: 'image/png' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Register Pet' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ petCategory: 'cat', breed: 'Persian', petName: 'Misty' }),
    );
  },
};

/**
 * In Hindi: breeds read in Devanagari (loaded with the list), found by their Hindi or English
 * names, and submitted as the English names the server keeps.
 */
export const BreedsInHindi: Story = {
  parameters: { locale: 'hi' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'कुत्ता' }));
    const breed = canvas.getByRole('combobox', { name: 'नस्ल' });
    await userEvent.type(breed, 'लैब्रा');
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['लैब्राडोर रिट्रीवर']),
    );
    await userEvent.clear(breed);
    await userEvent.type(breed, 'lab');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'लैब्राडोर रिट्रीवर',
    ]);
    await userEvent.click(canvas.getByRole('option', { name: 'लैब्राडोर रिट्रीवर' }));
    await expect(breed).toHaveValue('लैब्राडोर रिट्रीवर');
    await userEvent.type(canvas.getByLabelText('पेट का नाम'), 'Bruno');
    await userEvent.type(canvas.getByLabelText('जन्म तिथि'), '2022-03-15');
    await userEvent.click(canvas.getByRole('button', { name: 'पेट रजिस्टर करें' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ petCategory: 'dog', breed: 'Labrador Retriever' }),
    );
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(() => new Promise<never>(() => undefined)),
    initialValues: {
      petCategory: 'other',
      breed: '',
      customBreed: '',
      petName: 'Kiwi',
      petDateOfBirth: '2023-01-01',
      image: null,
    },
    submitLabel: 'Update Pet',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Pet' }));
    await expect(await canvas.findByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const ServerErrorMobile: Story = {
  args: { error: 'Error: Picture too large' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error: Picture too large',
    );
  },
};
