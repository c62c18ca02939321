import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { renderToString } from 'react-dom/server';
import { LanguageSwitch } from '../LanguageSwitch';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { NavBar } from './NavBar';

const bar = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[data-ui="NavBar"]')!);

const meta = {
  title: 'UI/NavBar',
  component: NavBar,
  args: {
    externalStoreUrl: 'https://store.example.com',
    layout: 'desktop',
    scrolled: false,
    onSearch: fn(),
    account: <a href="/signup">Sign Up</a>,
    mobileAccount: <a href="/login">Login</a>,
  },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = bar(canvasElement);
    const petCare = canvas.getByRole('button', { name: 'Pet Care' });
    await step('the links of the spec are there', async () => {
      await expect(canvas.getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'href',
        '/about-us',
      );
      await expect(canvas.getByRole('link', { name: 'Pet Store' })).toHaveAttribute(
        'href',
        '/pet-store',
      );
      await expect(canvas.getByRole('link', { name: /^Store/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(canvas.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expect(petCare).toHaveAttribute('aria-expanded', 'false');
    });
    await step('hovering opens a dropdown, leaving closes it', async () => {
      await userEvent.hover(petCare);
      await expect(petCare).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('link', { name: 'Vet Clinic' })).toHaveAttribute(
        'href',
        '/vet-clinic',
      );
      await expect(canvas.getByRole('link', { name: 'Pet Insurance' })).toBeVisible();
      await userEvent.unhover(petCare);
      await expect(petCare).toHaveAttribute('aria-expanded', 'false');
    });
    await step('a click pins it open, a click outside closes it', async () => {
      await userEvent.click(petCare);
      await expect(petCare).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(canvasElement.ownerDocument.body);
      await expect(petCare).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = bar(canvasElement);
    const lifestyle = canvas.getByRole('button', { name: 'Pet Lifestyle' });
    await step('Enter opens the menu and Tab reaches its links', async () => {
      lifestyle.focus();
      await userEvent.keyboard('{Enter}');
      await expect(lifestyle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Mating' })).toHaveFocus();
      await expect(canvas.getByRole('link', { name: 'Transportation' })).toHaveAttribute(
        'href',
        '/transportation',
      );
    });
    await step('Escape closes it and returns focus to the button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(lifestyle).toHaveAttribute('aria-expanded', 'false');
      await expect(lifestyle).toHaveFocus();
    });
    await step(
      'ArrowDown opens it at its first link, as a menu button does (issue 36)',
      async () => {
        const petCare = canvas.getByRole('button', { name: 'Pet Care' });
        petCare.focus();
        await userEvent.keyboard('{ArrowDown}');
        await expect(petCare).toHaveAttribute('aria-expanded', 'true');
        await expect(canvas.getByRole('link', { name: 'Vet Clinic' })).toHaveFocus();
        await userEvent.keyboard('{ArrowDown}');
        await expect(canvas.getByRole('link', { name: 'Vet Clinic' })).not.toHaveFocus();
        await userEvent.keyboard('{End}{ArrowDown}');
        await expect(canvas.getByRole('link', { name: 'Vet Clinic' })).toHaveFocus();
        await userEvent.keyboard('{ArrowUp}');
        const links = within(
          document.getElementById(petCare.getAttribute('aria-controls')!)!,
        ).getAllByRole('link');
        await expect(links.at(-1)).toHaveFocus();
        await userEvent.keyboard('{Escape}');
        await expect(petCare).toHaveAttribute('aria-expanded', 'false');
        await expect(petCare).toHaveFocus();
        await userEvent.keyboard('{ArrowUp}');
        await expect(links.at(-1)).toHaveFocus();
        await userEvent.keyboard('{Escape}');
        lifestyle.focus();
      },
    );
    await step('Space toggles it; tabbing away closes it', async () => {
      await userEvent.keyboard(' ');
      await expect(lifestyle).toHaveAttribute('aria-expanded', 'true');
      for (let i = 0; i < 6; i += 1) await userEvent.tab();
      await expect(lifestyle).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const LoggedIn: Story = {
  args: {
    account: (
      <a href="/auth/profile" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <img src="/art/avatar-2.svg" alt="" width={28} height={28} /> Priya Nair
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByRole('link', { name: 'Priya Nair' })).toBeVisible();
  },
};

export const Scrolled: Story = {
  args: { scrolled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ui="NavBar"]')).toHaveAttribute(
      'data-state',
      'scrolled',
    );
  },
};

export const Mobile: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args, step }) => {
    const canvas = bar(canvasElement);
    const hamburger = canvas.getByRole('button', { name: 'Open menu' });
    await step('the desktop links are hidden behind the hamburger', async () => {
      await expect(canvas.queryByRole('button', { name: 'Pet Care' })).toBeNull();
      await userEvent.click(hamburger);
    });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await step('the menu locks page scroll and expands Pet Care and Pet Lifestyle', async () => {
      await expect(document.body.style.overflow).toBe('hidden');
      const care = within(menu).getByRole('button', { name: 'Pet Care' });
      await userEvent.click(care);
      await expect(care).toHaveAttribute('aria-expanded', 'true');
      await expect(within(menu).getByRole('link', { name: 'Pet Pharmacy' })).toBeVisible();
      await userEvent.click(within(menu).getByRole('button', { name: 'Pet Lifestyle' }));
      await expect(within(menu).getByRole('link', { name: 'Grooming' })).toBeVisible();
      await expect(within(menu).getByRole('link', { name: 'Login' })).toBeVisible();
    });
    await step('tapping Pet Care again collapses its list', async () => {
      const care = within(menu).getByRole('button', { name: 'Pet Care' });
      await userEvent.click(care);
      await expect(care).toHaveAttribute('aria-expanded', 'false');
      // Not just marked hidden: it takes no room on screen.
      const pharmacy = within(menu).getByRole('link', { name: 'Pet Pharmacy', hidden: true });
      await expect(pharmacy.getBoundingClientRect().height).toBe(0);
    });
    await step('Escape closes it and gives focus back to the hamburger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(hamburger).toHaveFocus();
      await expect(document.body.style.overflow).not.toBe('hidden');
    });
    await step('Search in the menu closes it and opens search', async () => {
      await userEvent.click(hamburger);
      const again = await screen.findByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(again).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onSearch).toHaveBeenCalled();
    });
  },
};

/**
 * The phone menu before React has the page (or with no JavaScript at all): the server's HTML,
 * placed as it is with no React behind it, opens and closes its menu by itself (an HTML popover
 * the hamburger names), its menus native disclosures.
 */
export const MobileBeforeReact: Story = {
  args: { layout: 'mobile' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <div
      data-testid="server-html"
      dangerouslySetInnerHTML={{
        __html: renderToString(
          <ThemeProvider>
            <NavBar {...args} />
          </ThemeProvider>,
        ),
      }}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const page = within(within(canvasElement).getByTestId('server-html'));
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await step('the hamburger opens the menu by itself', async () => {
      await expect(hamburger).not.toHaveAttribute('aria-expanded');
      await userEvent.click(hamburger);
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute(
        'href',
        '/about-us',
      );
      await expect(within(menu).getByRole('link', { name: 'Login' })).toBeVisible();
    });
    await step('its menus open as native disclosures', async () => {
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      const pharmacy = within(menu).getByRole('link', { name: 'Pet Pharmacy', hidden: true });
      await expect(pharmacy).not.toBeVisible();
      await userEvent.click(within(menu).getByText('Pet Care'));
      await expect(pharmacy).toBeVisible();
    });
    await step('its close button closes it', async () => {
      const menu = screen.getByRole('dialog', { name: 'Menu' });
      await userEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
      await expect(menu).not.toBeVisible();
    });
  },
};

/** On a Hindi page (ADR 027): the bar in Hindi, and the switch offers English in English. */
export const InHindi: Story = {
  args: {
    languageSwitch: <LanguageSwitch locale="hi" href="/about-us?lang=en" />,
    account: <a href="/hi/signup">साइन अप</a>,
  },
  parameters: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = bar(canvasElement);
    await expect(canvas.getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute(
      'href',
      '/about-us',
    );
    await expect(canvas.getByRole('link', { name: 'पेट स्टोर' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'पेट केयर' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'खोजें' })).toBeVisible();
    const toEnglish = canvas.getByRole('link', { name: 'यह पेज English में पढ़ें' });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await expect(toEnglish).toHaveAttribute('href', '/about-us?lang=en');
    await expect(within(toEnglish).getByText('English').closest('[lang]')).toHaveAttribute(
      'lang',
      'en',
    );
  },
};

/** On an English page: the switch offers हिंदी, marked as Hindi for screen readers. */
export const WithLanguageSwitch: Story = {
  args: { languageSwitch: <LanguageSwitch locale="en" href="/hi/about-us?lang=hi" /> },
  play: async ({ canvasElement }) => {
    const toHindi = bar(canvasElement).getByRole('link', { name: 'Read this page in हिंदी' });
    await expect(toHindi).toHaveAttribute('href', '/hi/about-us?lang=hi');
    await expect(within(toHindi).getByText('हिंदी').closest('[lang]')).toHaveAttribute('lang', 'hi');
  },
};
