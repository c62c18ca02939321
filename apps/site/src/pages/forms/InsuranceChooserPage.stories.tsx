import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import InsuranceChooserPage from './InsuranceChooserPage';

const CHOOSER = '/PetInsuranceRegistrationForm';

/** The chooser under its route, with stand-ins for the pages it leads to. */
function ChooserRoutes() {
  return (
    <Routes>
      <Route path={CHOOSER} element={<InsuranceChooserPage />} />
      <Route path="/pet-insurance" element={<Link to={CHOOSER}>Register with us</Link>} />
      <Route path="/InsuranceProviderRegistrationForm" element={<p>Insurance provider form</p>} />
      <Route path="/PetParentRegistrationForm" element={<p>Pet parent form</p>} />
    </Routes>
  );
}

const meta = {
  title: 'Pages/Insurance Chooser',
  component: InsuranceChooserPage,
  parameters: { route: CHOOSER, layout: 'fullscreen' },
  render: () => <ChooserRoutes />,
} satisfies Meta<typeof InsuranceChooserPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    await step('shows the title and both cards', async () => {
      await expect(
        page.getByRole('heading', { name: 'Insurance That Wags With Love.' }),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Register Insurance Providers' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Register Pet Parents' })).toBeVisible();
    });
    await step('Register opens the insurance provider form', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Register' }));
      await expect(await page.findByText('Insurance provider form')).toBeVisible();
    });
  },
};

export const StartJourney: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Start Journey' }));
    await expect(await page.findByText('Pet parent form')).toBeVisible();
  },
};

export const CloseGoesBack: Story = {
  parameters: { route: '/pet-insurance' },
  play: async ({ canvasElement, step }) => {
    const page = within(canvasElement.ownerDocument.body);
    await step('open the chooser from the insurance page', async () => {
      await userEvent.click(page.getByRole('link', { name: 'Register with us' }));
      await expect(
        await page.findByRole('heading', { name: 'Insurance That Wags With Love.' }),
      ).toBeVisible();
    });
    await step('close goes back one step', async () => {
      await userEvent.click(page.getByRole('button', { name: 'Close' }));
      await expect(await page.findByRole('link', { name: 'Register with us' })).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Start Journey' })).toBeVisible();
  },
};
