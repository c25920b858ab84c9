import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { BareModal } from './BareModal';

const meta = {
  title: 'Overlays/BareModal',
  component: BareModal,
  args: {
    label: 'Goodnight, Little Stars',
    onClose: fn(),
    children: (
      <div style={{ padding: 24 }}>
        <h2>Goodnight, Little Stars</h2>
        <p>The player lays out its own title, controls and close button here.</p>
      </div>
    ),
  },
} satisfies Meta<typeof BareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Goodnight, Little Stars' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
