import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
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

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  beforeEach: () => {
    demoQueue.clear();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await expect(await screen.findByText('Child profile saved')).toBeVisible();
    await expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  },
};

export const DuplicatesPrevented: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await screen.findByText('Child profile saved');
    await expect(screen.getAllByText('Child profile saved')).toHaveLength(1);
  },
};

export const AtMostOneOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save child' }));
    await screen.findByText('Child profile saved');
    await userEvent.click(canvas.getByRole('button', { name: 'Expire' }));
    await expect(await screen.findByText('Your subscription is expired!')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Child profile saved')).not.toBeInTheDocument());
  },
};

export const ClosesAfterTimeout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play without child' }));
    const message = await screen.findByText(/choose a child/);
    await expect(message).toBeVisible();
    await userEvent.unhover(message);
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByText(/choose a child/)).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const ClosedByButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Expire' }));
    await screen.findByText('Your subscription is expired!');
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Your subscription is expired!')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {};

export const SmallScreen: Story = { globals: { viewport: { value: 'small' } } };
