import { createElement, memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { CoefViewId } from '@betline/core';
import {
  EventRow,
  MarketGroup,
  Scoreboard,
  type EventData,
  type EventRowDisplay,
  type LiveState,
  type MarketData,
  type OutcomeData,
} from '@betline/ui';
import type { PushList, SportsGame, SportsMarket } from '../../api/types';
import { loadCouponStore } from '../../stores/couponSelection';
import type { LiveStore, LivePriceEntry } from '../push/store';
import { useLive, useLiveEntries, usePushResetCount, usePushSubscription } from '../push/usePush';
import { useNames } from './hooks';
import { indexOutcomes, type Names } from './model';
import { useStores, type Stores } from '../../stores';
import { usePreferences } from '../../stores/preferences';

/**
 * Where the board meets the push channel and the coupon: pages subscribe to what they show and seed the
 * instance's live store with their REST answers; rows overlay their REST data with the live prices, clock and
 * score (each row reads only its own game's and outcomes' entries, so a price change re-renders one row); a price
 * click goes to the coupon store with the price the player saw.
 */

type OutcomeEntry = { market: SportsMarket; game: SportsGame } | undefined;

/** The outcome ids in the coupon (the board marks them pressed). */
export function useSelectedIds(): ReadonlySet<string> {
  const { ids } = useSnapshot(useStores().couponSelection);
  return useMemo(() => new Set(ids), [ids]);
}

/** How the slip names a pick, in the page's language: "Home — Away" and "Market: outcome". */
export function betNamesOf(
  market: SportsMarket,
  game: SportsGame,
  names: Names,
): { event: string; selection: string } {
  const group = game.markets.find((each) => each.outcomes.some((outcome) => outcome.id === market.id));
  const marketName = group
    ? names.market(group.nameEng) + (group.kind === 3 && group.param !== null ? ` ${group.param}` : '')
    : '';
  const event =
    game.firstOpponent && game.secondOpponent
      ? `${game.firstOpponent.nameEng} — ${game.secondOpponent.nameEng}`
      : game.nameEng;
  const outcome = names.outcome(market, game);
  return { event, selection: marketName ? `${marketName}: ${outcome}` : outcome };
}

/** A price click: the coupon gets the feed's market with the price and suspension shown right now. */
export function toggleOutcome(stores: Stores, store: LiveStore, entry: OutcomeEntry, names?: Names): void {
  if (entry === undefined) return;
  const price = store.prices.get(entry.market.id);
  const live = store.games.get(entry.game.gameId);
  const market: SportsMarket = price
    ? {
        ...entry.market,
        coefThousandths: price.thousandths,
        coef: price.thousandths === null ? null : price.thousandths / 1000,
      }
    : entry.market;
  const game: SportsGame = live
    ? {
        ...entry.game,
        isSuspended: live.suspended,
        isLive: live.status === 'live',
        isFinished: live.status === 'finished',
      }
    : entry.game;
  // The coupon store (and its engine) is its own chunk, usually loaded already after the board's first paint.
  const options = names ? { names: betNamesOf(market, game, names) } : {};
  void loadCouponStore().then((coupon) => coupon.toggleSelection(stores, market, game, options));
}

/**
 * The board's price click, one callback for every row of a page (stable while the page's games and names
 * stay, so that the memoised rows do not re-render when something else on the page changes).
 */
export function useToggleOutcome(games: readonly SportsGame[] | undefined): (outcome: OutcomeData) => void {
  const stores = useStores();
  const names = useNames();
  const live = useLive();
  const outcomes = useMemo(() => indexOutcomes(games ?? []), [games]);
  return useCallback(
    (outcome: OutcomeData) => toggleOutcome(stores, live, outcomes.get(outcome.id), names),
    [stores, live, outcomes, names],
  );
}

/**
 * A page's push wiring: subscribes to its lists and games, seeds the live store with each REST answer
 * (`since`: the mark taken when it was requested, so newer socket updates win) and reloads the page's data
 * when the server could not replay what was missed (`reset`).
 */
export function useBoardPush(options: {
  lists?: readonly PushList[];
  gameIds?: readonly number[];
  games: readonly SportsGame[] | undefined;
  since?: number;
  reload: () => void;
}): void {
  const { lists, gameIds, games, since, reload } = options;
  const live = useLive();
  usePushSubscription({ lists: lists ? [...lists] : undefined, gameIds: gameIds ? [...gameIds] : undefined });
  useEffect(() => {
    if (games !== undefined) live.seed(games, since === undefined ? {} : { since });
  }, [live, games, since]);
  const resetCount = usePushResetCount();
  const seen = useRef(resetCount);
  const reloadRef = useRef(reload);
  reloadRef.current = reload;
  useEffect(() => {
    if (resetCount === seen.current) return;
    seen.current = resetCount;
    reloadRef.current();
  }, [resetCount]);
}

function outcomeIdsOf(event: EventData): number[] {
  const ids: number[] = [];
  for (const market of event.markets) {
    for (const outcome of market.outcomes ?? []) ids.push(Number(outcome.id));
    for (const line of market.lines ?? []) ids.push(Number(line.over.id), Number(line.under.id));
  }
  return ids;
}

function overlayOutcome(
  outcome: OutcomeData,
  price: LivePriceEntry | undefined,
  suspended: boolean,
  finished: boolean,
  validFrom: number,
): OutcomeData {
  if (price === undefined)
    return suspended && outcome.status === 'open' ? { ...outcome, status: 'suspended' } : outcome;
  const coef = price.thousandths === null ? null : price.thousandths / 1000;
  const status = finished ? 'locked' : suspended ? 'suspended' : coef === null ? 'locked' : 'open';
  const stale = price.confirmedEpoch < validFrom;
  return { ...outcome, coef, status, ...(stale ? { stale: true } : {}) };
}

/**
 * The event's REST data with the live store laid over it: every outcome's price and state, the stale marker,
 * and the live game's score, clock and period. Nothing live (the server's render, a game nobody told about
 * yet): the event as the page loaded it.
 */
export function useLiveEvent(event: EventData, game: SportsGame): EventData {
  const names = useNames();
  const ids = useMemo(() => outcomeIdsOf(event), [event]);
  const { game: live, prices, validFrom } = useLiveEntries(game.gameId, ids);
  const byId = useMemo(() => new Map(ids.map((id, i) => [id, prices[i]])), [ids, prices]);
  const suspended = live ? live.suspended : game.isSuspended;
  const finished = live ? live.status === 'finished' : game.isFinished;
  const price = (id: string) => byId.get(Number(id));
  const markets: MarketData[] = event.markets.map((market) => ({
    ...market,
    ...(market.outcomes
      ? {
          outcomes: market.outcomes.map((o) =>
            overlayOutcome(o, price(o.id), suspended, finished, validFrom),
          ),
        }
      : {}),
    ...(market.lines
      ? {
          lines: market.lines.map((line) => ({
            line: line.line,
            over: overlayOutcome(line.over, price(line.over.id), suspended, finished, validFrom),
            under: overlayOutcome(line.under, price(line.under.id), suspended, finished, validFrom),
          })),
        }
      : {}),
  }));
  let liveState: LiveState | undefined = event.live;
  if (live && live.status === 'live') {
    liveState = {
      score: [live.score[0], live.score[1]],
      clockSec: live.clockSec,
      clockAt: live.clockAt,
      running: !live.suspended,
      period: names.period({ ...game, isLive: true, period: live.period }),
      periodScores: event.live?.periodScores ?? [],
    };
  } else if (live && live.status !== 'live') {
    liveState = undefined;
  }
  const { live: _rest, ...withoutLive } = event;
  return liveState ? { ...withoutLive, markets, live: liveState } : { ...withoutLive, markets };
}

export interface LiveRowProps {
  event: EventData;
  game: SportsGame;
  coefViewId: CoefViewId;
  selectedIds: ReadonlySet<string>;
  timeZone?: string | undefined;
  /** Stable across renders (one callback for the page's rows): a row re-renders only when its own data moves. */
  onToggle: (outcome: OutcomeData) => void;
  /** Stable across renders, like `onToggle`: opens the row's game. */
  onOpen?: (game: SportsGame) => void;
  /** The game page's address: the team names link to it (a plain click still calls `onOpen`). */
  href?: string;
  /** The player's display choices (`useRowDisplay`): stable while they do not change. */
  display?: EventRowDisplay;
}

/** The board rows' display from the player's toggles (office settings, MISC-013): one object while they stay. */
export function useRowDisplay(): EventRowDisplay {
  const { toggles } = usePreferences();
  const { compactView, showGameId, detailedScore } = toggles;
  return useMemo(
    () => ({ compact: compactView, number: showGameId, periodScores: detailedScore }),
    [compactView, showGameId, detailedScore],
  );
}

/**
 * A board row that follows the push channel (the kit's EventRow over the live data). Memoised: a price change
 * elsewhere, a new page of games or the slip's selection of another game's outcome leave it alone.
 */
export const LiveEventRow = memo(function LiveEventRow({
  event,
  game,
  coefViewId,
  selectedIds,
  timeZone,
  onToggle,
  onOpen,
  href,
  display,
}: LiveRowProps) {
  const live = useLiveEvent(event, game);
  return createElement(EventRow, {
    event: live,
    coefViewId,
    selectedIds,
    ...(timeZone !== undefined ? { timeZone } : {}),
    onToggle,
    ...(onOpen ? { onOpen: () => onOpen(game) } : {}),
    ...(href !== undefined ? { href } : {}),
    ...(display !== undefined ? { display } : {}),
  });
});

/** The game page's scoreboard while the game is live (nothing before it starts or once it is over). */
export function LiveScoreboard({ event, game }: { event: EventData; game: SportsGame }) {
  const live = useLiveEvent(event, game);
  if (!live.live) return null;
  return createElement(Scoreboard, { home: live.home, away: live.away, live: live.live });
}

/** Every market of a game, live. */
export function LiveMarkets({
  event,
  game,
  coefViewId,
  selectedIds,
  onToggle,
  only,
}: {
  event: EventData;
  game: SportsGame;
  coefViewId: CoefViewId;
  selectedIds: ReadonlySet<string>;
  onToggle: (outcome: OutcomeData) => void;
  /** Only these markets (by id), when given. */
  only?: ReadonlySet<string> | undefined;
}) {
  const live = useLiveEvent(event, game);
  const eventName = `${live.home} — ${live.away}`;
  const markets = only ? live.markets.filter((m) => only.has(m.id)) : live.markets;
  return createElement(
    'div',
    null,
    markets.map((market) =>
      createElement(MarketGroup, {
        key: market.id,
        market,
        coefViewId,
        selectedIds,
        eventName,
        onToggle: (outcome: OutcomeData) => onToggle(outcome),
      }),
    ),
  );
}

export type { Names };
