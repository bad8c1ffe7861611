import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Button, Text } from '@betline/ui';
import { maintenanceTextLanguage } from '@betline/core';
import { formatDateTime } from '../../lib/dates';
import { loadLanguage } from '../../i18n';
import { usePage } from '../../routes/handle';
import { refreshMaintenance } from '../../stores/site';
import { StatusPage } from '../StatusPage';
import { useStores } from '../../stores';

const Times = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

/** How often the maintenance page asks whether the works are over (it then goes home, GUARD-011). */
export const MAINTENANCE_RECHECK_MS = 30_000;

/**
 * ROUTE-057..059: the start and finish of the works and the "server is down from X until Y" message, in
 * Russian for az, kk, uk, ru and in English otherwise (DECISIONS 9, I18N-006).
 */
export function MaintenancePage() {
  const stores = useStores();
  const { i18n } = useTranslation();
  const { lng } = usePage();
  const textLng = maintenanceTextLanguage(lng);
  const t = i18n.getFixedT(textLng);
  const { maintenance } = useSnapshot(useStores().site);
  const [checking, setChecking] = useState(false);
  const [, setLoaded] = useState(0);

  // The maintenance language's strings may not be loaded yet (a Kazakh page speaks Russian here).
  useEffect(() => {
    void loadLanguage(textLng).then(() => setLoaded((count) => count + 1));
  }, [textLng]);

  useEffect(() => {
    const timer = window.setInterval(() => void refreshMaintenance(stores.site), MAINTENANCE_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [stores.site]);

  const start = formatDateTime(maintenance?.startAt, textLng) ?? t('pages.maintenance.unknown');
  const finish = formatDateTime(maintenance?.finishAt, textLng) ?? t('pages.maintenance.unknown');
  return (
    <div lang={textLng}>
      <StatusPage
        testId="maintenance-page"
        heading={t('pages.maintenance.heading')}
        body={<Text tone="muted">{t('pages.maintenance.body', { start, finish })}</Text>}
      >
        <Times>
          <dt>{t('pages.maintenance.start')}</dt>
          <dd>{start}</dd>
          <dt>{t('pages.maintenance.finish')}</dt>
          <dd>{finish}</dd>
        </Times>
        <div>
          <Button
            variant="secondary"
            loading={checking}
            onClick={() => {
              setChecking(true);
              void refreshMaintenance(stores.site).finally(() => setChecking(false));
            }}
          >
            {t('pages.maintenance.check')}
          </Button>
        </div>
      </StatusPage>
    </div>
  );
}
