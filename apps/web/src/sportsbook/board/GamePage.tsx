import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Breadcrumbs,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  SearchField,
  Skeleton,
  Stack,
  Text,
} from '@betline/ui';
import { champTablePath, teamPath, type NamedId } from '@betline/core';
import { RouterLink } from '../../lib/RouterLink';
import { fetchGame } from '../../api/sportsbook';
import { usePage } from '../../routes/handle';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { FavouriteStar } from '../favourites/FavouriteStar';
import { BettingFrame } from './BettingFrame';
import { useNames, useRemote, useSportName } from './hooks';
import { boardPath, champLabel, idOf, toEvent } from './model';
import { LiveMarkets, LiveScoreboard, useBoardPush, useSelectedIds, useToggleOutcome } from './wiring';

/** The match centre (tracker, statistics, timeline, form): its own chunk, after the game and its markets. */
const MatchCentre = lazy(() => import('../centre/MatchCentre'));

/** Keeps the centre's place while its chunk loads, so the markets below it do not jump. */
const CentrePlaceholder = styled.div`
  min-height: calc(${vars.size.control.lg} * 6);
`;

const Back = styled(Link)`
  color: ${vars.fgColor.accent};
  font-size: ${vars.fontSize.sm};
`;

const StatsLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
`;

/** Links to the teams' pages (form and results) and to the championship's table. */
function GameStats({
  lng,
  sport,
  champ,
  teams,
}: {
  lng: string;
  sport: NamedId;
  champ: NamedId;
  teams: readonly { teamId: number; nameEng: string }[];
}) {
  const { t } = useTranslation('betting');
  return (
    <StatsLinks aria-label={t('board.stats.nav')}>
      {teams.map((team) => (
        <RouterLink key={team.teamId} href={teamPath(lng, { id: team.teamId, name: team.nameEng })}>
          {t('board.stats.team', { team: team.nameEng })}
        </RouterLink>
      ))}
      <RouterLink href={champTablePath(lng, sport, champ)}>
        {t('board.stats.table', { champ: champ.name })}
      </RouterLink>
    </StatsLinks>
  );
}

/** More markets than this, and the page offers a field to find one by name. */
const MARKETS_TO_SEARCH = 8;

/**
 * A game's page (route `betting-game`): the scoreboard while live, every market of the game with prices that
 * follow the push channel, and the coupon slip beside it.
 */
export function GamePage({ gameId: shownId }: { gameId?: number } = {}) {
  const { t } = useTranslation('betting');
  const { params, lng } = usePage();
  const gameId = shownId ?? idOf(params.game) ?? 0;
  const section = params.section === 'live' ? 'live' : 'line';
  const prefs = usePreferences();
  const names = useNames();
  const sportName = useSportName();
  // The markets shown: those whose name holds the text the player typed (a match has 30 in football).
  const [query, setQuery] = useState('');
  const game = useRemote(
    (signal) => fetchGame({ gameId, coefViewId: prefs.coefViewId, signal }),
    `game:${gameId}:${prefs.coefViewId}`,
  );
  const games = useMemo(() => (game.data ? [game.data] : undefined), [game.data]);
  useBoardPush({ gameIds: [gameId], games, since: game.sentMark, reload: game.reload });
  const selectedIds = useSelectedIds();
  const onToggle = useToggleOutcome(games);
  const event = useMemo(
    () => (game.data ? toEvent(game.data, names, game.receivedAt, true) : undefined),
    [game.data, game.receivedAt, names],
  );
  const wanted = query.trim().toLocaleLowerCase();
  const only = useMemo(
    () =>
      wanted === '' || event === undefined
        ? undefined
        : new Set(event.markets.filter((m) => m.name.toLocaleLowerCase().includes(wanted)).map((m) => m.id)),
    [event, wanted],
  );
  const sportId = idOf(params.sport);
  const champId = idOf(params.champ);
  const back = boardPath(lng, {
    section,
    kind: (params.menuSection as 'sport') ?? 'sport',
    sport: sportId !== undefined ? { id: sportId, name: game.data?.sportNameEng ?? '' } : undefined,
    champ: champId !== undefined ? { id: champId, name: game.data?.champNameEng ?? '' } : undefined,
  });
  const notFound = game.status === 'error' && game.data === undefined;
  return (
    <BettingFrame>
      <Stack gap={4}>
        <Inline gap={3} align="center" justify="between" wrap>
          <Back to={back}>{t('board.backToList')}</Back>
          <ConnectionStatus />
        </Inline>
        {notFound ? (
          <ErrorState title={t('board.gameNotFound')} onRefresh={game.reload} />
        ) : game.data === undefined || event === undefined ? (
          <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
            <Skeleton $height={vars.size.control.lg} />
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} $height={vars.size.control.lg} />
            ))}
          </Stack>
        ) : (
          <>
            <Stack gap={1}>
              <Breadcrumbs
                label={t('board.breadcrumbs')}
                linkComponent={RouterLink}
                items={[
                  { key: 'section', href: `/${lng}/${section}`, label: t(`board.sections.${section}`) },
                  {
                    key: 'sport',
                    href: boardPath(lng, {
                      section,
                      sport: { id: game.data.sportId, name: game.data.sportNameEng },
                    }),
                    label: sportName({ nameEng: game.data.sportNameEng }),
                  },
                  {
                    key: 'champ',
                    href: boardPath(lng, {
                      section,
                      sport: { id: game.data.sportId, name: game.data.sportNameEng },
                      champ: { id: game.data.champId, name: game.data.champNameEng },
                    }),
                    label: champLabel(game.data.countryEng, game.data.champNameEng),
                  },
                  {
                    key: 'game',
                    label: game.data.firstOpponent ? `${event.home} — ${event.away}` : game.data.nameEng,
                  },
                ]}
              />
              <Inline gap={2} align="center">
                <Heading level={1} size="xl">
                  {game.data.firstOpponent ? `${event.home} — ${event.away}` : game.data.nameEng}
                </Heading>
                <FavouriteStar
                  kind="game"
                  id={game.data.gameId}
                  name={game.data.firstOpponent ? `${event.home} — ${event.away}` : game.data.nameEng}
                />
              </Inline>
              {game.data.firstOpponent && game.data.secondOpponent ? (
                <GameStats
                  lng={lng}
                  sport={{ id: game.data.sportId, name: game.data.sportNameEng }}
                  champ={{ id: game.data.champId, name: game.data.champNameEng }}
                  teams={[game.data.firstOpponent, game.data.secondOpponent]}
                />
              ) : null}
              {!game.data.isLive && !game.data.isFinished ? (
                <Text tone="muted">
                  {t('board.startsAt', {
                    time: formatPreferredDateTime(game.data.startAt, lng, prefs) ?? '',
                  })}
                </Text>
              ) : null}
            </Stack>
            <LiveScoreboard game={game.data} event={event} />
            {game.data.firstOpponent && game.data.secondOpponent && game.data.isLive ? (
              <Suspense fallback={<CentrePlaceholder aria-hidden="true" />}>
                <MatchCentre game={game.data} />
              </Suspense>
            ) : null}
            {game.data.isFinished ? (
              <EmptyState title={t('board.gameFinished')} />
            ) : (
              <>
                {game.data.markets.length > MARKETS_TO_SEARCH && (
                  <SearchField
                    label={t('board.marketSearch')}
                    value={query}
                    onChange={setQuery}
                    debounceMs={0}
                  />
                )}
                <LiveMarkets
                  game={game.data}
                  event={event}
                  coefViewId={prefs.coefViewId}
                  selectedIds={selectedIds}
                  onToggle={onToggle}
                  only={only}
                />
                {only?.size === 0 && (
                  <Text role="status" tone="muted">
                    {t('board.marketSearchNone', { query: query.trim() })}
                  </Text>
                )}
              </>
            )}
            {game.data.firstOpponent && game.data.secondOpponent && !game.data.isLive ? (
              <Suspense fallback={null}>
                <MatchCentre game={game.data} />
              </Suspense>
            ) : null}
          </>
        )}
      </Stack>
    </BettingFrame>
  );
}
