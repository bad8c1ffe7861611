import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { withdrawalAllowedWhenBanned } from '@betline/core';
import { usePage } from '../../routes/handle';

import { ActionLink, Actions, StatusPage } from '../StatusPage';
import { useStores } from '../../stores';

/**
 * The fixed ban address (GUARD-018, ROUTE-060) in the blocked layout: what a banned player can still do, the
 * withdrawal only for the ban levels of DECISIONS 8 (GUARD-019).
 */
export function BanPage() {
  const { t } = useTranslation();
  const { lng } = usePage();
  const { ban } = useSnapshot(useStores().site);
  const canWithdraw =
    ban !== null && withdrawalAllowedWhenBanned({ banLevel: ban.ban_level, banVersion: ban.ban_version });
  return (
    <StatusPage testId="ban-page" heading={t('pages.ban.heading')} body={t('pages.ban.body')}>
      <Actions>
        {canWithdraw ? <ActionLink to={`/${lng}/office/deduce`}>{t('pages.ban.withdraw')}</ActionLink> : null}
        <ActionLink to={`/${lng}/information/rules/1`}>{t('pages.ban.rules')}</ActionLink>
      </Actions>
    </StatusPage>
  );
}
