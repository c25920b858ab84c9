import { Menu, MenuItem, Popover, type MenuProps, type PopoverProps } from 'react-aria-components';
import { CheckIcon } from '../icons/icons';

export interface MenuChoice {
  id: string;
  label: string;
}

export interface ChoiceMenuProps
  extends Pick<
    MenuProps<MenuChoice>,
    'aria-label' | 'selectionMode' | 'selectedKeys' | 'onSelectionChange' | 'disallowEmptySelection'
  > {
  choices: readonly MenuChoice[];
  placement?: PopoverProps['placement'];
}

/** The pop-up of a menu button whose items are choices: each shows its label and, once chosen, a check. */
export function ChoiceMenu({ choices, placement, ...props }: ChoiceMenuProps) {
  return (
    <Popover className="tate-popover" placement={placement} offset={6}>
      <Menu {...props} items={choices} className="tate-menu">
        {(choice) => (
          <MenuItem id={choice.id} textValue={choice.label} className="tate-menu__item">
            <span>{choice.label}</span>
            <CheckIcon className="tate-menu__check" />
          </MenuItem>
        )}
      </Menu>
    </Popover>
  );
}
