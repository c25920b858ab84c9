import { definePreview } from '@storybook/react-vite';
import addonA11y from '@storybook/addon-a11y';
import addonVitest from '@storybook/addon-vitest';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-700.css';
import '../packages/ui/src/styles/index.css';

export default definePreview({
  addons: [addonA11y(), addonVitest()],
  // A story drawn in a column, as its component stands in a page: `parameters: { maxWidth: 280 }`.
  decorators: [
    (Story, { parameters }) =>
      typeof parameters.maxWidth === 'number' ? (
        <div style={{ maxWidth: parameters.maxWidth }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails `npm run test:storybook`.
    a11y: { test: 'error' },
    viewport: {
      options: {
        small: { name: 'Small phone', styles: { width: '360px', height: '640px' } },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' } },
      },
    },
  },
});
