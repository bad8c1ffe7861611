import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Skeleton } from '@betline/ui';
import { OfficePage } from '../../player/PageShell';
import { BetHistory } from '../../player/history/BetHistory';
import { usePage } from '../../routes/handle';

const CasinoHistory = lazy(() =>
  import('../../casino/history/CasinoHistory').then((module) => ({ default: module.CasinoHistory })),
);

const Tabs = styled.nav`
  display: flex;
  gap: ${vars.space[2]};
  margin-block-end: ${vars.space[4]};

  a {
    padding: ${vars.space[2]} ${vars.space[4]};
    border-radius: ${vars.radius.full};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    color: ${vars.fgColor.default};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }
`;

/**
 * `office-history`: the game history, bets (filters kept in the query string, details, cash-out and print) and
 * casino rounds (`?tab=casino`, each verifiable once its seed is revealed), side by side.
 */
export default function Page() {
  const { lng } = usePage();
  const { t } = useTranslation('casino');
  const [search] = useSearchParams();
  const casino = search.get('tab') === 'casino';
  return (
    <OfficePage>
      <Tabs aria-label={t('history.kinds')}>
        <Link to={`/${lng}/office/history`} aria-current={casino ? undefined : 'page'}>
          {t('history.bets')}
        </Link>
        <Link to={`/${lng}/office/history?tab=casino`} aria-current={casino ? 'page' : undefined}>
          {t('history.casino')}
        </Link>
      </Tabs>
      {casino ? (
        <Suspense fallback={<Skeleton $height={vars.size.control.lg} />}>
          <CasinoHistory />
        </Suspense>
      ) : (
        <BetHistory lng={lng} />
      )}
    </OfficePage>
  );
}
