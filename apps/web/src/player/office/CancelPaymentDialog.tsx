import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@betline/ui';

/**
 * The confirmation before cancelling a pending payment: a withdrawal (its held money returns to the balance)
 * or a deposit (never credited: it is dropped and can no longer be paid). Its own chunk (the dialog brings
 * React Aria's overlays, about 30 KB), loaded when the player first asks to cancel; the history page stays
 * within its budget.
 */
export default function CancelPaymentDialog({
  type,
  amount,
  onConfirm,
  onClose,
}: {
  type: 'deposit' | 'withdrawal';
  amount: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const deposit = type === 'deposit';
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={deposit ? t('payments.cancelDepositTitle') : t('payments.cancelTitle')}
      confirmLabel={deposit ? t('payments.cancelDepositConfirm') : t('payments.cancelConfirm')}
      cancelLabel={t('payments.cancelKeep')}
      tone="danger"
      onConfirm={onConfirm}
    >
      {deposit ? t('payments.cancelDepositBody', { amount }) : t('payments.cancelBody', { amount })}
    </ConfirmDialog>
  );
}
