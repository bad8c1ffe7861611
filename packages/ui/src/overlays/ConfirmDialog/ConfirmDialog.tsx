import { useRef, type ReactNode } from 'react';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../Modal/Modal';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown (controlled). Leave unset inside a `ModalTrigger`. */
  isOpen?: boolean;
  /** Called with `false` when the dialog closes (either answer or Escape). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The question; defaults to the kit's "Are you sure?". */
  title?: ReactNode;
  /** What happens if the player confirms. */
  children: ReactNode;
  /** Label of the confirm button; defaults to "Confirm". */
  confirmLabel?: string;
  /** Label of the cancel button; defaults to "Cancel". */
  cancelLabel?: string;
  /** `danger` for destructive actions (self-exclusion, closing an account). */
  tone?: 'primary' | 'danger';
  /** Called when the player confirms; the dialog closes unless `keepOpenOnConfirm`. */
  onConfirm: () => void;
  /** Called when the player cancels (button or Escape). */
  onCancel?: () => void;
  /** Shows the confirm button busy (for example while a request runs) and keeps the dialog open. */
  isConfirming?: boolean;
}

/**
 * A question that needs an answer (`alertdialog`): confirm or cancel. Focus starts on Cancel, so Enter
 * right after opening never triggers the destructive action.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  onConfirm,
  onCancel,
  isConfirming = false,
}: ConfirmDialogProps) {
  const { t } = useUiTranslation();
  const confirmed = useRef(false);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        if (open) confirmed.current = false;
        onOpenChange?.(open);
      }}
      title={title ?? t('confirmDialog.title')}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      hideCloseButton
      footer={(close) => (
        <>
          <Button
            variant="secondary"
            // WAI-ARIA alertdialog pattern: focus starts on the least destructive action.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            disabled={isConfirming}
            onClick={close}
          >
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            variant={tone}
            loading={isConfirming}
            onClick={() => {
              confirmed.current = true;
              onConfirm();
              if (!isConfirming) close();
              else confirmed.current = false;
            }}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      )}
    >
      {children}
    </Modal>
  );
}
