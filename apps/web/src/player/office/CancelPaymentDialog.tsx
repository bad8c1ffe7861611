import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@betline/ui';

/**
 * The confirmation before cancelling a withdrawal. Its own chunk (the dialog brings React Aria's overlays,
 * about 30 KB), loaded when the player first asks to cancel; the history page stays within its budget.
 */
export default function CancelWithdrawalDialog({
  amount,
  onConfirm,
  onClose,
}: {
  amount: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('payments.cancelTitle')}
      confirmLabel={t('payments.cancelConfirm')}
      cancelLabel={t('payments.cancelKeep')}
      tone="danger"
      onConfirm={onConfirm}
    >
      {t('payments.cancelBody', { amount })}
    </ConfirmDialog>
  );
}
