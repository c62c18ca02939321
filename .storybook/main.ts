import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
    '../apps/admin/src/**/*.stories.@(ts|tsx)',
    '../apps/pro/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The site's own art and media, so page and shell stories show real images and the intro video.
  staticDirs: ['../apps/site/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Workspace packages resolve to their source, so nothing needs a build to be reviewed.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['@petverse/source', 'browser', 'module', 'import', 'default'];
    // Libraries our packages import only with import() (react-toastify after first paint, axios
    // on the first call) are not found by the start-up scan; found later, Vite re-optimises and
    // reloads the page under a running story test. Name them up front.
    viteConfig.optimizeDeps ??= {};
    viteConfig.optimizeDeps.include = [
      ...(viteConfig.optimizeDeps.include ?? []),
      '@petverse/ui > react-toastify/unstyled',
      '@petverse/api > axios',
      // The back office's chart is drawn by recharts, loaded with import() on first use.
      '@petverse/ui > recharts',
      // Found late on a cold cache (CI's every run), each reloaded the stories running then:
      // the forms' engine and rules (loaded as a form is first wanted), the comboboxes' Downshift
      // and the tables' TanStack Table, the password meter's dictionaries, the partner elements'
      // wrapper and the mails' React Email parts.
      '@petverse/forms > react-hook-form',
      '@petverse/forms > yup',
      '@petverse/forms > @hookform/resolvers/yup',
      '@petverse/ui > downshift',
      '@petverse/ui > @tanstack/react-table',
      '@petverse/api > @zxcvbn-ts/core',
      '@petverse/api > @zxcvbn-ts/language-common',
      '@petverse/embed > @r2wc/react-to-web-component',
      ...[
        'body',
        'button',
        'column',
        'container',
        'head',
        'heading',
        'hr',
        'html',
        'link',
        'preview',
        'render',
        'row',
        'section',
        'text',
      ].map((part) => `@petverse/mail > @react-email/${part}`),
    ];
    return viteConfig;
  },
};
export default config;
