import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { configure, expect, getConfig, userEvent, waitFor, within } from 'storybook/test';
import { notPartnerMessage } from './access';
import { defineElements } from './elements';
import type { PetverseEventMap } from './events';
import { unknownFormMessage } from './formKeys';
import { REFUSING_API, STORY_API, embedProducts, fakePetverseServer } from './stories/fakeServer';

defineElements();

/** One of our custom elements with its attributes, as a partner's HTML would hold it. */
function Element({ tag, attributes }: { tag: string; attributes: Record<string, string> }) {
  return createElement(tag, attributes);
}

/** The `petverse:error` details the story's elements sent (they bubble to the document). */
let errors: PetverseEventMap['petverse:error'][] = [];
function collectErrors() {
  errors = [];
  const collect = (event: Event) =>
    errors.push((event as CustomEvent<PetverseEventMap['petverse:error']>).detail);
  document.addEventListener('petverse:error', collect);
  return () => document.removeEventListener('petverse:error', collect);
}

const meta = {
  title: 'Embed/Custom elements',
  component: Element,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    const stop = collectErrors();
    const server = fakePetverseServer();
    return () => {
      stop();
      server();
    };
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Element>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The element's shadow root, once it has rendered, to query like a page. */
// A query that times out inside a shadow root: testing-library's message prints its container,
// and its prettyDOM throws for a ShadowRoot ("Expected an element or document"), which turned a
// slow story's clear failure into an unhandled error. Print the shadow root's content instead.
// The elements load their form's definition and the API client on demand: on a machine busy
// with the rest of the test command that took over testing-library's default second (four form
// stories failed at ~1,050 ms in one full run), so queries here wait up to five.
const elementError = getConfig().getElementError;
configure({
  asyncUtilTimeout: 5000,
  getElementError: (message, container) =>
    elementError(
      message,
      container instanceof ShadowRoot ? (container.firstElementChild ?? container.host) : container,
    ),
});

async function shadowOf(canvasElement: HTMLElement, tag: string) {
  const host = canvasElement.querySelector(tag);
  await waitFor(() => expect(host?.shadowRoot?.childElementCount).toBeGreaterThan(0));
  return within(host!.shadowRoot as unknown as HTMLElement);
}

export const ProductGrid: Story = {
  args: {
    tag: 'petverse-product-grid',
    attributes: { species: 'dog', limit: '3', 'api-base': STORY_API },
  },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-product-grid');
    const grid = await shadow.findByRole('list', { name: 'Petverse products' });
    const cards = within(grid).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(grid).toHaveTextContent('₹1,249.00');
    await expect(grid).toHaveTextContent('₹549.50');
    await expect(grid).not.toHaveTextContent('Feather Teaser Wand'); // a cat toy
  },
};

export const ProductCard: Story = {
  args: {
    tag: 'petverse-product-card',
    attributes: {
      'product-id': embedProducts[3]!._id,
      'api-base': STORY_API,
      'site-base': 'https://petverse.test',
    },
  },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-product-card');
    const link = await shadow.findByRole('link', { name: 'Senior Care Dog Food, 3 kg' });
    await expect(link).toHaveAttribute(
      'href',
      `https://petverse.test/pet-product-page/${embedProducts[3]!._id}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(shadow.getByText('N/A')).toBeVisible();
    await expect(shadow.getByText('₹1,399.00')).toBeVisible();
    // A card has a size of its own in a wide page (18rem at the default 16px), not the page's.
    const width = canvasElement.querySelector('petverse-product-card')!.getBoundingClientRect();
    await expect(width.width).toBeLessThanOrEqual(288);
    await expect(errors).toEqual([]);
  },
};

export const FormInline: Story = {
  args: { tag: 'petverse-form', attributes: { form: 'vet-clinic', 'api-base': STORY_API } },
  play: async ({ canvasElement, step }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await shadow.findByRole('heading', { name: 'Register Your Veterinary Clinic/Hospital' });
    await step('an empty submit shows every message', async () => {
      await userEvent.click(shadow.getByRole('button', { name: 'Register Clinic/Hospital' }));
      await waitFor(() =>
        expect(shadow.getAllByText('This field is required').length).toBeGreaterThan(5),
      );
      await expect(shadow.getByText('At least one service must be selected')).toBeVisible();
    });
    await step(
      'inside the shadow root a click on an option chooses it and the list stays',
      async () => {
        const services = shadow.getByRole('combobox', { name: /Services Offered/ });
        await userEvent.click(services);
        await userEvent.click(await shadow.findByRole('option', { name: 'Vaccination' }));
        await expect(shadow.getByRole('button', { name: 'Remove Vaccination' })).toBeVisible();
        await userEvent.click(shadow.getByRole('option', { name: 'Surgery' }));
        await expect(shadow.getByRole('button', { name: 'Remove Surgery' })).toBeVisible();
        await expect(services).toHaveAttribute('aria-expanded', 'true');
        await waitFor(() =>
          expect(shadow.queryByText('At least one service must be selected')).toBeNull(),
        );
      },
    );
  },
};

/**
 * `prefill-*` attributes start fields with a value (a clinic chain passes its city); a choice
 * must be one of the field's options, and the visitor can change everything.
 */
export const FormPrefilled: Story = {
  args: {
    tag: 'petverse-form',
    attributes: {
      form: 'vet-clinic',
      'api-base': STORY_API,
      'prefill-city': 'Pune',
      'prefill-clinic-name': 'Happy Paws, Camp',
      'prefill-services-offered': 'Vaccination, Teleportation',
      'prefill-no-such-field': 'ignored',
    },
  },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await expect(await shadow.findByLabelText('City')).toHaveValue('Pune');
    await expect(shadow.getByLabelText('Clinic Name')).toHaveValue('Happy Paws, Camp');
    await expect(shadow.getByRole('button', { name: 'Remove Vaccination' })).toBeVisible();
    await expect(shadow.queryByRole('button', { name: /Teleportation/ })).toBeNull();
    await userEvent.tripleClick(shadow.getByLabelText('City'));
    await userEvent.keyboard('Nashik');
    await expect(shadow.getByLabelText('City')).toHaveValue('Nashik');
  },
};

/** The partner's own button opens the popup form (`open()`); `close()` and every close tell it. */
export const FormPopupOpenedByThePage: Story = {
  args: {
    tag: 'petverse-form',
    attributes: { form: 'vet-clinic', mode: 'popup', 'api-base': STORY_API },
  },
  play: async ({ canvasElement }) => {
    const closes: Event[] = [];
    const element = canvasElement.querySelector('petverse-form') as HTMLElement & {
      open(): void;
      close(): void;
    };
    element.addEventListener('petverse:close', (event) => closes.push(event));
    // Called at once, before the element has rendered: carried out as it mounts.
    element.open();
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await shadow.findByRole('dialog');
    element.close();
    await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull());
    await expect(closes).toHaveLength(1);
    element.open();
    await shadow.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(closes).toHaveLength(2));
    await expect((closes[1] as CustomEvent).detail).toEqual({ form: 'vet-clinic' });
  },
};

/**
 * `mode="slider"`: the button opens the form in a panel from the right (a sheet from the bottom
 * on a phone), a dialog like the popup's: named by the form, Escape closes it and tells the page.
 */
export const FormSlider: Story = {
  args: {
    tag: 'petverse-form',
    attributes: {
      form: 'vet-clinic',
      mode: 'slider',
      label: 'Register your clinic',
      'api-base': STORY_API,
    },
  },
  play: async ({ canvasElement }) => {
    const closes: Event[] = [];
    canvasElement
      .querySelector('petverse-form')!
      .addEventListener('petverse:close', (event) => closes.push(event));
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await userEvent.click(await shadow.findByRole('button', { name: 'Register your clinic' }));
    const panel = await shadow.findByRole('dialog', {
      name: 'Register Your Veterinary Clinic/Hospital',
    });
    await expect(panel).toHaveAttribute('data-side', 'right');
    await expect(panel).toHaveAttribute('data-size', 'lg');
    await within(panel).findByRole('button', { name: 'Register Clinic/Hospital' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(closes).toHaveLength(1));
  },
};

export const FormPopup: Story = {
  args: {
    tag: 'petverse-form',
    attributes: {
      form: 'pet-pharmacy',
      mode: 'popup',
      label: 'Register your pharmacy',
      'api-base': STORY_API,
    },
  },
  play: async ({ canvasElement, step }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    const opener = await shadow.findByRole('button', { name: 'Register your pharmacy' });
    await step('the button opens the form in a dialog inside the shadow root', async () => {
      await userEvent.click(opener);
      const dialog = await shadow.findByRole('dialog');
      await within(dialog).findByRole('button', { name: /register/i });
    });
    await step('Escape closes it and focus returns to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(shadow.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(opener.getRootNode()).toHaveProperty('activeElement', opener));
    });
  },
};

export const NotAPartner: Story = {
  args: { tag: 'petverse-form', attributes: { form: 'vet-clinic', 'api-base': REFUSING_API } },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await expect(await shadow.findByText(notPartnerMessage(location.origin))).toBeVisible();
    await expect(shadow.queryByRole('textbox')).toBeNull();
    await waitFor(() =>
      expect(errors).toEqual([
        { message: notPartnerMessage(location.origin), reason: 'not-a-partner' },
      ]),
    );
  },
};

export const UnknownForm: Story = {
  args: { tag: 'petverse-form', attributes: { form: 'vet-clinics', 'api-base': STORY_API } },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-form');
    await expect(await shadow.findByText(unknownFormMessage('vet-clinics'))).toBeVisible();
    await expect(errors).toEqual([
      { message: unknownFormMessage('vet-clinics'), reason: 'unknown-form' },
    ]);
  },
};

export const ServerUnreachable: Story = {
  args: { tag: 'petverse-product-grid', attributes: { limit: '2', 'api-base': STORY_API } },
  beforeEach: () => fakePetverseServer({ offline: true }),
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-product-grid');
    await expect(await shadow.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(shadow.getByRole('alert')).toBeVisible();
    await waitFor(() => expect(errors.map((e) => e.reason)).toContain('request-failed'));
  },
};

/** A product-id that names no product: what to fix, and no Retry (it cannot help). */
export const UnknownProductId: Story = {
  args: {
    tag: 'petverse-product-card',
    attributes: { 'product-id': 'not-a-product', 'api-base': STORY_API },
  },
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-product-card');
    await expect(await shadow.findByText(/No Petverse product has this product-id/)).toBeVisible();
    await expect(shadow.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(errors.map((e) => e.reason)).toEqual(['request-failed']));
  },
};

/** A card whose server is away keeps Retry: trying again may help. */
export const ProductCardServerUnreachable: Story = {
  args: {
    tag: 'petverse-product-card',
    attributes: { 'product-id': embedProducts[0]!._id, 'api-base': STORY_API },
  },
  beforeEach: () => fakePetverseServer({ offline: true }),
  play: async ({ canvasElement }) => {
    const shadow = await shadowOf(canvasElement, 'petverse-product-card');
    await expect(await shadow.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
