import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { deliveredOn, english } from '@petverse/api/contract';
import { PageFrame } from '../../stories/PageFrame';
import { STORAGE_KEYS } from '../../lib/storageKeys';
import { DELIVERY_TEXTS, DeliveryCheck } from './DeliveryCheck';

const routes = {
  'GET /pincode/411004': {
    pincode: '411004',
    city: 'Pune',
    district: 'Pune',
    state: 'Maharashtra',
    serviceable: true,
    cod: true,
    codLimit: 10_000,
    delivery: { economy: '2026-11-30', express: '2026-11-27' },
  },
  'GET /pincode/744101': {
    pincode: '744101',
    city: 'Port Blair',
    district: 'South Andaman',
    state: 'Andaman and Nicobar Islands',
    serviceable: true,
    cod: false,
    codLimit: null,
    delivery: { economy: '2026-12-10', express: '2026-12-04' },
  },
  'GET /pincode/682555': {
    pincode: '682555',
    city: 'Kavaratti',
    district: 'Lakshadweep',
    state: 'Lakshadweep',
    serviceable: false,
    cod: false,
    codLimit: null,
    delivery: null,
  },
  'GET /pincode/999999': { status: 404, body: { message: 'Pincode 999999 was not found.' } },
  'GET /pincode/500500': { status: 503, body: { message: 'Service unavailable' } },
};

const forget = () => window.sessionStorage.removeItem(STORAGE_KEYS.deliveryPincode);

const meta = {
  title: 'Pages/Product/DeliveryCheck',
  component: DeliveryCheck,
  render: () => (
    <PageFrame path="*" routes={routes}>
      <DeliveryCheck />
    </PageFrame>
  ),
  beforeEach: () => {
    forget();
    return forget;
  },
} satisfies Meta<typeof DeliveryCheck>;
export default meta;
type Story = StoryObj<typeof meta>;

const pincodeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Pincode' });

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a served pincode says where and when, per shipping type', async () => {
      await userEvent.type(pincodeField(canvasElement), '411004{Enter}');
      const status = canvas.getByRole('status');
      await waitFor(() => expect(status).toHaveTextContent('Delivering to Pune, Maharashtra'));
      // The server's dates for this pincode.
      await expect(status).toHaveTextContent(
        `Economy (₹50.00): ${english(deliveredOn('2026-11-30'))}`,
      );
      await expect(status).toHaveTextContent(
        `Express (₹100.00): ${english(deliveredOn('2026-11-27'))}`,
      );
      await expect(status).toHaveTextContent(english(DELIVERY_TEXTS.cod(10_000)));
    });
    await step('and is remembered for the session', async () => {
      await expect(window.sessionStorage.getItem(STORAGE_KEYS.deliveryPincode)).toBe('411004');
    });
  },
};

/** Port Blair: later dates, and no cash on delivery. */
export const IslandsWithoutCashOnDelivery: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(pincodeField(canvasElement), '744101{Enter}');
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivering to Port Blair'));
    await expect(status).toHaveTextContent(
      `Economy (₹50.00): ${english(deliveredOn('2026-12-10'))}`,
    );
    await expect(status).toHaveTextContent(DELIVERY_TEXTS.noCod);
  },
};

/** Lakshadweep: a real place no courier serves; no dates promised. */
export const NotServiceable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(pincodeField(canvasElement), '682555{Enter}');
    const status = within(canvasElement).getByRole('status');
    await waitFor(() =>
      expect(status).toHaveTextContent('Sorry, we do not deliver to 682555 yet.'),
    );
    await expect(status).not.toHaveTextContent('Delivered by');
  },
};

export const RememberedPincode: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(STORAGE_KEYS.deliveryPincode, '411004');
    return forget;
  },
  play: async ({ canvasElement }) => {
    await expect(pincodeField(canvasElement)).toHaveValue('411004');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        english(deliveredOn('2026-11-27')),
      ),
    );
  },
};

export const UnknownPincode: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(pincodeField(canvasElement), '999999{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(
        'We could not find pincode 999999. Please check it.',
      ),
    );
    await expect(window.sessionStorage.getItem(STORAGE_KEYS.deliveryPincode)).toBeNull();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const field = pincodeField(canvasElement);
    await userEvent.type(field, '4110{Enter}');
    await expect(field).toHaveAccessibleDescription(DELIVERY_TEXTS.notSixDigits);
    await userEvent.type(field, '04');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const CheckFailed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(pincodeField(canvasElement), '500500{Enter}');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(DELIVERY_TEXTS.failed),
    );
  },
};
