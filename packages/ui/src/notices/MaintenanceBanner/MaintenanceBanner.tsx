import { formatDateTime, useUiTranslation } from '../../i18n';
import { Notice } from '../Notice/Notice';

export interface MaintenanceBannerProps {
  /** When maintenance starts (NOTICE-013 `startAt`). */
  startAt: Date;
  /** When it ends (NOTICE-013 `finishAt`). */
  finishAt: Date;
  /** Hides the banner; without it the banner cannot be closed. */
  onDismiss?: () => void;
}

/** The maintenance warning shown on a maintenance date (NOTICE-014); dates through Intl in the UI language. */
export function MaintenanceBanner({ startAt, finishAt, onDismiss }: MaintenanceBannerProps) {
  const { t, i18n } = useUiTranslation();
  const lng = i18n.language || 'en';
  return (
    <Notice kind="warning" title={t('maintenance.title')} onClose={onDismiss} permanent={!onDismiss}>
      {t('maintenance.text', { start: formatDateTime(startAt, lng), end: formatDateTime(finishAt, lng) })}
    </Notice>
  );
}
