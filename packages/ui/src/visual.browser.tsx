import { act } from 'react';

// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { composeStories, composeStory } from '@storybook/react-vite';
import * as buttonStories from './components/Button/Button.stories';
import * as productCardStories from './components/ProductCard/ProductCard.stories';
import * as quantityStories from './components/QuantityStepper/QuantityStepper.stories';
import * as ratingStories from './components/Rating/Rating.stories';
import * as stateStories from './components/States/States.stories';

// Screenshots of key stories compared with the references in __screenshots__/ (same machine
// kind, same Chromium): a styling change that alters how a component looks fails here.
const { AllVariants } = composeStories(buttonStories);
const Grid = composeStory(productCardStories.Grid, productCardStories.default);
const Unrated = composeStory(productCardStories.Unrated, productCardStories.default);
const { AtMaximum } = composeStories(quantityStories);
const { Default: RatingDefault } = composeStories(ratingStories);
const { ErrorWithoutRetry } = composeStories(stateStories);

let root: Root | undefined;
let host: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  host?.remove();
});

async function show(Story: () => React.JSX.Element, width = 960) {
  await page.viewport(width, 1400);
  host = document.createElement('div');
  host.setAttribute('data-testid', 'visual');
  host.style.cssText = `display:block;width:${width}px;padding:16px;`;
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(<Story />);
    // Let lazy parts (the toast region) settle inside act.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  // Images are data URIs; wait for them and for fonts before the shot.
  await Promise.all(
    [...host.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)),
  );
  await document.fonts.ready;
  return page.getByTestId('visual');
}

describe('how components look', () => {
  it('Button in every variant and size', async () => {
    await expect(await show(AllVariants)).toMatchScreenshot('button-variants');
  });
  it('ProductCard grid', async () => {
    await expect(await show(Grid)).toMatchScreenshot('product-card-grid');
  });
  it('ProductCard unrated', async () => {
    await expect(await show(Unrated)).toMatchScreenshot('product-card-unrated');
  });
  it('QuantityStepper at its maximum', async () => {
    await expect(await show(AtMaximum)).toMatchScreenshot('quantity-stepper-max');
  });
  it('Rating', async () => {
    await expect(await show(RatingDefault)).toMatchScreenshot('rating');
  });
  it('ErrorState', async () => {
    await expect(await show(ErrorWithoutRetry)).toMatchScreenshot('error-state');
  });
});
