import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHANGED_BY_SOMEONE_ELSE } from '@petverse/api/contract';
import type { FixtureRequest } from '@repo/story-fixtures';
import { AdminFrame, toastSaying } from '../../stories/AdminFrame';
import { product, productSizes } from '../../stories/fixtures';
import { ProductEditPage } from './ProductEditPage';

const meta = {
  title: 'Admin/Pages/Product',
  component: ProductEditPage,
  parameters: { layout: 'fullscreen', route: `/products/${product._id}` },
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof ProductEditPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent: unknown[] = [];

/** An edit goes with the version it was made on; the form's rules are the engine's. */
export const Edit: Story = {
  render: () => (
    <AdminFrame
      path="/products/:id"
      area="catalogue"
      routes={{
        [`GET /admin/products/${product._id}`]: { product, message: '' },
        [`PATCH /admin/products/${product._id}`]: ({ body }: FixtureRequest) => {
          sent.push(body);
          return { product: { ...product, ...(body as object), version: 4 }, message: 'Saved.' };
        },
      }}
    >
      <ProductEditPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(/Price \(₹\)/);
    await step('a wrong price is said under the field, and nothing is sent', async () => {
      await userEvent.clear(price);
      await userEvent.type(price, '12.345');
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(
        await canvas.findByText('Please write an amount in rupees, such as 349 or 349.50.'),
      ).toBeVisible();
      await expect(sent).toHaveLength(0);
    });
    await step('a right one is saved with the version it was made on', async () => {
      await userEvent.clear(price);
      await userEvent.type(price, '1199');
      await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
      await expect(await toastSaying(canvasElement, 'Product saved.')).toHaveTextContent(
        'Product saved.',
      );
      await expect(sent.at(-1)).toMatchObject({ price: 1199, version: 3 });
    });
    await step(
      'its own HSN, rate and parcel size are saved; a half-given parcel is refused',
      async () => {
        await userEvent.type(canvas.getByLabelText(/HSN code/), '23091000');
        await userEvent.selectOptions(canvas.getByLabelText(/GST rate/), '18');
        await userEvent.type(canvas.getByLabelText(/Parcel length/), '40');
        await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
        await expect(
          (await canvas.findAllByText(/^The parcel’s length, width and height/))[0],
        ).toBeVisible();
        await userEvent.type(canvas.getByLabelText(/Parcel width/), '30');
        await userEvent.type(canvas.getByLabelText(/Parcel height/), '12.5');
        await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
        await waitFor(() =>
          expect(sent.at(-1)).toMatchObject({
            hsn: '23091000',
            gstRate: 18,
            sku: 'PV-DOG-CHICKEN-RICE-KIBBLE-3KG',
            weightGrams: 3000,
            dimensionsCm: { length: 40, width: 30, height: 12.5 },
          }),
        );
      },
    );
    await step('stock and pictures are beside the form', async () => {
      await expect(canvas.getByRole('region', { name: 'In stock' })).toHaveTextContent('4');
      await expect(canvas.getByRole('button', { name: 'Receive units' })).toBeVisible();
      await expect(canvas.getByRole('img', { name: `Picture 1 of ${product.name}` })).toBeVisible();
    });
  },
};

/** Someone else saved first: the editor is told, and what they typed stays. */
export const ChangedBySomeoneElse: Story = {
  render: () => (
    <AdminFrame
      path="/products/:id"
      area="catalogue"
      routes={{
        [`GET /admin/products/${product._id}`]: { product, message: '' },
        [`PATCH /admin/products/${product._id}`]: {
          status: 409,
          body: { message: CHANGED_BY_SOMEONE_ELSE },
        },
      }}
    >
      <ProductEditPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByLabelText(/Name/);
    await userEvent.type(name, ' (new pack)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await toastSaying(canvasElement, CHANGED_BY_SOMEONE_ELSE)).toHaveTextContent(
      CHANGED_BY_SOMEONE_ELSE,
    );
    await expect(canvas.getByLabelText(/Name/)).toHaveValue(`${product.name} (new pack)`);
  },
};

export const New: Story = {
  parameters: { route: '/products/new' },
  render: () => (
    <AdminFrame path="/products/new" area="catalogue" routes={{}}>
      <ProductEditPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to the catalogue' }));
    await expect(await canvas.findByText('Name is required.')).toBeVisible();
    await expect(canvas.getByText('Units in stock is required.')).toBeVisible();
  },
};

/** A product's sizes (ADR 026): each opens in this editor; another is added with its own price. */
export const Sizes: Story = {
  render: () => (
    <AdminFrame
      path="/products/:id"
      area="catalogue"
      routes={{
        [`GET /admin/products/${product._id}`]: { product, message: '', variants: productSizes },
        [`POST /admin/products/${product._id}/variants`]: ({ body }: FixtureRequest) => {
          sent.push(body);
          return {
            product: { ...product, _id: 'new-size', variantLabel: '10 kg', price: 3899 },
            message: `${product.name}, 10 kg, is in the catalogue.`,
            variants: productSizes,
          };
        },
        'GET /admin/products/new-size': {
          product: { ...product, _id: 'new-size', variantLabel: '10 kg', price: 3899 },
          message: '',
          variants: productSizes,
        },
      }}
    >
      <ProductEditPage />
    </AdminFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const sizes = await canvas.findByRole('list', { name: 'Sizes of this product' });
    await step('each size with its price and stock; the others open in the editor', async () => {
      await expect(within(sizes).getByRole('link', { name: '1.2 kg' })).toHaveAttribute(
        'href',
        `/products/${productSizes[0]!._id}`,
      );
      await expect(within(sizes).getByText('3 kg')).toHaveAttribute('aria-current', 'page');
      await expect(sizes).toHaveTextContent('₹549.00 · 40 in stock');
      await expect(canvas.getByLabelText(/Size or pack/)).toHaveValue('3 kg');
    });
    await step('a size is added with its own price and stock, and opened', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add a size' }));
      const dialog = await within(document.body).findByRole('alertdialog');
      await userEvent.type(within(dialog).getByLabelText(/Size or pack/), '10 kg');
      await userEvent.type(within(dialog).getByLabelText(/Price/), '3899');
      await userEvent.type(within(dialog).getByLabelText(/Units in stock/), '12');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add the size' }));
      await expect(
        await toastSaying(canvasElement, `${product.name}, 10 kg, is in the catalogue.`),
      ).toBeTruthy();
      await expect(sent.at(-1)).toEqual({
        variantLabel: '10 kg',
        price: 3899,
        mrp: null,
        stock: 12,
      });
      await expect(
        await canvas.findByRole('heading', { level: 1, name: `${product.name} — 10 kg` }),
      ).toBeVisible();
    });
  },
};
