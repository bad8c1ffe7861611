import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { formatDateTime } from '../../lib/dates';

const Banner = styled.div`
  padding: ${vars.space[2]} ${vars.space[4]};
  background: ${vars.bgColor.warning.muted};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.warning};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  strong {
    margin-inline-end: ${vars.space[2]};
  }
`;

/** NOTICE-014: the warning's banner with the window's start and end (its own chunk: shown on notify dates only). */
export default function MaintenanceBanner({
  startAt,
  finishAt,
}: {
  startAt: string | null;
  finishAt: string | null;
}) {
  const { t, i18n } = useTranslation();
  const start = formatDateTime(startAt, i18n.language) ?? t('pages.maintenance.unknown');
  const finish = formatDateTime(finishAt, i18n.language) ?? t('pages.maintenance.unknown');
  return (
    <Banner role="status" data-testid="maintenance-warning">
      <strong>{t('pages.maintenanceWarning.title')}</strong>
      <span>{t('pages.maintenanceWarning.body', { start, finish })}</span>
    </Banner>
  );
}
