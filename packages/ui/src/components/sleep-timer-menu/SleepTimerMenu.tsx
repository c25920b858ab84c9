import { Button, MenuTrigger, type Key } from 'react-aria-components';
import { classNames } from '../../logic/class-names';
import { ChoiceMenu } from '../menu/ChoiceMenu';
import { MoonIcon } from '../player-icons/PlayerIcons';

export interface SleepTimerOption {
  id: string;
  label: string;
}

export interface SleepTimerMenuProps {
  options: readonly SleepTimerOption[];
  /** The chosen option's id. */
  selected: string;
  onSelect: (id: string) => void;
  /** What the running timer says on the button, e.g. '4:59 left'; nothing while it is off. */
  status?: string;
  /** The button's words and the menu's name (default 'Sleep timer'). */
  label?: string;
  className?: string;
}

/** A moon button opening a single-choice menu of bedtime stops (Off, 5 minutes, … End of meditation). */
export function SleepTimerMenu({ options, selected, onSelect, status, label = 'Sleep timer', className }: SleepTimerMenuProps) {
  const choose = (keys: 'all' | Set<Key>) => {
    if (keys === 'all') return;
    const [id] = [...keys];
    if (id !== undefined) onSelect(String(id));
  };
  return (
    <MenuTrigger>
      <Button
        className={classNames('tate-menu-button', 'tate-sleep-timer', status && 'tate-sleep-timer--on', 'tate-focus-ring', className)}
      >
        <MoonIcon className="tate-sleep-timer__icon" />
        <span className="tate-sleep-timer__label">{label}</span>
        {status && <span className="tate-sleep-timer__status">{status}</span>}
      </Button>
      <ChoiceMenu
        aria-label={label}
        placement="top"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={choose}
        choices={options}
      />
    </MenuTrigger>
  );
}
