import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../../overlays/Modal/Modal';
import { Text } from '../../typography/Text';

/** The bonus choice of the seed (REG-003): 1 sports, 2 casino (0 declines). */
export type FirstDepositBonusChoice = 0 | 1 | 2;

export interface FirstDepositBonusModalProps {
  /** Whether it is shown (the app: only on home, only if not shown before, NOTICE-022/023). */
  isOpen: boolean;
  /** Modal 1 offers the bonus; modal 2 lets the player choose sports or casino (NOTICE-021). */
  variant: 1 | 2;
  /** The bonus percent (modal 1). */
  percent?: number;
  /** The maximum bonus, already formatted (modal 1). */
  maxAmount?: string;
  /** The player goes to deposit; modal 2 passes the chosen bonus. */
  onDeposit: (choice: FirstDepositBonusChoice) => void;
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
            <Button variant="secondary" onClick={() => onDeposit(2)}>
              {t('firstDeposit.casino')}
            </Button>
            <Button onClick={() => onDeposit(1)}>{t('firstDeposit.sports')}</Button>
          </>
        )
      }
    >
      <Text>
        {variant === 1 ? t('firstDeposit.text1', { percent, amount: maxAmount }) : t('firstDeposit.text2')}
      </Text>
    </Modal>
  );
}
