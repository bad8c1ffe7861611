import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const here = dirname(fileURLToPath(import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      // The workspace packages export their TypeScript source (`./src/index.ts`) through
      // node_modules symlinks: resolve them to their real path so Vite transforms them like our own
      // files, and keep a single copy of React and styled-components for the kit and the stories.
      resolve: {
        preserveSymlinks: false,
        dedupe: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'],
      },
      optimizeDeps: {
        exclude: ['@betline/ui', '@betline/core'],
        // The kit's own dependencies, pre-bundled up front: discovering them while tests run makes Vite
        // reload the page mid-run ("Vitest failed to find the runner").
        include: [
          'react-i18next',
          'i18next',
          'styled-components',
          '@betline/ui > react-aria-components',
          '@betline/ui > react-hook-form',
          '@betline/ui > @hookform/resolvers/zod',
          '@betline/ui > @internationalized/date',
          '@betline/ui > @tanstack/react-virtual',
          'zod',
          'zod/mini',
          'valtio',
        ],
      },
      server: { fs: { allow: [`${here}/../..`] } },
    });
  },
};

export default config;
