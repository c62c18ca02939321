import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PageFrame } from '../../stories/PageFrame';
import HomePage from './HomePage';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/', layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <PageFrame path="/" routes={{}}>
      <HomePage />
    </PageFrame>
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the hero has three slides and the services their links', async () => {
      const hero = canvas.getByRole('region', { name: 'Highlights' });
      await expect(within(hero).getAllByRole('group', { hidden: true })).toHaveLength(3);
      const services = canvas.getByRole('list', { name: 'Our Services' });
      await expect(
        within(services)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(['/pet-dog-care', '/pet-dog-lifestyle', '/pet-store', '/zib-store']);
      await expect(canvas.getByRole('link', { name: 'Cat Universe' })).toHaveAttribute(
        'href',
        '/cat-universe',
      );
      const strip = canvas.getByRole('list', { name: 'Store picks' });
      for (const link of within(strip).getAllByRole('link'))
        await expect(link).toHaveAttribute('href', '/register');
    });
    await step('quotes start with the founder and Previous wraps to the last', async () => {
      const quotes = canvas.getByRole('region', { name: 'Pet parent quotes' });
      const showing = () => quotes.querySelector('[aria-hidden="false"]')!;
      await expect(showing()).toHaveTextContent('Co-founder, Petverse');
      await userEvent.click(within(quotes).getByRole('button', { name: 'Previous slide' }));
      await expect(showing()).toHaveAttribute('aria-label', '20 of 20');
    });
    await step('Who We Are has three stories under its anchor', async () => {
      const who = canvasElement.querySelector('#who-we-are')!;
      await expect(within(who as HTMLElement).getAllByRole('article')).toHaveLength(3);
    });
  },
};

export const Mobile: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
