import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { AlertDialog, Modal } from './Dialog';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { title: 'Join our family', children: 'Join us in the Tate playground and receive 10% off!' },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join our family' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const StaticExtraLarge: Story = {
  args: {
    size: 'extraLarge',
    isStatic: true,
    children: (
      <form action="https://example.invalid/subscribe" method="post" target="_blank" noValidate>
        <p>Monthly content on child development, tips for building mental fitness and news about new meditations.</p>
        <TextField label="First name" name="FNAME" placeholder="first name" />
        <TextField label="Email" name="EMAIL" type="email" isRequired />
      </form>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join our family' });
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A static pop-up whose way out is a form (works without JavaScript): its button sits in the corner. */
export const HeaderAction: Story = {
  args: {
    size: 'extraLarge',
    isStatic: true,
    showCloseButton: false,
    headerAction: (
      <form action="https://example.invalid/close" method="post">
        <Button type="submit" variant="ghost">
          Close
        </Button>
      </form>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join our family' });
    await waitFor(() => expect(dialog).toBeVisible());
    const heading = screen.getByRole('heading', { name: 'Join our family' }).getBoundingClientRect();
    const close = screen.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.top).toBeLessThan(heading.bottom);
  },
};

export const ChildCheck: Story = {
  args: {
    title: 'Welcome to Tate!',
    isStatic: true,
    showCloseButton: false,
    children: 'Before your family can listen to meditations, please create a profile for your child.',
    footer: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Back to home
        </Button>
        <Button onPress={close}>Create your child&apos;s profile</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Welcome to Tate!' });
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = { args: { size: 'small' } };

export const Large: Story = { args: { size: 'large' } };

export const LongText: Story = {
  args: {
    size: 'medium',
    defaultOpen: true,
    title: 'A very long dialog title that wraps over more than one line on a phone',
    children: 'Tate breathes slowly with your child. '.repeat(40),
  },
  render: (args) => <Modal {...args} />,
};

export const SmallScreen: Story = {
  args: { defaultOpen: true },
  render: (args) => <Modal {...args} />,
  globals: { viewport: { value: 'small' } },
};

export const CancelSubscriptionAlert: StoryObj<typeof AlertDialog> = {
  args: { title: 'Alert!', onConfirm: fn(), children: 'Do you really want to cancel you subscription... ?' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Cancel subscription</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert!' });
    await expect(alert).toHaveTextContent('Do you really want to cancel you subscription... ?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const AlertCancelled: StoryObj<typeof AlertDialog> = {
  args: { title: 'Alert!', onConfirm: fn(), defaultOpen: true, children: 'Do you really want to cancel you subscription... ?' },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Alert!' });
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const AlertPending: StoryObj<typeof AlertDialog> = {
  args: { title: 'Alert!', onConfirm: fn(), defaultOpen: true, isPending: true, closeOnConfirm: false, children: 'Cancelling your subscription…' },
  render: (args) => <AlertDialog {...args} />,
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Alert!' });
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: /Yes/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const DeleteChildAlert: StoryObj<typeof AlertDialog> = {
  args: {
    title: "Delete Lily's profile?",
    confirmLabel: 'Delete profile',
    cancelLabel: 'Keep profile',
    onConfirm: fn(),
    children: "Lily's listening history, statistics and favourites will be deleted too. This cannot be undone.",
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Delete</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alertdialog', { name: "Delete Lily's profile?" });
    await expect(alert).toHaveTextContent('listening history, statistics and favourites');
    // A destructive question starts on the safe answer: Enter at once keeps the profile.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep profile' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete profile' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
