import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  EmptyState,
  ErrorState,
  EventList,
  Heading,
  Inline,
  Skeleton,
  SportMenu,
  Stack,
  Text,
  TimeFilter,
  type TimeFilterValue,
} from '@betline/ui';
import { fetchChamps, fetchGames, fetchSports } from '../../api/sportsbook';
import type { Section, SportsGame, SportsMenuItem } from '../../api/types';
import { usePage } from '../../routes/handle';
import { utcOffsetLabel, usePreferences } from '../../stores/preferences';
import { ConnectionStatus } from '../push/ConnectionStatus';
import { BettingFrame } from './BettingFrame';
import { ianaZone, useNames, usePagedGames, useRemote, useSportName } from './hooks';
import { boardPath, champLabel, gamePath, idOf, menuSectionOf, toChampionships } from './model';
import { BoardSearch } from './BoardSearch';
import { LiveEventRow, useBoardPush, useRowDisplay, useSelectedIds, useToggleOutcome } from './wiring';
import { ChipList } from './parts';

const TIME_FILTER_PARAM = 'tf';
const LINE_FILTERS: readonly TimeFilterValue[] = [0, 1, 6];
const LIVE_FILTERS: readonly TimeFilterValue[] = [0, 2, 3, 6];

const SectionLinks = styled.nav`
  display: flex;
  gap: ${vars.space[2]};
`;

const SectionLink = styled(Link)`
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.full};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;

  &[aria-current='page'] {
    background: ${vars.bgColor.accent.emphasis};
    border-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const ChampLinks = styled(ChipList)`
  a {
    display: inline-block;
    padding: ${vars.space[1]} ${vars.space[3]};
    border-radius: ${vars.radius.md};
    background: ${vars.bgColor.inset};
    color: ${vars.fgColor.default};
    font-size: ${vars.fontSize.sm};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${vars.bgColor.accent.muted};
    font-weight: ${vars.fontWeight.semibold};
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const MobileMenu = styled.details`
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.md};

  summary {
    padding: ${vars.space[2]} ${vars.space[3]};
    font-weight: ${vars.fontWeight.semibold};
    cursor: ${vars.cursor.interactive};
  }

  summary:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  @media (min-width: 1366px) {
    display: none;
  }
`;

/** Keyboard users reach the slip without tabbing through every price of the board (shown when focused). */
const SkipToSlip = styled.a`
  position: absolute;
  transform: translateY(-200%);
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-weight: ${vars.fontWeight.semibold};

  &:focus {
    position: static;
    transform: none;
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  @media (max-width: 1099px) {
    display: none;
  }
`;

const Board = styled.div`
  height: calc(100dvh - ${vars.size.layout.headerHeight} - ${vars.space[8]});
  min-height: calc(${vars.size.control.lg} * 8);
`;

function parseTimeFilter(value: string | null, allowed: readonly TimeFilterValue[]): TimeFilterValue {
  const n = Number(value ?? 0) as TimeFilterValue;
  return allowed.includes(n) ? n : 0;
}

/**
 * The line and live boards (route `betting`: `{section}/{kind?}/{sport?}/{champ?}`): the sports menu with
 * counts, the time filter, championships of the chosen sport, and every game in a virtualised list whose
 * prices follow the push channel.
 */
export function BoardPage() {
  const { t } = useTranslation('betting');
  const { params, lng } = usePage();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const section = (params.section === 'live' ? 'live' : 'line') satisfies Section;
  const filters = section === 'live' ? LIVE_FILTERS : LINE_FILTERS;
  const timeFilter = parseTimeFilter(search.get(TIME_FILTER_PARAM), filters);
  const sportId = idOf(params.sport);
  const champId = idOf(params.champ);
  // The in-page menu (narrow screens) draws its sports only while it is open.
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const { coefViewId, timeZone, toggles, appViewType } = usePreferences();
  const names = useNames();
  const sportName = useSportName();

  const sports = useRemote((signal) => fetchSports({ timeFilter, signal }), `sports:${timeFilter}`);
  const champs = useRemote(
    (signal) =>
      sportId === undefined ? Promise.resolve({ champs: [] }) : fetchChamps({ sportId, timeFilter, signal }),
    `champs:${sportId}:${timeFilter}`,
  );
  const games = usePagedGames(
    (offset, limit, signal) =>
      fetchGames({ section, sportId, champId, timeFilter, limit, offset, coefViewId, signal }),
    `games:${section}:${sportId}:${champId}:${timeFilter}:${coefViewId}`,
  );
  // Each page seeds the live store itself (usePagedGames); the push subscription follows the list.
  useBoardPush({
    lists: [{ section, ...(sportId !== undefined ? { sportId } : {}) }],
    games: undefined,
    reload: games.reload,
  });

  const menuItems = useMemo(
    () =>
      (sports.data?.sports ?? [])
        .filter((s) => (section === 'live' ? s.liveCount > 0 : s.lineCount > 0) || s.sportId === sportId)
        .map((s) => ({
          id: String(s.sportId),
          name: sportName(s),
          lineCount: s.lineCount,
          liveCount: s.liveCount,
        })),
    [sports.data, section, sportId, sportName],
  );
  const sportOf = (id: number): SportsMenuItem | undefined =>
    sports.data?.sports.find((s) => s.sportId === id);
  const currentSport = sportId !== undefined ? sportOf(sportId) : undefined;
  const onSelectSport = (id: string) => {
    const sport = sportOf(Number(id));
    if (sport === undefined) return;
    void navigate(
      boardPath(lng, {
        section,
        kind: menuSectionOf(sport),
        sport: { id: sport.sportId, name: sport.nameEng },
      }) + (timeFilter ? `?${TIME_FILTER_PARAM}=${timeFilter}` : ''),
    );
  };
  const menu = (
    <SportMenu
      sports={menuItems}
      selectedId={sportId !== undefined ? String(sportId) : undefined}
      show={section}
      onSelect={onSelectSport}
    />
  );

  const display = useRowDisplay();
  const { bestMatchesOnTop } = toggles;
  const view = appViewType === 1 ? 'asian' : 'european';
  const championships = useMemo(
    () => toChampionships(games.games ?? [], names, games.receivedAt, { topFirst: bestMatchesOnTop, view }),
    [games.games, games.receivedAt, names, bestMatchesOnTop, view],
  );
  const onToggle = useToggleOutcome(games.games);
  const gamesById = useMemo(
    () => new Map((games.games ?? []).map((game) => [String(game.gameId), game])),
    [games.games],
  );
  const selectedIds = useSelectedIds();
  const sportsList = sports.data?.sports;
  const pathOf = useCallback(
    (game: SportsGame) =>
      gamePath(lng, game, menuSectionOf(sportsList?.find((s) => s.sportId === game.sportId))),
    [lng, sportsList],
  );
  const openGame = useCallback((game: SportsGame) => void navigate(pathOf(game)), [navigate, pathOf]);
  const zone = ianaZone(timeZone);
  const currentChamp = champs.data?.champs.find((c) => c.champId === champId);
  const heading =
    currentChamp?.nameEng ?? (currentSport ? sportName(currentSport) : t(`board.sections.${section}`));

  return (
    <BettingFrame menu={menu}>
      <Stack gap={4}>
        <Inline gap={3} align="center" justify="between" wrap>
          <Heading level={1} size="xl">
            {heading}
          </Heading>
          <ConnectionStatus />
        </Inline>
        <Inline gap={3} align="center" justify="between" wrap>
          <SectionLinks aria-label={t('board.sectionsNav')}>
            {(['line', 'live'] as const).map((each) => (
              <SectionLink
                key={each}
                to={boardPath(lng, {
                  section: each,
                  kind: menuSectionOf(currentSport),
                  sport: currentSport ? { id: currentSport.sportId, name: currentSport.nameEng } : undefined,
                })}
                aria-current={each === section ? 'page' : undefined}
              >
                {t(`board.sections.${each}`)}
              </SectionLink>
            ))}
          </SectionLinks>
          <TimeFilter
            value={timeFilter}
            options={filters}
            onChange={(value) => {
              const next = new URLSearchParams(search);
              if (value === 0) next.delete(TIME_FILTER_PARAM);
              else next.set(TIME_FILTER_PARAM, String(value));
              setSearch(next, { replace: true });
            }}
          />
        </Inline>
        <BoardSearch lng={lng} />
        <MobileMenu open={mobileMenuOpen} onToggle={(event) => setMobileMenuOpen(event.currentTarget.open)}>
          <summary>
            {currentSport ? `${t('board.sportsNav')}: ${sportName(currentSport)}` : t('board.sportsNav')}
          </summary>
          {mobileMenuOpen ? menu : null}
        </MobileMenu>
        {currentSport !== undefined && (champs.data?.champs.length ?? 0) > 0 ? (
          <nav aria-label={t('board.champs')}>
            <ChampLinks>
              <li>
                <Link
                  to={boardPath(lng, {
                    section,
                    kind: menuSectionOf(currentSport),
                    sport: { id: currentSport.sportId, name: currentSport.nameEng },
                  })}
                  aria-current={champId === undefined ? 'page' : undefined}
                >
                  {t('board.allChamps')}
                </Link>
              </li>
              {champs.data?.champs
                .filter(
                  (c) => (section === 'live' ? c.liveCount > 0 : c.lineCount > 0) || c.champId === champId,
                )
                .map((c) => (
                  <li key={c.champId}>
                    <Link
                      to={boardPath(lng, {
                        section,
                        kind: menuSectionOf(currentSport),
                        sport: { id: currentSport.sportId, name: currentSport.nameEng },
                        champ: { id: c.champId, name: c.nameEng },
                      })}
                      aria-current={c.champId === champId ? 'page' : undefined}
                    >
                      {champLabel(c.countryEng, c.nameEng)}
                    </Link>
                  </li>
                ))}
            </ChampLinks>
          </nav>
        ) : null}
        {games.status === 'error' && games.games === undefined ? (
          <ErrorState title={t('board.error')} onRefresh={games.reload} />
        ) : games.games === undefined ? (
          <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} $height={vars.size.control.lg} />
            ))}
          </Stack>
        ) : games.games.length === 0 ? (
          <EmptyState title={section === 'live' ? t('board.emptyLive') : t('board.empty')} />
        ) : (
          <>
            <Text size="sm" tone="muted">
              {t('board.eventsCount', { count: games.total })} ·{' '}
              {t('board.timesIn', { zone: utcOffsetLabel(timeZone) })}
            </Text>
            <SkipToSlip href="#bet-slip">{t('board.toSlip')}</SkipToSlip>
            <Board>
              <EventList
                championships={championships}
                coefViewId={coefViewId}
                selectedIds={selectedIds}
                timeZone={zone}
                onToggle={onToggle}
                onEndReached={games.loadMore}
                onOpen={(event) => {
                  const game = gamesById.get(event.id);
                  if (game) openGame(game);
                }}
                renderEvent={(event) => {
                  const game = gamesById.get(event.id);
                  return game ? (
                    <LiveEventRow
                      event={event}
                      game={game}
                      coefViewId={coefViewId}
                      selectedIds={selectedIds}
                      timeZone={zone}
                      onToggle={onToggle}
                      onOpen={openGame}
                      href={pathOf(game)}
                      display={display}
                    />
                  ) : null;
                }}
              />
            </Board>
          </>
        )}
      </Stack>
    </BettingFrame>
  );
}
