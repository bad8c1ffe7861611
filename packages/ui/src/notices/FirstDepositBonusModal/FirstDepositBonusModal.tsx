import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../../overlays/Modal/Modal';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';

/** The bonus choice of the seed (REG-003): 1 sports, 2 casino (0 declines). */
export type FirstDepositBonusChoice = 0 | 1 | 2;

export interface FirstDepositBonusModalProps {
  /** Whether it is shown (the app: only on home, only if not shown before, NOTICE-022/023). */
  isOpen: boolean;
  /** Modal 1 offers the bonus; modal 2 lets the player choose sports or casino (NOTICE-021). */
  variant: 1 | 2;
  /** The bonus percent. */
  percent?: number;
  /** The maximum bonus, already formatted (modal 1; modal 2 names the offer too when it is given). */
  maxAmount?: string;
  /** The player goes to deposit; modal 2 passes the chosen bonus. */
  onDeposit: (choice: FirstDepositBonusChoice) => void;
  /** The choice is being saved (modal 2): its buttons wait. */
  busy?: boolean;
  /** Why the choice could not be saved, in the player's words (modal 2). */
  error?: string;
  /** Closed without choosing (counts as declining). */
  onClose: () => void;
}

/** The first-deposit bonus modals 1 and 2 (NOTICE-021). */
export function FirstDepositBonusModal({
  isOpen,
  variant,
  percent = 100,
  maxAmount = '',
  onDeposit,
  onClose,
  busy = false,
  error,
}: FirstDepositBonusModalProps) {
  const { t } = useUiTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={variant === 1 ? t('firstDeposit.title1') : t('firstDeposit.title2')}
      size="sm"
      footer={
        variant === 1 ? (
          <Button onClick={() => onDeposit(1)}>{t('firstDeposit.deposit')}</Button>
        ) : (
          <>
            <Button variant="secondary" loading={busy} onClick={() => onDeposit(2)}>
              {t('firstDeposit.casino')}
            </Button>
            <Button loading={busy} onClick={() => onDeposit(1)}>
              {t('firstDeposit.sports')}
            </Button>
          </>
        )
      }
    >
      <Stack gap={2}>
        {(variant === 1 || maxAmount !== '') && (
          <Text>{t('firstDeposit.text1', { percent, amount: maxAmount })}</Text>
        )}
        {variant === 2 && <Text>{t('firstDeposit.text2')}</Text>}
        {variant === 2 && error !== undefined && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
