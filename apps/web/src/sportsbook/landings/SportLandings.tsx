/**
 * Two landing pages of the sportsbook (ROUTE-043), on the feed's own games with live prices that go into the slip
 * like any other: `cricket-world-cup` (the cricket live and to come, and the championships' tables) and
 * `asian-showcase` (Asian handicap and totals explained, the board's Asian view switched on or off, and the next
 * football matches in the view the player chose).
 */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { vars } from '@betline/tokens';
import { champTablePath } from '@betline/core';
import { Button, ErrorState, Heading, Inline, Skeleton, Stack, Text } from '@betline/ui';
import { fetchChamps, fetchGames } from '../../api/sportsbook';
import type { Section } from '../../api/types';
import { RouterLink } from '../../lib/RouterLink';
import { usePageTitle } from '../../pages/usePageTitle';
import { useBettingTexts, useContentTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { useStores } from '../../stores';
import { preferencesOf, setPreference, usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { BettingFrame } from '../board/BettingFrame';
import { useRemote } from '../board/hooks';
import { boardPath } from '../board/model';
import { useBoardPush } from '../board/wiring';

/** The board rows of the home page's chunk (loaded as the home page loads it, so that chunk stays its own). */
const GameRows = lazy(() => import('../board/HomeBoard').then((module) => ({ default: module.GameRows })));

/** The feed's sports these pages show. */
const CRICKET = { id: 66, name: 'Cricket' };
const FOOTBALL = { id: 1, name: 'Football' };

function Loading() {
  const { t } = useTranslation('content');
  return (
    <Stack gap={2} role="status" aria-busy="true" aria-label={t('landings.loading')}>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} $height={vars.size.control.lg} />
      ))}
    </Stack>
  );
}

/** A sport's games of one section as board rows with live prices (pushed), or what to say when there are none. */
function SportGames({
  sportId,
  section,
  limit,
  empty,
}: {
  sportId: number;
  section: Section;
  limit: number;
  empty: string;
}) {
  const { t } = useTranslation('content');
  const { lng } = usePage();
  const { coefViewId } = usePreferences();
  const games = useRemote(
    (signal) => fetchGames({ section, sportId, limit, coefViewId, signal }),
    `landing:${sportId}:${section}:${limit}:${coefViewId}`,
  );
  const list = games.data?.games;
  useBoardPush({
    lists: section === 'live' ? [{ section: 'live', sportId }] : [],
    gameIds: list?.map((game) => game.gameId),
    games: list,
    since: games.sentMark,
    reload: games.reload,
  });
  if (games.status === 'error' && list === undefined)
    return <ErrorState title={t('landings.error')} onRefresh={games.reload} />;
  if (list === undefined) return <Loading />;
  if (list.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <Suspense fallback={<Loading />}>
      <GameRows games={list} receivedAt={games.receivedAt} lng={lng} />
    </Suspense>
  );
}

/** The frame both pages share: the slip beside them, the heading with the push channel's state, the intro. */
function Landing({ intro, children }: { intro: string; children: React.ReactNode }) {
  const { title } = usePageTitle();
  return (
    <BettingFrame>
      <Stack gap={5}>
        <Stack gap={2}>
          <Inline gap={3} align="center" justify="between" wrap>
            <Heading level={1} size="xl">
              {title}
            </Heading>
            <ConnectionStatus />
          </Inline>
          <Text tone="muted">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </BettingFrame>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap={3}>
      <Heading level={2} size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The cricket championships, each with a link to its table. */
function CricketChamps() {
  const { t } = useTranslation('content');
  const { lng } = usePage();
  const champs = useRemote(
    (signal) => fetchChamps({ sportId: CRICKET.id, signal }),
    `landing:champs:${CRICKET.id}`,
  );
  const list = champs.data?.champs;
  if (list === undefined) return champs.status === 'error' ? null : <Loading />;
  return (
    <Stack as="ul" gap={2}>
      {list.map((champ) => (
        <li key={champ.champId}>
          <RouterLink href={champTablePath(lng, CRICKET, { id: champ.champId, name: champ.nameEng })}>
            {t('landings.cricket.table', { champ: champ.nameEng })}
          </RouterLink>
        </li>
      ))}
      <li>
        <RouterLink href={boardPath(lng, { section: 'line', sport: CRICKET })}>
          {t('landings.cricket.allCricket')}
        </RouterLink>
      </li>
    </Stack>
  );
}

/** `cricket-world-cup`: the cricket live and to come, and the championships. */
export function CricketLanding() {
  useBettingTexts();
  useContentTexts();
  const { t } = useTranslation('content');
  return (
    <Landing intro={t('landings.cricket.intro')}>
      <Part title={t('landings.live')}>
        <SportGames sportId={CRICKET.id} section="live" limit={10} empty={t('landings.cricket.noLive')} />
      </Part>
      <Part title={t('landings.upcoming')}>
        <SportGames sportId={CRICKET.id} section="line" limit={20} empty={t('landings.cricket.noUpcoming')} />
      </Part>
      <Part title={t('landings.cricket.champs')}>
        <CricketChamps />
      </Part>
    </Landing>
  );
}

/** `asian-showcase`: Asian handicap and totals, the board's view, and the next football matches in it. */
export function AsianShowcase() {
  useBettingTexts();
  useContentTexts();
  const { t } = useTranslation('content');
  const stores = useStores();
  const { appViewType } = usePreferences();
  const asian = appViewType === 1;
  return (
    <Landing intro={t('landings.asian.intro')}>
      <Part title={t('landings.asian.how')}>
        <Stack as="ul" gap={2}>
          <li>{t('landings.asian.half')}</li>
          <li>{t('landings.asian.whole')}</li>
          <li>{t('landings.asian.quarter')}</li>
        </Stack>
      </Part>
      <Stack gap={3}>
        <Text role="status">{asian ? t('landings.asian.viewOn') : t('landings.asian.viewOff')}</Text>
        <div>
          <Button
            variant={asian ? 'secondary' : 'primary'}
            onClick={() => setPreference(preferencesOf(stores), 'appViewType', asian ? 0 : 1)}
          >
            {asian ? t('landings.asian.switchOff') : t('landings.asian.switchOn')}
          </Button>
        </div>
      </Stack>
      <Part title={t('landings.asian.football')}>
        <SportGames sportId={FOOTBALL.id} section="line" limit={15} empty={t('landings.asian.noGames')} />
      </Part>
    </Landing>
  );
}
