import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { isMaintenanceWarningDue } from '@betline/core';
import { siteStore } from '../../stores/site';
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

/** NOTICE-014: the maintenance warning, shown on a notify date (between the notify start and end). */
export function MaintenanceWarning() {
  const { t, i18n } = useTranslation();
  const { maintenance } = useSnapshot(siteStore);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  if (!isMaintenanceWarningDue(maintenance, now) || maintenance === null) return null;
  const start = formatDateTime(maintenance.startAt, i18n.language) ?? t('pages.maintenance.unknown');
  const finish = formatDateTime(maintenance.finishAt, i18n.language) ?? t('pages.maintenance.unknown');
  return (
    <Banner role="status" data-testid="maintenance-warning">
      <strong>{t('pages.maintenanceWarning.title')}</strong>
      <span>{t('pages.maintenanceWarning.body', { start, finish })}</span>
    </Banner>
  );
}
