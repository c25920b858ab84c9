import { expect, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button } from '../button/Button';
import { createToastQueue } from './toast-queue';
import { ToastRegion } from './ToastRegion';

const demoQueue = createToastQueue();

function ToastDemo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onPress={() => demoQueue.success('Child profile saved', 'Success')}>Save child</Button>
      <Button variant="secondary" onPress={() => demoQueue.error('Your subscription is expired!')}>
        Expire
      </Button>
      <Button variant="ghost" onPress={() => demoQueue.info('Please choose a child before playing your meditation story')}>
        Play without child
      </Button>
      <ToastRegion queue={demoQueue} />
    </div>
  );
}

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: ToastDemo,
  beforeEach: () => {
    demoQueue.clear();
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await expect(await screen.findByText('Child profile saved')).toBeVisible();
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
});

export const DuplicatesPrevented = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await screen.findByText('Child profile saved');
    await expect(screen.getAllByText('Child profile saved')).toHaveLength(1);
  },
});

export const AtMostOneOpen = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await screen.findByText('Child profile saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Expire' }));
    await expect(await screen.findByText('Your subscription is expired!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Child profile saved')).not.toBeInTheDocument());
  },
});

export const ClosesAfterTimeout = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play without child' }));
    const message = await screen.findByText(/choose a child/);
    await expect(message).toBeVisible();
    await userEvent.unhover(message);
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByText(/choose a child/)).not.toBeInTheDocument(), { timeout: 5000 });
  },
});

export const ClosedByButton = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expire' }));
    await screen.findByText('Your subscription is expired!');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Your subscription is expired!')).not.toBeInTheDocument());
  },
});

export const Empty = meta.story();

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
