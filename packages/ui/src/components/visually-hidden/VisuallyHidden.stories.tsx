import { expect } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { VisuallyHidden } from './VisuallyHidden';

const meta = preview.meta({
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (opens in a new tab)' },
  render: (args) => (
    <a href="https://shop.example">
      Shop
      <VisuallyHidden {...args} />
    </a>
  ),
});

export const AfterALink = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop (opens in a new tab)' })).toBeVisible();
  },
});
