import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@betline/ui';

/**
 * The question before a cash-out: the amount the player gets and the coupon it closes; after a refused
 * attempt, the new offer. Its own chunk (the dialog brings React Aria's overlays), loaded when first asked.
 */
export default function CashOutDialog({
  number,
  amount,
  changed,
  onConfirm,
  onClose,
}: {
  /** The coupon number. */
  number: number;
  /** The offer, formatted. */
  amount: string;
  /** The offer moved since the player last saw it. */
  changed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('betting');
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={changed ? t('history.cashOut.changedTitle') : t('history.cashOut.title')}
      confirmLabel={t('history.cashOut.button', { amount })}
      cancelLabel={t('history.cashOut.keep')}
      onConfirm={onConfirm}
    >
      {changed
        ? t('history.cashOut.changedBody', { number, amount })
        : t('history.cashOut.body', { number, amount })}
    </ConfirmDialog>
  );
}
