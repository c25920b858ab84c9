import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { Button } from '../button/Button';
import { TextField } from '../text-field/TextField';
import { Modal } from './Dialog';

const meta = preview.meta({
  title: 'Overlays/Modal',
  component: Modal,
  args: { title: 'Join our family', children: 'Join us in the Tate playground and receive 10% off!' },
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...args} />
    </DialogTrigger>
  ),
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join our family' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
});

export const StaticExtraLarge = meta.story({
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
});

/** A static pop-up whose way out is a form (works without JavaScript): its button sits in the corner. */
export const HeaderAction = meta.story({
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
});

export const ChildCheck = meta.story({
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
});

export const Small = meta.story({ args: { size: 'small' } });

export const Large = meta.story({ args: { size: 'large' } });

export const LongText = meta.story({
  args: {
    size: 'medium',
    defaultOpen: true,
    title: 'A very long dialog title that wraps over more than one line on a phone',
    children: 'Tate breathes slowly with your child. '.repeat(40),
  },
  render: (args) => <Modal {...args} />,
});

export const SmallScreen = meta.story({
  args: { defaultOpen: true },
  render: (args) => <Modal {...args} />,
  globals: { viewport: { value: 'small' } },
});
