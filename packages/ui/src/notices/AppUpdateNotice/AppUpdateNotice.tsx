import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Notice } from '../Notice/Notice';

export interface AppUpdateNoticeProps {
  /** Reloads the page (NOTICE-012). */
  onReload: () => void;
  /** Hides the notice until the next check. */
  onDismiss: () => void;
}

/** Shown when a newer version of the app is detected (NOTICE-011), with a reload action (NOTICE-012). */
export function AppUpdateNotice({ onReload, onDismiss }: AppUpdateNoticeProps) {
  const { t } = useUiTranslation();
  return (
    <Notice
      kind="info"
      title={t('appUpdate.title')}
      onClose={onDismiss}
      actions={
        <Button size="sm" onClick={onReload}>
          {t('reload')}
        </Button>
      }
    >
      {t('appUpdate.text')}
    </Notice>
  );
}
