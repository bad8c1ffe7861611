import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../../overlays/Modal/Modal';
import { Text } from '../../typography/Text';

export interface WelcomeModalProps {
  /** Whether it is shown (the app keeps the shown flag in local storage, NOTICE-020). */
  isOpen: boolean;
  /** The brand name (a partner's own name). */
  brand: string;
  /** Closes the modal. */
  onClose: () => void;
  /** Optional main action (for example go to deposit); defaults to closing. */
  onStart?: () => void;
}

/** The welcome modal after registration. */
export function WelcomeModal({ isOpen, brand, onClose, onStart }: WelcomeModalProps) {
  const { t } = useUiTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t('welcome.title', { brand })}
      size="sm"
      footer={<Button onClick={onStart ?? onClose}>{t('welcome.start')}</Button>}
    >
      <Text>{t('welcome.text')}</Text>
    </Modal>
  );
}
