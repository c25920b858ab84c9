import { expect, fn, screen, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { SAMPLE_CHILDREN } from '../../stories/samples';
import { AccountMenu } from './AccountMenu';

const meta = preview.meta({
  title: 'Navigation/AccountMenu',
  component: AccountMenu,
  args: {
    userName: 'Jordan',
    childProfiles: SAMPLE_CHILDREN,
    onLogOut: fn(),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jordan' }));
    await expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute('href', '/account/details');
    await userEvent.click(screen.getByRole('menuitem', { name: 'My children' }));
    const maya = await screen.findByRole('menuitem', { name: 'Maya' });
    await expect(maya).toHaveAttribute('href', '/child-profile/c1');
    await expect(screen.getByRole('menuitem', { name: 'Leo' })).toHaveAttribute('href', '/child-profile/c2');
  },
});

export const LogOut = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jordan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledTimes(1);
  },
});

export const NoChildren = meta.story({
  args: { childProfiles: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jordan' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'My children' }));
    await expect(await screen.findByRole('menuitem', { name: 'No children yet' })).toHaveAttribute('aria-disabled', 'true');
  },
});

export const LongText = meta.story({ args: { userName: 'Alexandra Featherstonehaugh-Montgomery' } });

export const SmallScreen = meta.story({ globals: { viewport: { value: 'small' } } });
