import { useUiTranslation } from '../../i18n';
import { Notice } from '../Notice/Notice';

export interface AdBlockNoticeProps {
  /** Hides the notice. */
  onDismiss: () => void;
}

/** The ad-block notice (NOTICE-015/016), worded by `main_dictionary_website_blocked_by_adblock` (NOTICE-017). */
export function AdBlockNotice({ onDismiss }: AdBlockNoticeProps) {
  const { t } = useUiTranslation();
  return (
    <Notice kind="warning" onClose={onDismiss}>
      {t('adBlock.main_dictionary_website_blocked_by_adblock')}
    </Notice>
  );
}
