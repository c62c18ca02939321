import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Review, ReviewListResponse } from '@petverse/api/contract';
import { PageFrame } from '../../stories/PageFrame';
import { tokenStore } from '@petverse/api';
import { FIXTURE_TOKEN, ShopFrame } from '../../stories/ShopFrame';
import { productFixtures, productRead, searchFixture } from '../../stories/fixtures';
import { useLocation } from 'react-router-dom';
import ProductPage from './ProductPage';

const kibble = productFixtures[0]!;
const noReviews: ReviewListResponse = {
  reviews: [],
  averageRating: kibble.averageRating,
  ratingCount: kibble.ratingCount,
  pagination: { total: 0, totalPages: 1, page: 1, hasNextPage: false, hasPrevPage: false },
};
const routes = {
  // The product with its written reviews, beside its ratings.
  [`GET /product/get-productById/${kibble._id}`]: { product: productRead(kibble) },
  // The server's pick: same species, nearest category and price.
  [`GET /product/similar/${kibble._id}`]: { products: productFixtures.slice(1, 4) },
  [`GET /product/${kibble._id}/reviews`]: noReviews,
};

const review = (n: number, over: Partial<Review> = {}): Review => ({
  _id: `r${n}`,
  productId: kibble._id,
  stars: 5,
  title: `Bruno loves it (${n})`,
  text: 'Arrived in two days. He finishes every bowl.',
  authorName: 'Asha R.',
  verifiedPurchase: true,
  createdAt: new Date(Date.UTC(2026, 9, 20 - n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 9, 20 - n)).toISOString(),
  ...over,
});

const meta = {
  title: 'Pages/Product',
  component: ProductPage,
  parameters: { route: `/pet-product-page/${kibble._id}`, layout: 'fullscreen' },
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The product page under its route, with these answers beside the product's own. */
const pageWith = (answers: Record<string, unknown>) =>
  function ProductPageWith() {
    return (
      <PageFrame path="/pet-product-page/:id" routes={{ ...routes, ...answers }}>
        <ProductPage />
      </PageFrame>
    );
  };
/** A page of reviews with its total. */
const reviewsPage = (list: Review[], total: number) => ({
  ...noReviews,
  reviews: list,
  pagination: {
    total,
    totalPages: Math.ceil(total / 5),
    page: 1,
    hasNextPage: total > list.length,
    hasPrevPage: false,
  },
});

export const Loaded: Story = {
  render: () => (
    <PageFrame path="/pet-product-page/:id" routes={routes}>
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    const total = canvas.getByTestId('product-total');
    await step('the total is price × quantity', async () => {
      await expect(total).toHaveTextContent('₹1,249.00');
      await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
      await expect(total).toHaveTextContent('₹2,498.00');
    });
    await step('up to 3 similar products of the same species, never this one', async () => {
      const similar = await canvas.findByRole('list', { name: 'Similar products' });
      const names = within(similar)
        .getAllByRole('heading')
        .map((h) => h.textContent);
      await expect(names).toHaveLength(3);
      await expect(names).not.toContain(kibble.name);
      await expect(names).not.toContain('Feather Teaser Wand');
    });
    await step('the Reviews tab says there are none yet, and who may write one', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
      const panel = canvas.getByRole('tabpanel');
      await expect(await within(panel).findByText('No reviews yet')).toBeVisible();
      await expect(panel).toHaveTextContent('Only customers who bought this can review it');
    });
  },
};

export const WithReviews: Story = {
  render: pageWith({
    [`GET /product/get-productById/${kibble._id}`]: {
      product: productRead(kibble, { reviewCount: 7 }),
    },
    [`GET /product/${kibble._id}/reviews`]: reviewsPage(
      [review(1), review(2, { stars: 3, authorName: 'Vikram S.' })],
      7,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    await expect(
      canvas.getByText('Rated 4.5 out of 5 from 12 ratings, 7 written reviews'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(await within(panel).findAllByText('Verified purchase')).toHaveLength(2);
    await expect(within(panel).getByRole('navigation', { name: 'Review pages' })).toBeVisible();
  },
};

/**
 * Star-only ratings and written reviews are told apart (issue 36): '255 ratings · 1 review',
 * never '(255)' over a list of one review.
 */
export const RatingsBesideReviews: Story = {
  render: pageWith({
    [`GET /product/get-productById/${kibble._id}`]: {
      product: productRead(kibble, { averageRating: 4.5, ratingCount: 255, reviewCount: 1 }),
    },
    [`GET /product/${kibble._id}/reviews`]: reviewsPage([review(1)], 1),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    await expect(canvas.getByText('255 ratings · 1 review')).toBeVisible();
    await expect(canvas.queryByText('(255)')).toBeNull();
    await expect(
      canvas.getByText('Rated 4.5 out of 5 from 255 ratings, 1 written review'),
    ).toBeInTheDocument();
  },
};

let posted: unknown;
export const BuyerWritesAReview: Story = {
  beforeEach: () => {
    posted = undefined;
  },
  render: () => (
    <ShopFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/${kibble._id}/reviews/mine`]: () =>
          posted
            ? { review: review(9, posted), bought: true, canReview: false }
            : { review: null, bought: true, canReview: true },
        [`GET /product/${kibble._id}/reviews`]: () =>
          posted ? { ...noReviews, reviews: [review(9, posted)] } : noReviews,
        [`POST /product/${kibble._id}/reviews`]: ({ body }: { body: unknown }) => {
          posted = body;
          return {
            status: 201,
            body: {
              review: review(9, body as Partial<Review>),
              averageRating: 4.6,
              ratingCount: 13,
            },
          };
        },
      }}
    >
      <ProductPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    await userEvent.click(canvas.getByRole('tab', { name: 'Reviews' }));
    const panel = canvas.getByRole('tabpanel');
    await step('a buyer writes a review', async () => {
      await userEvent.click(await within(panel).findByText('4 stars'));
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Title' }), 'Good food');
      await userEvent.type(
        within(panel).getByRole('textbox', { name: 'Your review' }),
        'My beagle likes it a lot.',
      );
      await userEvent.click(within(panel).getByRole('button', { name: 'Submit review' }));
    });
    await step('it shows with its badge, Edit and Delete; the average moves at once', async () => {
      await expect(await within(panel).findByText('Good food')).toBeVisible();
      await expect(within(panel).getByText('Verified purchase')).toBeVisible();
      await expect(within(panel).getByRole('button', { name: 'Edit review' })).toBeVisible();
      await expect(
        canvas.getByText('Rated 4.6 out of 5 from 13 ratings, 1 written review'),
      ).toBeInTheDocument();
      await expect(canvas.getByText('13 ratings · 1 review')).toBeVisible();
    });
  },
};

/**
 * 'Product not found' is no dead end (issue 36): the way back to the store and its best-rated
 * products to go to instead.
 */
export const NotFound: Story = {
  render: () => (
    <PageFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/get-productById/${kibble._id}`]: {
          status: 404,
          body: { message: 'Product not found' },
        },
        'GET /product/search': (request: { url: URL }) =>
          request.url.searchParams.get('sort') === 'rating'
            ? searchFixture(productFixtures.slice(0, 4))(request)
            : { status: 400, body: { message: 'unexpected search' } },
      }}
    >
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Pet Store' })).toHaveAttribute(
      'href',
      '/pet-store',
    );
    const suggestions = await canvas.findByRole('list', { name: 'Best rated products' });
    await expect(within(suggestions).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(suggestions).getByRole('link', { name: productFixtures[1]!.name }),
    ).toHaveAttribute('href', `/pet-product-page/${productFixtures[1]!._id}`);
  },
};

export const IdMismatch: Story = {
  render: () => (
    <PageFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/get-productById/${kibble._id}`]: {
          product: productRead(productFixtures[1]!),
        },
      }}
    >
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...Loaded,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

let addedToCart: unknown;
/**
 * Subscribe and save (ADR 024): a product that may be subscribed to offers it beside the
 * one-time purchase, at the server's price; the cart gets the interval, never a price.
 */
export const SubscribeAndSave: Story = {
  beforeEach: () => {
    addedToCart = undefined;
    // The button reads the session the site keeps (localStorage), as on the real page.
    const before = tokenStore.get();
    tokenStore.set(FIXTURE_TOKEN);
    return () => (before ? tokenStore.set(before) : tokenStore.clear());
  },
  render: () => (
    <ShopFrame
      path="/pet-product-page/:id"
      routes={{
        ...routes,
        [`GET /product/${kibble._id}/subscription`]: {
          subscribable: true,
          discountPercent: 5,
          intervals: [2, 4, 6, 8],
          price: 1186,
        },
        'POST /product/cart': ({ body }: { body: unknown }) => {
          addedToCart = body;
          return { message: 'Added to cart', cart: [] };
        },
      }}
    >
      <ProductPage />
    </ShopFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'How would you like it?' });
    const total = canvas.getByTestId('product-total');
    await expect(within(group).getByRole('radio', { name: /One-time purchase/ })).toBeChecked();
    await step('subscribing shows the subscription price and the intervals', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: /Subscribe & save 5 %/ }));
      await expect(total).toHaveTextContent('₹1,186.00');
      await expect(canvas.getByRole('combobox', { name: 'Deliver' })).toHaveValue('4');
      await expect(group).toHaveAccessibleDescription(/paid online/);
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Deliver' }), '8');
    });
    await step('the cart gets the product, the quantity and the interval', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
      await waitFor(() =>
        expect(addedToCart).toEqual({ productId: kibble._id, quantity: 1, subscribeWeeks: 8 }),
      );
    });
  },
};

/** A product that may not be subscribed to shows no choice. */
export const NotSubscribable: Story = {
  render: pageWith({
    [`GET /product/${kibble._id}/subscription`]: {
      subscribable: false,
      discountPercent: 5,
      intervals: [2, 4, 6, 8],
      price: null,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: kibble.name });
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'How would you like it?' })).toBeNull();
  },
};

/** The address the page is at, shown so a story can read it. */
function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/** One product in three sizes (ADR 026): each its own id, price, MRP and stock. */
const food = productFixtures[0]!;
const sizes = [
  { _id: 'size-1', label: '1.2 kg', price: 429, mrp: 499, stock: 40, imageUrl: food.imageUrl },
  { _id: 'size-3', label: '3 kg', price: 899, mrp: null, stock: 0, imageUrl: food.imageUrl },
  { _id: 'size-10', label: '10 kg', price: 2699, mrp: 2999, stock: 3, imageUrl: food.imageUrl },
];
const readOf = (v: (typeof sizes)[number]) =>
  productRead(
    { ...food, name: 'Pawfect Chicken & Rice Adult Dry Dog Food', _id: v._id },
    { variantLabel: v.label, price: v.price, mrp: v.mrp, stock: v.stock, variants: sizes },
  );
const sizeRoutes = Object.fromEntries(
  sizes.flatMap((v): [string, unknown][] => [
    [`GET /product/get-productById/${v._id}`, { product: readOf(v) }],
    [`GET /product/similar/${v._id}`, { products: productFixtures.slice(1, 4) }],
    [`GET /product/${v._id}/reviews`, noReviews],
  ]),
);

/** Choosing a size: the address follows (replaced), and the price, MRP and stock with it. */
export const ChooseASize: Story = {
  parameters: { route: '/pet-product-page/size-1' },
  render: () => (
    <PageFrame path="/pet-product-page/:id" routes={sizeRoutes}>
      <ProductPage />
      <Address />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', {
      level: 1,
      name: 'Pawfect Chicken & Rice Adult Dry Dog Food',
    });
    const group = canvas.getByRole('radiogroup', { name: 'Size: 1.2 kg' });
    await step('each size in stock is a link to its own page, with its price', async () => {
      const radios = within(group).getAllByRole('radio');
      await expect(radios.map((r) => r.getAttribute('href'))).toEqual([
        '/pet-product-page/size-1',
        null,
        '/pet-product-page/size-10',
      ]);
      await expect(radios[0]).toHaveAttribute('aria-checked', 'true');
      await expect(radios[1]).toHaveAttribute('aria-disabled', 'true');
      await expect(radios[1]).toHaveTextContent('Out of stock');
      await expect(canvas.getByTestId('product-total')).toHaveTextContent('₹429.00');
    });
    await step('the size shows its MRP, what it saves and its price per kg', async () => {
      await expect(canvas.getByText('₹499.00').tagName).toBe('S');
      await expect(canvas.getByText('14% off')).toBeVisible();
      await expect(canvas.getByText('₹358/kg')).toBeVisible();
    });
    await step('choosing 10 kg moves the address and the price, stock and total', async () => {
      await userEvent.click(within(group).getByRole('radio', { name: /10 kg/ }));
      await waitFor(() =>
        expect(canvas.getByTestId('address')).toHaveTextContent('/pet-product-page/size-10'),
      );
      // The chosen size's own answer may still be on its way (a busy machine): wait for it.
      await expect(
        await canvas.findByRole('radiogroup', { name: 'Size: 10 kg' }, { timeout: 5000 }),
      ).toBeVisible();
      await waitFor(() =>
        expect(canvas.getByTestId('product-total')).toHaveTextContent('₹2,699.00'),
      );
      await expect(await canvas.findByText('Only 3 left')).toBeVisible();
      await expect(canvas.getByText('₹270/kg')).toBeVisible();
      await expect(
        canvas.getByRole('heading', {
          level: 1,
          name: 'Pawfect Chicken & Rice Adult Dry Dog Food',
        }),
      ).toBeVisible();
    });
    await step('the sold-out size cannot be chosen', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /3 kg/ }));
      await expect(canvas.getByTestId('address')).toHaveTextContent('/pet-product-page/size-10');
    });
  },
};

/** An old link to a size now out of stock: that size shown, sold out, the others offered. */
export const SizeOutOfStock: Story = {
  parameters: { route: '/pet-product-page/size-3' },
  render: () => (
    <PageFrame path="/pet-product-page/:id" routes={sizeRoutes}>
      <ProductPage />
    </PageFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup', { name: 'Size: 3 kg' });
    await expect(within(group).getByRole('radio', { name: /3 kg/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Out of stock|Add to Cart/ })).toBeDisabled();
  },
};
