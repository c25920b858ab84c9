import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, HeartIcon } from '../icons/icons';
import { Button, IconButton } from './Button';
import { LinkButton } from './LinkButton';
import { LinkComponentProvider } from './link-component';
import { PlainButton, PlainIconButton } from './PlainButton';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Sign Up', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Learn More' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Back to home' } };

export const Large: Story = { args: { size: 'large', children: 'Get Tate Now' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Signing up', children: 'SIGN UP' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /SIGN UP/ });
    await expect(canvas.getByRole('progressbar', { name: 'Signing up' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Join us in the Tate playground and receive 10% off every calm meditation' },
};

export const SmallScreen: Story = {
  args: { isFullWidth: true, children: 'LOGIN' },
  globals: { viewport: { value: 'small' } },
};

export const Link: Story = {
  render: () => <LinkButton href="/howitworks">Learn More</LinkButton>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/howitworks');
  },
};

export const Icon: Story = {
  render: (args) => (
    <IconButton label="Add to favourites" onPress={args.onPress} variant="secondary">
      <HeartIcon />
    </IconButton>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** A link rendered by the app's own link component (LinkComponentProvider), e.g. Remix's, keeps the button's look. */
export const LinkThroughAppLink: Story = {
  render: () => (
    <LinkComponentProvider value={(props) => <a {...props} data-app-link="true" />}>
      <LinkButton href="/signup" variant="primary">
        Sign up
      </LinkButton>
    </LinkComponentProvider>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sign up' });
    await expect(link).toHaveAttribute('data-app-link', 'true');
    await expect(link).toHaveClass('tate-button--primary');
  },
};

/** Native buttons with the same looks, for forms and clicks that load no react-aria. */
export const Plain: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <PlainButton type="submit" onClick={args.onPress}>
        Subscribe
      </PlainButton>
      <PlainIconButton label="Close the offer" variant="secondary" onClick={args.onPress}>
        <CloseIcon />
      </PlainIconButton>
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Close the offer' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
