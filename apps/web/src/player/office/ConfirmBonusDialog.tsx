import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@betline/ui';

/**
 * The confirmation before giving a bonus up (forfeit: its money is removed and the wagering ends) or declining
 * one not used yet. Its own chunk, like the payments' dialog: loaded when the player first asks.
 */
export default function ConfirmBonusDialog({
  action,
  amount,
  onConfirm,
  onClose,
}: {
  action: 'forfeit' | 'decline';
  amount: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const forfeit = action === 'forfeit';
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={forfeit ? t('bonuses.forfeitTitle') : t('bonuses.declineTitle')}
      confirmLabel={forfeit ? t('bonuses.forfeitConfirm') : t('bonuses.declineConfirm')}
      cancelLabel={t('bonuses.keep')}
      tone="danger"
      onConfirm={onConfirm}
    >
      {forfeit ? t('bonuses.forfeitBody', { amount }) : t('bonuses.declineBody', { amount })}
    </ConfirmDialog>
  );
}
