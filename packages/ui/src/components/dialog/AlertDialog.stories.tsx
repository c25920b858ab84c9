import { DialogTrigger } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button, type ButtonVariant } from '../button/Button';
import { AlertDialog, type AlertDialogProps } from './Dialog';

const meta = preview.meta({
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
});

/** Draws the alert closed, behind the button that opens it. */
function openedBy(label: string, variant: ButtonVariant) {
  return function AlertBehindButton(args: AlertDialogProps) {
    return (
      <DialogTrigger>
        <Button variant={variant}>{label}</Button>
        <AlertDialog {...args} />
      </DialogTrigger>
    );
  };
}

export const CancelSubscriptionAlert = meta.story({
  args: { title: 'Alert!', onConfirm: fn(), children: 'Do you really want to cancel you subscription... ?' },
  render: openedBy('Cancel subscription', 'danger'),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Alert!' });
    await expect(alert).toHaveTextContent('Do you really want to cancel you subscription... ?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
});

export const AlertCancelled = meta.story({
  args: { title: 'Alert!', onConfirm: fn(), defaultOpen: true, children: 'Do you really want to cancel you subscription... ?' },
  play: async ({ args }) => {
    await screen.findByRole('alertdialog', { name: 'Alert!' });
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const AlertPending = meta.story({
  args: { title: 'Alert!', onConfirm: fn(), defaultOpen: true, isPending: true, closeOnConfirm: false, children: 'Cancelling your subscription…' },
  play: async ({ args }) => {
    const alert = await screen.findByRole('alertdialog', { name: 'Alert!' });
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: /Yes/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const DeleteChildAlert = meta.story({
  args: {
    title: "Delete Lily's profile?",
    confirmLabel: 'Delete profile',
    cancelLabel: 'Keep profile',
    onConfirm: fn(),
    children: "Lily's listening history, statistics and favourites will be deleted too. This cannot be undone.",
  },
  render: openedBy('Delete', 'secondary'),
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
});
