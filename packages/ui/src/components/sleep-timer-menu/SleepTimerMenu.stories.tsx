import { expect, fn, screen, userEvent } from 'storybook/test';
import preview from '../../../../../.storybook/preview';
import { useStoryValue } from '../../stories/use-story-value';
import { SleepTimerMenu, type SleepTimerMenuProps } from './SleepTimerMenu';

const OPTIONS = [
  { id: 'off', label: 'Off' },
  { id: '5', label: '5 minutes' },
  { id: '10', label: '10 minutes' },
  { id: '15', label: '15 minutes' },
  { id: '30', label: '30 minutes' },
  { id: 'end', label: 'End of meditation' },
];

/** The menu as a player holds it: choosing an option selects it. */
function PlayerSleepTimer(props: SleepTimerMenuProps) {
  const [selected, select] = useStoryValue(props.selected, props.onSelect);
  return (
    <SleepTimerMenu {...props} selected={selected} status={selected === 'off' ? undefined : props.status} onSelect={select} />
  );
}

const meta = preview.meta({
  title: 'Player/SleepTimerMenu',
  component: SleepTimerMenu,
  args: { options: OPTIONS, selected: 'off', onSelect: fn(), status: '5:00 left' },
  render: (args) => <PlayerSleepTimer {...args} />,
});

export const ChoosingByKeyboard = meta.story({
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sleep timer' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Sleep timer' });
    await expect(screen.getByRole('menuitemradio', { name: 'Off' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('5');
    await expect(menu).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sleep timer 5:00 left' })).toBeVisible();
  },
});

export const Running = meta.story({ args: { selected: '15', status: '14:32 left' } });

export const UntilTheEnd = meta.story({ args: { selected: 'end', status: 'End of meditation' } });
