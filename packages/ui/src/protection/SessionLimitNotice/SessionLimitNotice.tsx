import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { Notice } from '../../notices/Notice';

export interface SessionLimitNoticeProps {
  /** Logs the player out: the notice's only way to close (RG-031). */
  onLogout: () => void;
  /** Overrides the message (the service may send its own text). */
  message?: string;
}

/**
 * The end of the session limit (RG-030, DECISIONS 6): a permanent error notice, never closing by itself and
 * with no close button; its one action logs the player out (RG-031).
 */
export function SessionLimitNotice({ onLogout, message }: SessionLimitNoticeProps) {
  const { t } = useUiTranslation();
  return (
    <Notice
      kind="error"
      permanent
      title={t('sessionLimit.title')}
      actions={
        <Button size="sm" variant="danger" onClick={onLogout}>
          {t('sessionLimit.logOut')}
        </Button>
      }
    >
      {message ?? t('sessionLimit.text')}
    </Notice>
  );
}
