import { defineMain } from '@storybook/react-vite/node';

// Pre-bundled up front so Vitest browser runs and the dev server share one React copy.
export const sharedOptimizedDeps = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-aria-components',
  '@internationalized/date',
  'video.js',
];

export default defineMain({
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/player-sdk/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), ...sharedOptimizedDeps],
    },
  }),
});
