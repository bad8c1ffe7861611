import type { Key, ReactElement, ReactNode } from 'react';
import { MenuTrigger, Pressable, type Placement } from 'react-aria-components';
import { asTrigger } from '../trigger';
import { FloatingPanel } from '../Popover/Popover.styles';
import { Item, StyledMenu } from './DropdownMenu.styles';

export interface DropdownMenuItem {
  /** Stable id passed to `onAction`. */
  id: string;
  /** Visible, translated label. */
  label: string;
  /** Decorative icon before the label. */
  icon?: ReactNode;
  /** Destructive action: shown in the danger colour. */
  danger?: boolean;
  /** Not selectable; skipped by the keyboard. */
  disabled?: boolean;
  /** Makes the item a link. */
  href?: string;
}

export interface DropdownMenuProps {
  /** The button that opens the menu: a kit Button or IconButton. */
  trigger: ReactElement;
  /** The menu items in order. */
  items: readonly DropdownMenuItem[];
  /** Called with the id of the chosen item. */
  onAction: (id: string) => void;
  /** Accessible name of the menu (for example the trigger's label). */
  'aria-label': string;
  /** Where the menu opens; it flips when there is no room. Default `bottom start`. */
  placement?: Placement;
}

/**
 * A menu of actions on a button (React Aria): arrows move, Home/End jump, typing a letter finds an item,
 * Enter or Space chooses, Escape closes and returns focus to the button.
 */
export function DropdownMenu({
  trigger,
  items,
  onAction,
  'aria-label': ariaLabel,
  placement = 'bottom start',
}: DropdownMenuProps) {
  return (
    <MenuTrigger>
      <Pressable>{asTrigger(trigger)}</Pressable>
      <FloatingPanel placement={placement} offset={6}>
        <StyledMenu
          aria-label={ariaLabel}
          disabledKeys={items.filter((i) => i.disabled).map((i) => i.id)}
          onAction={(key: Key) => onAction(String(key))}
        >
          {items.map((item) => (
            <Item key={item.id} id={item.id} href={item.href} textValue={item.label} $danger={item.danger}>
              {item.icon}
              <span>{item.label}</span>
            </Item>
          ))}
        </StyledMenu>
      </FloatingPanel>
    </MenuTrigger>
  );
}
