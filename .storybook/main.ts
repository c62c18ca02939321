import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../apps/site/src/**/*.stories.@(ts|tsx)',
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
    return viteConfig;
  },
};
export default config;
