import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { AnswerModal } from '../../overlays/AnswerModal';
import { Text } from '../../typography/Text';

export interface AgeGateProps {
  /** Whether the age question is shown (the app decides: configured and not yet accepted, NOTICE-005). */
  isOpen: boolean;
  /** The player confirms being of age; the app stores it (NOTICE-006/007). */
  onConfirm: () => void;
  /** The player is not of age (for example leave the site). */
  onLeave: () => void;
}

/**
 * The age restriction notice: titled `proof_of_age_popup_title` (NOTICE-009), not closable by an outside
 * click, Escape or a close button (NOTICE-008): only an answer closes it. On the browser's own dialog (no React
 * Aria): it is on every new visitor's first screen.
 */
export function AgeGate({ isOpen, onConfirm, onLeave }: AgeGateProps) {
  const { t } = useUiTranslation();
  return (
    <AnswerModal
      isOpen={isOpen}
      title={t('ageGate.proof_of_age_popup_title')}
      footer={
        <>
          <Button variant="secondary" onClick={onLeave}>
            {t('ageGate.leave')}
          </Button>
          <Button onClick={onConfirm}>{t('ageGate.confirm')}</Button>
        </>
      }
    >
      <Text>{t('ageGate.text')}</Text>
    </AnswerModal>
  );
}
