import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Modal } from '../../overlays/Modal/Modal';
import { Text } from '../../typography/Text';

export interface TermsUpdateNoticeProps {
  /** Whether it is shown (terms changed since the player last accepted them). */
  isOpen: boolean;
  /** Link to the terms page. */
  termsHref: string;
  /** The player accepts the new terms. */
  onAccept: () => void;
}

/** The terms-update notice: the player reads and accepts the new terms; it cannot be dismissed otherwise. */
export function TermsUpdateNotice({ isOpen, termsHref, onAccept }: TermsUpdateNoticeProps) {
  const { t } = useUiTranslation();
  return (
    <Modal
      isOpen={isOpen}
      title={t('termsUpdate.title')}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled
      hideCloseButton
      footer={<Button onClick={onAccept}>{t('accept')}</Button>}
    >
      <Text as="p">{t('termsUpdate.text')}</Text>
      <Text as="p">
        <a href={termsHref}>{t('termsUpdate.read')}</a>
      </Text>
    </Modal>
  );
}
