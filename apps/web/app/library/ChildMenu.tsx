import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

type Props = {
  /** The opener: a @tate/ui Button or IconButton (react-aria buttons open the menu). */
  children: ReactNode;
  options: { id: string; name: string }[];
  onChoose: (childId: string) => void;
  /** Opens and closes the menu from outside (e.g. when the video is started before a child is chosen). */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

/** A button that opens the parent's children as a menu (named by the button); choosing one calls `onChoose`. */
export function ChildMenu({ children, options, onChoose, isOpen, onOpenChange }: Props) {
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {children}
      <Popover className="child-menu" placement="bottom start">
        <Menu className="child-menu__list" onAction={(key) => onChoose(String(key))}>
          {options.map((child) => (
            <MenuItem key={child.id} id={child.id} className="child-menu__item">
              {child.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
