import { useContext, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { IconButton } from '../../actions/IconButton';
import { useUiTranslation } from '../../i18n';
import { CloseIcon } from '../../icons/CloseIcon';
import { Backdrop, Body, Footer, Header, StyledDialog, Title } from '../Modal/Modal.styles';
import { DrawerPanel, Handle, type DrawerPlacement } from './Drawer.styles';

export type { DrawerPlacement };

export interface DrawerProps {
  /** Whether the drawer is shown (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /** Called with `false` when the drawer asks to close (close button, Escape, backdrop click). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Title in the header; names the dialog. */
  title: ReactNode;
  /** Content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Actions at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** `start` / `end`: a side drawer (mirrors in right-to-left); `bottom`: a bottom sheet (the mobile slip). */
  placement?: DrawerPlacement;
  /** Backdrop click closes (default true). */
  isDismissable?: boolean;
}

/**
 * A side drawer or a bottom sheet: a modal dialog that slides in from an edge. Focus is trapped while open
 * and returns to the opener; Escape and the backdrop close it.
 */
export function Drawer({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  placement = 'end',
  isDismissable = true,
}: DrawerProps) {
  const { t } = useUiTranslation();
  // Inside a ModalTrigger the trigger's state drives the overlay; onOpenChange still fires.
  const trigger = useContext(OverlayTriggerStateContext);
  const open = isOpen ?? trigger?.isOpen;
  const controlled = open === undefined ? {} : { isOpen: open };
  const handleOpenChange = (next: boolean) => {
    onOpenChange?.(next);
    if (isOpen === undefined) trigger?.setOpen(next);
  };
  return (
    <Backdrop {...controlled} onOpenChange={handleOpenChange} isDismissable={isDismissable}>
      <DrawerPanel $placement={placement} data-placement={placement}>
        <StyledDialog>
          {({ close }) => (
            <>
              {placement === 'bottom' && <Handle aria-hidden="true" />}
              <Header>
                <Title slot="title">{title}</Title>
                <IconButton label={t('close')} icon={<CloseIcon />} size="sm" onClick={close} />
              </Header>
              <Body>{typeof children === 'function' ? children(close) : children}</Body>
              {footer !== undefined && (
                <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>
              )}
            </>
          )}
        </StyledDialog>
      </DrawerPanel>
    </Backdrop>
  );
}
