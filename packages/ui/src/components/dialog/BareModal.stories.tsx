import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { BareModal } from './BareModal';

const meta = preview.meta({
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
});

export const Default = meta.story({
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Goodnight, Little Stars' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
});
