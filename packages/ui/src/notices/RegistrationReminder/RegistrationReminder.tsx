import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../../overlays/Modal/Modal';
import { Text } from '../../typography/Text';

export interface RegistrationReminderProps {
  /** Whether it is shown (the app times it: configured delay and interval, REG-020/021/022). */
  isOpen: boolean;
  /** Opens registration. */
  onRegister: () => void;
  /** Closes the reminder until the next interval. */
  onLater: () => void;
}

/** The registration reminder popup for guests. */
export function RegistrationReminder({ isOpen, onRegister, onLater }: RegistrationReminderProps) {
  const { t } = useUiTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && onLater()}
      title={t('registrationReminder.title')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onLater}>
            {t('later')}
          </Button>
          <Button onClick={onRegister}>{t('registrationReminder.register')}</Button>
        </>
      }
    >
      <Text>{t('registrationReminder.text')}</Text>
    </Modal>
  );
}
