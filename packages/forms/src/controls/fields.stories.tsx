import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { SelectField, TextField } from './fields';
import { SingleChoiceField } from './SingleChoiceField';

interface Values {
  name: string;
  day: string;
  city: string;
  service: string[];
}

/** The bound controls in one small form; submitting empty marks the name as missing. */
function Demo() {
  const form = useForm<Values>({ defaultValues: { name: '', day: '', city: '', service: [] } });
  return (
    <form
      noValidate
      aria-label="Controls"
      onSubmit={(e) => {
        e.preventDefault();
        if (!form.getValues('name')) form.setError('name', { message: 'This field is required' });
      }}
    >
      <TextField form={form} name="name" label="Name" idPrefix="demo" />
      <TextField form={form} name="day" label="Day" idPrefix="demo" kind="date" />
      <SelectField
        form={form}
        name="city"
        label="City"
        idPrefix="demo"
        options={[{ value: 'Pune' }, { value: 'Mumbai' }]}
      />
      <SingleChoiceField
        form={form}
        name="service"
        label="Service"
        idPrefix="demo"
        options={[{ value: 'Bath' }, { value: 'Haircut' }]}
      />
      <button type="submit">Check</button>
    </form>
  );
}

const meta = {
  title: 'Forms/Engine/Bound controls',
  component: Demo,
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'B');
    await expect(canvas.queryByText('This field is required')).toBeNull();
  },
};
