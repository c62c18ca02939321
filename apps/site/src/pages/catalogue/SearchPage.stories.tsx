import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import { productFixtures, searchFixture } from '../../stories/fixtures';
import SearchPage from './SearchPage';

const LIST = 'GET /product/search';

const meta = {
  title: 'Pages/Search',
  component: SearchPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const frame = (routes: Record<string, unknown> = { [LIST]: searchFixture(productFixtures) }) => (
  <PageFrame path="/search" routes={routes}>
    <SearchPage />
  </PageFrame>
);

// The overlay sends the query in navigation state (the e2e journey covers it); a story's
// router starts from a URL, so these use the ?q= fallback the page also reads.
export const Results: Story = {
  parameters: { route: '/search?q=cat%20toys' },
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Results for “cat toys”',
    );
    const products = await canvas.findByRole('list', { name: 'Matching products' });
    await expect(within(products).getByRole('link', { name: 'Feather Teaser Wand' })).toBeVisible();
    const pages = canvas.getByRole('list', { name: 'Matching services and pages' });
    await expect(within(pages).getByRole('link', { name: 'Cat Universe' })).toHaveAttribute(
      'href',
      '/cat-universe',
    );
  },
};

export const NoResults: Story = {
  parameters: { route: '/search?q=aquarium' },
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products match “aquarium”.')).toBeVisible();
    await expect(canvas.getByText('No services or pages match “aquarium”.')).toBeVisible();
    // Never a dead end (issue 35): the nearest categories lead to the store, popular products.
    const categories = canvas.getByRole('navigation', { name: 'Browse these categories' });
    await expect(within(categories).getByRole('link', { name: 'Dog food (3)' })).toHaveAttribute(
      'href',
      '/pet-store?species=dog&category=food',
    );
    await expect(canvas.getByRole('list', { name: 'Popular with pet parents' })).toBeVisible();
  },
};

/** Issue 35: what the header's search sends for 'kutta khana' finds dog food, and says how. */
export const HinglishWords: Story = {
  parameters: { route: '/search?q=kutta%20khana' },
  render: () => frame(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const products = await canvas.findByRole('list', { name: 'Matching products' });
    await expect(within(products).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('Showing results for ‘dog’ (kutta), ‘food’ (khana)'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { route: '/search?q=food' },
  render: () => frame({ [LIST]: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading products...',
    );
  },
};

export const NoQuery: Story = {
  parameters: { route: '/search' },
  render: () => frame(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('What are you looking for?')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Results,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
