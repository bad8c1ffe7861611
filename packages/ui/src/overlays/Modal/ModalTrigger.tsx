import type { ReactElement, ReactNode } from 'react';
import { DialogTrigger, Pressable } from 'react-aria-components';
import { asTrigger } from '../trigger';

export interface ModalTriggerProps {
  /** The element that opens the overlay: a kit Button or IconButton (any element that takes a ref and props). */
  trigger: ReactElement;
  /** The overlay (Modal, Drawer, ConfirmDialog) without `isOpen`: the trigger controls it. */
  children: ReactNode;
  /** Open at first render (uncontrolled). */
  defaultOpen?: boolean;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Called when the open state changes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** Opens a Modal, Drawer or ConfirmDialog from a button; focus returns to that button on close. */
export function ModalTrigger({ trigger, children, ...state }: ModalTriggerProps) {
  return (
    <DialogTrigger {...state}>
      <Pressable>{asTrigger(trigger)}</Pressable>
      {children}
    </DialogTrigger>
  );
}
