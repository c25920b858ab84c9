import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' (opens in a new tab)' },
  render: (args) => (
    <a href="https://shop.example">
      Shop
      <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterALink: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shop (opens in a new tab)' })).toBeVisible();
  },
};
