import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Heading, Stack } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../pages/usePageTitle';
import { usePage } from '../../routes/handle';

/** The home page's board (its own chunk, as on the home page). */
const HomeBoard = lazy(() => import('../board/HomeBoard'));

/** Keeps the board's place while its chunk loads (CLS). */
const BoardPlaceholder = styled.div`
  min-height: 100vh;
`;

/**
 * Top events (routes `{pageType}/{pageSubType}` and its `home`): the recommended live and line events with live
 * prices, the sports with their counts and the coupon slip, under the page's own heading, with the way to build a
 * bet of one's own on these matches (bets on your terms, named by that page's title).
 */
export function TopEventsPage() {
  const { title } = usePageTitle();
  const { t } = useTranslation();
  const { lng } = usePage();
  return (
    <Stack gap={4}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <div>
        <RouterLink href={`/${lng}/betsonyour`}>{t('routes.betsonyour')}</RouterLink>
      </div>
      <Suspense fallback={<BoardPlaceholder aria-busy="true" />}>
        <HomeBoard lng={lng} />
      </Suspense>
    </Stack>
  );
}
