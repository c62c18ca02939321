import type { Preview } from '@storybook/react-vite';
import { MemoryRouter, type InitialEntry } from 'react-router-dom';
import { ThemeProvider, Toaster } from '@petverse/ui';

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.route as InitialEntry | undefined) ?? '/']}>
        <ThemeProvider withGlobalStyle>
          <Story />
          <Toaster />
        </ThemeProvider>
      </MemoryRouter>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Accessibility violations fail the story test; a story may opt into 'todo' with a reason.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};
export default preview;
