import { useContext, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { IconButton } from '../../actions/IconButton';
import { useUiTranslation } from '../../i18n';
import { CloseIcon } from '../../icons/CloseIcon';
import { Backdrop, Body, Footer, Header, Panel, StyledDialog, Title, type ModalSize } from './Modal.styles';

export type { ModalSize };

export interface ModalProps {
  /** Whether the modal is shown (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /** Called with `false` when the modal asks to close (close button, Escape, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Title shown in the header; it also names the dialog for screen readers. */
  title: ReactNode;
  /** Content of the modal; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Action buttons at the bottom; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Width: sm 400px, md 560px, lg 800px (at most the viewport), registration 95 % of the viewport up to 560px. */
  size?: ModalSize;
  /** Outside click closes the modal (default true). The age gate and permanent notices turn it off. */
  isDismissable?: boolean;
  /** Escape does not close the modal (default false). */
  isKeyboardDismissDisabled?: boolean;
  /** Hides the close button: the modal closes only through its own actions. */
  hideCloseButton?: boolean;
  /** `alertdialog` for a question that needs an answer (ConfirmDialog), else `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** Test id / analytics hook on the panel. */
  'data-testid'?: string;
}

/**
 * A modal dialog on React Aria: focus moves into it, stays trapped while open and returns to the element
 * that opened it; the page behind is inert and does not scroll. Texts of the close button come from the
 * kit's `ui` namespace.
 */
export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  role = 'dialog',
  'data-testid': testId,
}: ModalProps) {
  const { t } = useUiTranslation();
  // Inside a ModalTrigger the trigger's state drives the overlay; onOpenChange still fires.
  const trigger = useContext(OverlayTriggerStateContext);
  const open = isOpen ?? trigger?.isOpen;
  const controlled = open === undefined ? {} : { isOpen: open };
  const handleOpenChange = (next: boolean) => {
    onOpenChange?.(next);
    if (isOpen === undefined) trigger?.setOpen(next);
  };
  /** Header, body and footer. */
  const parts = (close: () => void) => (
    <>
      <Header>
        <Title slot="title">{title}</Title>
        {!hideCloseButton && <IconButton label={t('close')} icon={<CloseIcon />} size="sm" onClick={close} />}
      </Header>
      <Body>{typeof children === 'function' ? children(close) : children}</Body>
      {footer !== undefined && <Footer>{typeof footer === 'function' ? footer(close) : footer}</Footer>}
    </>
  );
  return (
    <Backdrop
      {...controlled}
      onOpenChange={handleOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
    >
      <Panel $size={size} data-size={size} data-testid={testId}>
        <StyledDialog role={role}>{({ close }) => parts(close)}</StyledDialog>
      </Panel>
    </Backdrop>
  );
}
