import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slugify } from '@betline/core';
import type { GamesResponse, SportsGame, SportsMarket } from '../../api/types';
import type { Names } from './model';
import { marketName, namesSides, outcomeName } from './outcomeName';
import { useLive } from '../push/usePush';
import { useRemote as useLoad } from '../../lib/useRemote';
import { useHandedAnswer } from '../../lib/handover';

/** How each sport of the feed names its periods (by the feed's sport id). */
const PERIOD_KIND: Readonly<Record<number, 'half' | 'quarter' | 'set' | 'period' | 'map'>> = {
  1: 'half',
  2: 'period',
  3: 'quarter',
  4: 'set',
  6: 'set',
  10: 'set',
  66: 'period',
  40: 'map',
  41: 'map',
  42: 'map',
  80: 'half',
  81: 'set',
};

/** The feed's English names in the page's language (markets, outcomes, periods); teams keep their names. */
export function useNames(): Names {
  const { t, i18n } = useTranslation('betting');
  return useMemo<Names>(() => {
    // A page of games names the same few markets and outcomes thousands of times: each name is looked up once
    // per language (this memo is made again when the language changes).
    const markets = new Map<string, string>();
    const outcomes = new Map<string, string>();
    return {
      market: (nameEng) => {
        let name = markets.get(nameEng);
        if (name === undefined) {
          name = marketName(t, i18n, nameEng);
          markets.set(nameEng, name);
        }
        return name;
      },
      short: (nameEng) => {
        const total = /^(Over|Under) (.+)$/.exec(nameEng);
        if (!total) return nameEng;
        return t(total[1] === 'Over' ? 'board.outcomes.overShort' : 'board.outcomes.underShort', {
          line: total[2],
        });
      },
      outcome: (outcome: SportsMarket, game: SportsGame) => {
        const name = outcome.nameEng;
        // A side's name (a team, "Home by 2") is the game's own; the rest is looked up once per language.
        if (namesSides(name))
          return outcomeName(t, name, {
            home: game.firstOpponent?.nameEng ?? '',
            away: game.secondOpponent?.nameEng ?? '',
          });
        let named = outcomes.get(name);
        if (named === undefined) {
          named = outcomeName(t, name);
          outcomes.set(name, named);
        }
        return named;
      },
      period: (game: SportsGame) => {
        if (!game.isLive || game.period < 1) return undefined;
        const kind = PERIOD_KIND[game.sportId] ?? 'period';
        if (kind === 'half')
          return t(game.period === 1 ? 'board.periods.half_one' : 'board.periods.half_two');
        return t(`board.periods.${kind}`, { n: game.period });
      },
    };
  }, [t, i18n]);
}

/** A sport's name in the page's language (by the feed's slug), else the feed's English name. */
export function useSportName(): (sport: { slug?: string; nameEng: string }) => string {
  const { t, i18n } = useTranslation('betting');
  return useCallback(
    (sport) => {
      // The feed's slug of the sport's English name when the caller has only the name (a game's sportNameEng).
      const key = `board.sports.${sport.slug ?? slugify(sport.nameEng)}`;
      return i18n.exists(key, { ns: 'betting' }) ? t(key as 'board.sports.football') : sport.nameEng;
    },
    [t, i18n],
  );
}

/** `sentMark`: the live store's mark taken just before the request that gave `data` was sent. */
export type { Remote } from '../../lib/useRemote';

/**
 * Loads data for a board page (lib/useRemote) with the live store's mark taken before each request, so that a
 * socket update newer than the answer is kept.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const live = useLive();
  // A board's data is its page's content: the server renders with it and hands it over (lib/handover).
  return useLoad(load, key, live.mark, { handOver: true });
}

/**
 * The player's UTC offset (hours, SPEC §3 timeZone) as a zone for the kit's times: an IANA zone for whole hours
 * (`Etc/GMT-3` is UTC+3: the sign is inverted by the standard), a fixed offset (`+05:30`) for offsets with
 * minutes (the kit reads those itself); never the runtime's own zone, which differs between the server and the
 * player's browser.
 */
export function ianaZone(offsetHours: number): string {
  if (Number.isInteger(offsetHours) && offsetHours >= -12 && offsetHours <= 14)
    return offsetHours === 0 ? 'UTC' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;
  const minutes = Math.round(Math.abs(offsetHours) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${offsetHours < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Games of a board per request: the first screen's worth first, the rest as the list scrolls towards its end. */
export const BOARD_PAGE_SIZE = 50;

export interface PagedGames {
  status: 'loading' | 'ready' | 'error';
  games: SportsGame[] | undefined;
  total: number;
  receivedAt: number;
  /** Loads the next page (ignored while a page is loading or when every game is in). */
  loadMore: () => void;
  reload: () => void;
}

/**
 * A board's games, a page at a time (`load(offset, limit, signal)`). Each page's games are seeded into the live
 * store with the mark taken when that page was requested, so a socket update newer than the answer is kept.
 */
export function usePagedGames(
  load: (offset: number, limit: number, signal: AbortSignal) => Promise<GamesResponse>,
  key: string,
): PagedGames {
  // The first page is the board's content: the server renders with it and hands it over (lib/handover).
  const handed = useHandedAnswer(key, (signal) => load(0, BOARD_PAGE_SIZE, signal), true);
  const [state, setState] = useState<{
    key: string;
    status: 'loading' | 'ready' | 'error';
    games: SportsGame[] | undefined;
    total: number;
    receivedAt: number;
  }>(() =>
    handed === undefined
      ? { key, status: 'loading', games: undefined, total: 0, receivedAt: 0 }
      : { key, status: 'ready', games: handed.games, total: handed.total, receivedAt: Date.now() },
  );
  // The handed page stands for the first request; its prices seed the live store once the page is in.
  const handedFirst = useRef(handed);
  const live = useLive();
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const busy = useRef(false);
  const controller = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (offset: number, replace: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      busy.current = true;
      const since = live.mark();
      loadRef.current(offset, BOARD_PAGE_SIZE, abort.signal).then(
        (answer) => {
          if (abort.signal.aborted) return;
          busy.current = false;
          live.seed(answer.games, { since });
          const receivedAt = Date.now();
          // A transition: the rows of a page render in slices (lib/useRemote).
          startTransition(() =>
            setState((prev) => {
              const kept = replace ? [] : (prev.games ?? []);
              const known = new Set(kept.map((game) => game.gameId));
              return {
                key: prev.key,
                status: 'ready',
                games: [...kept, ...answer.games.filter((game) => !known.has(game.gameId))],
                total: answer.total,
                receivedAt,
              };
            }),
          );
        },
        () => {
          if (abort.signal.aborted) return;
          busy.current = false;
          setState((prev) => ({ ...prev, status: 'error' }));
        },
      );
    },
    [live],
  );

  useEffect(() => {
    const first = handedFirst.current;
    if (first !== undefined) {
      handedFirst.current = undefined;
      live.seed(first.games, { since: live.mark() });
      return undefined;
    }
    // At once: another key must not show the last answer as its own. On the first request the state is already
    // this one: no render.
    setState((prev) =>
      prev.key === key
        ? prev.status === 'loading'
          ? prev
          : { ...prev, status: 'loading' }
        : { key, status: 'loading', games: undefined, total: 0, receivedAt: 0 },
    );
    fetchPage(0, true);
    return () => controller.current?.abort();
  }, [key, attempt, fetchPage, live]);

  const loaded = state.games?.length ?? 0;
  const loadMore = useCallback(() => {
    if (busy.current || state.games === undefined || loaded >= state.total) return;
    fetchPage(loaded, false);
  }, [fetchPage, loaded, state.games, state.total]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status: state.status,
    games: state.key === key ? state.games : undefined,
    total: state.total,
    receivedAt: state.receivedAt,
    loadMore,
    reload,
  };
}
