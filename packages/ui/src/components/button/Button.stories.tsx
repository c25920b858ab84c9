import { expect, fn, userEvent, within } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { HeartIcon } from '../icons/icons';
import { Button, IconButton } from './Button';
import { LinkButton } from './LinkButton';
import { LinkComponentProvider } from './link-component';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Sign Up', onPress: fn() },
});

export const Primary = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Learn More' } });

export const Ghost = meta.story({ args: { variant: 'ghost', children: 'Back to home' } });

export const Large = meta.story({ args: { size: 'large', children: 'Get Tate Now' } });

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const Pending = meta.story({
  args: { isPending: true, pendingLabel: 'Signing up', children: 'SIGN UP' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /SIGN UP/ });
    await expect(canvas.getByRole('progressbar', { name: 'Signing up' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

export const LongText = meta.story({
  args: { children: 'Join us in the Tate playground and receive 10% off every calm meditation' },
});

export const SmallScreen = meta.story({
  args: { isFullWidth: true, children: 'LOGIN' },
  globals: { viewport: { value: 'small' } },
});

export const Link = meta.story({
  render: () => <LinkButton href="/howitworks">Learn More</LinkButton>,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Learn More' });
    await expect(link).toHaveAttribute('href', '/howitworks');
  },
});

export const Icon = meta.story({
  render: (args) => (
    <IconButton label="Add to favourites" onPress={args.onPress} variant="secondary">
      <HeartIcon />
    </IconButton>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

/** A link rendered by the app's own link component (LinkComponentProvider), e.g. Remix's, keeps the button's look. */
export const LinkThroughAppLink = meta.story({
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
});
