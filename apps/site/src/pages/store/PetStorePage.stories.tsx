import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import { manyProductFixtures, productFixtures, searchFixture } from '../../stories/fixtures';
import PetStorePage from './PetStorePage';

const SEARCH = 'GET /product/search';

/** Shows the URL the page keeps its search in, as the address bar would. */
function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

const frame = (routes: Record<string, unknown>) =>
  function StoreFrame() {
    return (
      <PageFrame path="/pet-store" routes={routes}>
        <>
          <PetStorePage />
          <Address />
        </>
      </PageFrame>
    );
  };

const meta = {
  title: 'Pages/Pet Store',
  component: PetStorePage,
  parameters: { route: '/pet-store', layout: 'fullscreen' },
} satisfies Meta<typeof PetStorePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(productFixtures.length);
    await expect(canvas.getByText('₹1,249.00')).toBeVisible();
    await expect(canvas.getAllByText('N/A')[0]).toBeVisible();
    await expect(canvas.getByText('6 products')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cotton Rope Tug Toy' })).toHaveAttribute(
      'href',
      `/pet-product-page/${productFixtures[2]!._id}`,
    );
  },
};

export const SearchFilterSortAndPage: Story = {
  render: frame({ [SEARCH]: searchFixture(manyProductFixtures) }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const address = () => canvas.getByRole('status', { name: 'Address' });
    await canvas.findByRole('list', { name: 'Products' });
    await step('60 products make four pages', async () => {
      await expect(canvas.getByText('Showing 1–16 of 60 products')).toBeVisible();
    });
    await step('a search and a filter go into the URL', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'dog');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(address()).toHaveTextContent('?q=dog'));
      const aside = canvas.getByRole('complementary', { name: 'Filters' });
      await userEvent.click(await within(aside).findByRole('radio', { name: /^Food/ }));
      await waitFor(() => expect(address()).toHaveTextContent('?q=dog&category=food'));
      await expect(await canvas.findByText(/products for “dog”/)).toBeVisible();
    });
    await step('sorting by price and paging keep the filters', async () => {
      await userEvent.click(
        within(canvas.getByRole('complementary', { name: 'Filters' })).getByRole('button', {
          name: 'Clear all filters',
        }),
      );
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
      await waitFor(() => expect(address()).toHaveTextContent('?q=dog&sort=price_asc'));
      await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(address()).toHaveTextContent('?q=dog&sort=price_asc&page=2'));
    });
  },
};

export const OpenedFromASharedURL: Story = {
  parameters: { route: '/pet-store?species=cat&category=toys&sort=price_desc' },
  render: frame({ [SEARCH]: searchFixture(manyProductFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' });
    const aside = canvas.getByRole('complementary', { name: 'Filters' });
    await expect(within(aside).getByRole('radio', { name: 'Cat' })).toBeChecked();
    await expect(within(aside).getByRole('radio', { name: 'Toys' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  render: frame({ [SEARCH]: 'pending' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products...')).toBeVisible();
  },
};

export const Empty: Story = {
  render: frame({ [SEARCH]: searchFixture([]) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Said twice: by the result count (a live region) and by the empty state.
    await expect(await canvas.findAllByText('No products found')).toHaveLength(2);
    await expect(canvas.getByText('Check back later for new pet products!')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  parameters: { route: '/pet-store?q=zzz&species=cat' },
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search and filters' }));
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('');
  },
};

/** Issue 35: a brand we don't carry shows what it means, and says so. */
export const ReadsABrandWeDoNotCarry: Story = {
  parameters: { route: '/pet-store?q=pedigree' },
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await expect(canvas.getByText("Showing dog food — we don't carry Pedigree")).toBeVisible();
  },
};

/** Issue 35: Hinglish words are read as the catalogue's, and the line says how. */
export const ReadsHinglish: Story = {
  parameters: { route: '/pet-store?q=kutta%20khana' },
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('Showing results for ‘dog’ (kutta), ‘food’ (khana)'),
    ).toBeVisible();
  },
};

/** Issue 35: a partial match says which words it left out. */
export const PartialMatch: Story = {
  parameters: { route: '/pet-store?q=kitten%20xyzzy' },
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await expect(
      canvas.getByText('No match for ‘xyzzy’; showing results for the other words'),
    ).toBeVisible();
  },
};

/** Issue 35: nothing matches, yet the page offers a way on — never a dead end. */
export const NothingMatchesOffersWaysOn: Story = {
  parameters: { route: '/pet-store?q=fod' },
  render: frame({ [SEARCH]: searchFixture(productFixtures) }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const address = () => canvas.getByRole('status', { name: 'Address' });
    await step('did you mean, the nearest categories with counts, popular products', async () => {
      await expect(await canvas.findByText(/Did you mean/)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'food' })).toHaveAttribute(
        'href',
        '/pet-store?q=food',
      );
      const categories = canvas.getByRole('navigation', { name: 'Browse these categories' });
      await expect(within(categories).getByRole('link', { name: 'Dog food (3)' })).toBeVisible();
      const popular = canvas.getByRole('list', { name: 'Popular with pet parents' });
      await expect(within(popular).getAllByRole('listitem')).toHaveLength(4);
    });
    await step('a category opens its products', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Dog food (3)' }));
      await waitFor(() => expect(address()).toHaveTextContent('?species=dog&category=food'));
      await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    });
  },
};

let attempts = 0;
export const ErrorThenRetry: Story = {
  beforeEach: () => {
    attempts = 0;
  },
  render: frame({
    [SEARCH]: (request: { url: URL }) =>
      ++attempts === 1
        ? { status: 500, body: { message: 'boom' } }
        : searchFixture(productFixtures)(request),
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a failed load says so and offers Retry', async () => {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    });
    await step('Retry loads the products', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    });
  },
};

let searchFails = true;
/**
 * A search that fails after the store has shown products (issue 36): the error and Retry, with
 * the query kept — never the previous, unfiltered products under the new search's words.
 */
export const SearchFailsThenRetry: Story = {
  beforeEach: () => {
    searchFails = true;
  },
  render: frame({
    [SEARCH]: (request: { url: URL }) =>
      request.url.searchParams.get('q') === 'dog' && searchFails
        ? { status: 500, body: { message: 'boom' } }
        : searchFixture(manyProductFixtures)(request),
  }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await step('the failed search says so, with Retry, and keeps its words', async () => {
      const box = canvas.getByRole('searchbox', { name: 'Search products' });
      await userEvent.type(box, 'dog');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch products');
      await expect(canvas.queryByRole('list', { name: 'Products' })).toBeNull();
      await expect(canvas.queryByText(/^Showing/)).toBeNull();
      await expect(canvas.getByRole('searchbox', { name: 'Search products' })).toHaveValue('dog');
      await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('?q=dog');
    });
    await step('Retry searches again', async () => {
      searchFails = false;
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
      await expect(await canvas.findByText(/products for “dog”/)).toBeVisible();
    });
  },
};

export const Mobile: Story = {
  render: frame({ [SEARCH]: searchFixture(manyProductFixtures) }),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('radio', { name: /^Cat/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('?species=cat'),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: /^Show \d+ results$/ }));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
