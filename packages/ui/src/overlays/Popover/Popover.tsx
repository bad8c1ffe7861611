import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger, Heading, Pressable, type Placement } from 'react-aria-components';
import { asTrigger } from '../trigger';
import { FloatingPanel, PopoverDialog, PopoverTitle } from './Popover.styles';

export type PopoverPlacement = Placement;

export interface PopoverProps {
  /** The element that toggles the popover: a kit Button or IconButton. */
  trigger: ReactElement;
  /** Content of the popover (non-modal dialog: it may hold links and buttons). */
  children: ReactNode;
  /** Optional heading; it names the dialog. Without it give `aria-label`. */
  title?: ReactNode;
  /** Accessible name when there is no `title`. */
  'aria-label'?: string;
  /** Where it opens relative to the trigger; it flips when there is no room. Default `bottom start`. */
  placement?: PopoverPlacement;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Called when the open state changes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A popover anchored to a trigger (positioned by React Aria: flips, shifts, follows scroll). Escape or a
 * click outside closes it and focus returns to the trigger.
 */
export function Popover({
  trigger,
  children,
  title,
  'aria-label': ariaLabel,
  placement = 'bottom start',
  isOpen,
  onOpenChange,
}: PopoverProps) {
  return (
    <DialogTrigger {...(isOpen === undefined ? {} : { isOpen })} onOpenChange={onOpenChange}>
      <Pressable>{asTrigger(trigger)}</Pressable>
      <FloatingPanel placement={placement} offset={6}>
        <PopoverDialog aria-label={title ? undefined : ariaLabel}>
          {title && (
            <PopoverTitle as={Heading} slot="title">
              {title}
            </PopoverTitle>
          )}
          {children}
        </PopoverDialog>
      </FloatingPanel>
    </DialogTrigger>
  );
}
