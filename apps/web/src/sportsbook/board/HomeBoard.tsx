import { lazy, Suspense, use, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { EmptyState, Heading, Inline, Skeleton, Stack } from '@betline/ui';
import { fetchSports, fetchTop } from '../../api/sportsbook';
import type { SportsGame } from '../../api/types';
import { bettingTextsReady } from '../../i18n';
import { usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { BettingFrame } from './BettingFrame';
import { ianaZone, useNames, useRemote, useSportName } from './hooks';
import { boardPath, gamePath, menuSectionOf, toEvent, type MenuSection } from './model';
import { LiveEventRow, useBoardPush, useRowDisplay, useSelectedIds, useToggleOutcome } from './wiring';
import { ChipList } from './parts';

/** The accumulators of the day: their own chunk, below the top events. */
const Accumulators = lazy(() => import('./Accumulators'));

/** Casino picks and promotions: their own chunk, after the sportsbook has drawn. */
const HomeShowcase = lazy(() => import('./HomeShowcase'));

const SportLinks = styled(ChipList)`
  a {
    display: inline-flex;
    gap: ${vars.space[2]};
    align-items: center;
    min-height: ${vars.size.control.md};
    padding: ${vars.space[1]} ${vars.space[3]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    border-radius: ${vars.radius.full};
    color: ${vars.fgColor.default};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
  }

  a:hover {
    background: ${vars.bgColor.hover};
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Count = styled.span`
  color: ${vars.fgColor.muted};
  font-variant-numeric: tabular-nums;
`;

const Rows = styled.div`
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;

/**
 * A short list of games as board rows (the home page's top events, an esports discipline): prices that follow the
 * live store, a tap puts one in the slip, the row opens the game. The page subscribes to the push channel. It lives
 * in the home board's chunk: the pages that show it load that chunk, and the home page no extra one.
 */
export function GameRows({
  games,
  receivedAt,
  lng,
  kind,
  hrefOf,
}: {
  games: readonly SportsGame[];
  receivedAt: number;
  lng: string;
  /** The menu section of the games' sport (their pages' paths name it). */
  kind?: MenuSection;
  /** A game's address when its page lives elsewhere (an esports section); the betting game page by default. */
  hrefOf?: (game: SportsGame) => string;
}) {
  const names = useNames();
  const navigate = useNavigate();
  const { coefViewId, timeZone, appViewType } = usePreferences();
  const view = appViewType === 1 ? 'asian' : 'european';
  const selectedIds = useSelectedIds();
  const onToggle = useToggleOutcome(games);
  const pathOf = useCallback(
    (game: SportsGame) => (hrefOf ? hrefOf(game) : gamePath(lng, game, kind)),
    [hrefOf, lng, kind],
  );
  const onOpen = useCallback((game: SportsGame) => void navigate(pathOf(game)), [navigate, pathOf]);
  const display = useRowDisplay();
  // Made once per answer: the memoised rows then re-render only for their own live data or the selection.
  const events = useMemo(
    () => games.map((game) => toEvent(game, names, receivedAt, false, view)),
    [games, names, receivedAt, view],
  );
  return (
    <Rows>
      {games.map((game, i) => (
        <LiveEventRow
          key={game.gameId}
          game={game}
          event={events[i]!}
          coefViewId={coefViewId}
          timeZone={ianaZone(timeZone)}
          selectedIds={selectedIds}
          onToggle={onToggle}
          onOpen={onOpen}
          href={pathOf(game)}
          display={display}
        />
      ))}
    </Rows>
  );
}

/** Holds the board's place (a screen high) until its data is in. */
const Pending = styled.div`
  min-height: 100vh;
`;

const MoreLink = styled(Link)`
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The home page's sportsbook (its own chunk, loaded after the first paint): top live and top line events
 * with live prices, the sports with their counts, and the coupon slip.
 */
export default function HomeBoard({ lng }: { lng: string }) {
  use(bettingTextsReady(lng));
  const { t } = useTranslation('betting');
  const { coefViewId } = usePreferences();
  const sportName = useSportName();
  const live = useRemote(
    (signal) => fetchTop({ section: 'live', limit: 8, coefViewId, signal }),
    `top:live:${coefViewId}`,
  );
  const line = useRemote(
    (signal) => fetchTop({ section: 'line', limit: 10, coefViewId, signal }),
    `top:line:${coefViewId}`,
  );
  const sports = useRemote((signal) => fetchSports({ signal }), 'sports');
  const shown = useMemo(
    () => [...(live.data?.games ?? []), ...(line.data?.games ?? [])],
    [live.data, line.data],
  );
  const reload = () => {
    live.reload();
    line.reload();
  };
  useBoardPush({
    lists: [{ section: 'live' }],
    gameIds: shown.map((game) => game.gameId),
    games: shown.length > 0 ? shown : undefined,
    since: Math.min(live.sentMark, line.sentMark),
    reload,
  });
  // Everything appears at once, when the three answers are in: rows never push each other down (CLS).
  const settled = [live, line, sports].every(
    (remote) => remote.data !== undefined || remote.status === 'error',
  );
  if (!settled) return <Pending role="status" aria-busy="true" aria-label={t('board.loading')} />;
  const skeleton = (
    <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} $height={vars.size.control.lg} />
      ))}
    </Stack>
  );
  return (
    <BettingFrame>
      <Stack gap={8}>
        <section aria-labelledby="home-top-live">
          <Stack gap={3}>
            <Inline gap={3} align="center" justify="between" wrap>
              <Heading level={2} size="lg" id="home-top-live">
                {t('board.topLive')}
              </Heading>
              <ConnectionStatus />
            </Inline>
            {live.data === undefined ? (
              skeleton
            ) : live.data.games.length === 0 ? (
              <EmptyState title={t('board.emptyLive')} />
            ) : (
              <GameRows games={live.data.games} receivedAt={live.receivedAt} lng={lng} />
            )}
            <MoreLink to={boardPath(lng, { section: 'live' })}>{t('board.allLive')}</MoreLink>
          </Stack>
        </section>
        <section aria-labelledby="home-top-line">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="home-top-line">
              {t('board.topLine')}
            </Heading>
            {line.data === undefined ? (
              skeleton
            ) : line.data.games.length === 0 ? (
              <EmptyState title={t('board.empty')} />
            ) : (
              <GameRows games={line.data.games} receivedAt={line.receivedAt} lng={lng} />
            )}
            <MoreLink to={boardPath(lng, { section: 'line' })}>{t('board.allLine')}</MoreLink>
          </Stack>
        </section>
        <Suspense fallback={null}>
          <Accumulators lng={lng} />
        </Suspense>
        <nav aria-labelledby="home-sports">
          <Stack gap={3}>
            <Heading level={2} size="lg" id="home-sports">
              {t('board.sportsNav')}
            </Heading>
            <SportLinks>
              {(sports.data?.sports ?? [])
                .filter((sport) => sport.lineCount + sport.liveCount > 0)
                .map((sport) => (
                  <li key={sport.sportId}>
                    <Link
                      to={boardPath(lng, {
                        section: 'line',
                        kind: menuSectionOf(sport),
                        sport: { id: sport.sportId, name: sport.nameEng },
                      })}
                    >
                      {sportName(sport)}
                      <Count>{sport.lineCount + sport.liveCount}</Count>
                    </Link>
                  </li>
                ))}
            </SportLinks>
          </Stack>
        </nav>
        <Suspense fallback={null}>
          <HomeShowcase lng={lng} />
        </Suspense>
      </Stack>
    </BettingFrame>
  );
}
