import {
  createElement,
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { getVersion, subscribe, useSnapshot } from 'valtio';
import type { CoefViewId } from '@betline/core';
import {
  EventRow,
  MarketGroup,
  Scoreboard,
  type EventData,
  type LiveState,
  type MarketData,
  type OutcomeData,
} from '@betline/ui';
import type { PushList, SportsGame, SportsMarket } from '../../api/types';
import { loadCouponStore } from '../../stores/couponSelection';
import {
  gameProxy,
  priceProxy,
  pushFreshness,
  seedFromGames,
  type LiveGameState,
  type LivePriceState,
} from '../push/store';
import { usePushResetCount, usePushSubscription } from '../push/usePush';
import { useNames } from './hooks';
import { indexOutcomes, type Names } from './model';
import { useStores } from '../../stores';

/**
 * Where the board meets the push channel and the coupon: pages subscribe to what they show and seed the live
 * store with their REST answers; rows overlay their REST data with the live prices, clock and score (each row
 * reads only its own outcomes' proxies, so a price change re-renders one row); a price click goes to the
 * coupon store with the price the player saw.
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
export function toggleOutcome(entry: OutcomeEntry, names?: Names): void {
  if (entry === undefined) return;
  const price = priceProxy(entry.market.id);
  const live = gameProxy(entry.game.gameId);
  const market: SportsMarket = price.known
    ? {
        ...entry.market,
        coefThousandths: price.thousandths,
        coef: price.thousandths === null ? null : price.thousandths / 1000,
      }
    : entry.market;
  const game: SportsGame = live.known
    ? {
        ...entry.game,
        isSuspended: live.suspended,
        isLive: live.status === 'live',
        isFinished: live.status === 'finished',
      }
    : entry.game;
  // The coupon store (and its engine) is its own chunk, usually loaded already after the board's first paint.
  const options = names ? { names: betNamesOf(market, game, names) } : {};
  void loadCouponStore().then((coupon) => coupon.toggleSelection(market, game, options));
}

/**
 * The board's price click, one callback for every row of a page (stable while the page's games and names
 * stay, so that the memoised rows do not re-render when something else on the page changes).
 */
export function useToggleOutcome(games: readonly SportsGame[] | undefined): (outcome: OutcomeData) => void {
  const names = useNames();
  const outcomes = useMemo(() => indexOutcomes(games ?? []), [games]);
  return useCallback(
    (outcome: OutcomeData) => toggleOutcome(outcomes.get(outcome.id), names),
    [outcomes, names],
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
  usePushSubscription({ lists: lists ? [...lists] : undefined, gameIds: gameIds ? [...gameIds] : undefined });
  useEffect(() => {
    if (games !== undefined) seedFromGames(games, since === undefined ? {} : { since });
  }, [games, since]);
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

/** A number that changes whenever one of the proxies does (valtio's versions, summed). */
function versionOf(proxies: readonly object[]): number {
  return proxies.reduce<number>((sum, each) => sum + (getVersion(each) ?? 0), 0);
}

/**
 * Re-renders when any of the given proxies changes (valtio `subscribe`). The re-render is a transition: when a
 * whole page of rows moves at once (the REST answer seeds the live store, a burst of pushed prices), React renders
 * the rows in slices and lets the browser answer a tap in between, instead of one long synchronous render
 * (`useSyncExternalStore` is always synchronous). A row may show a price one slice older than its neighbour's;
 * the next slice brings it level.
 */
function useProxiesVersion(proxies: readonly object[]): void {
  const [, setVersion] = useState(0);
  // What the render saw: a change between the render and the subscription below is caught there.
  const seen = versionOf(proxies);
  const seenRef = useRef(seen);
  seenRef.current = seen;
  useEffect(() => {
    const bump = () => startTransition(() => setVersion((n) => n + 1));
    const stops = proxies.map((each) => subscribe(each, bump));
    const now = versionOf(proxies);
    if (now !== seenRef.current) bump();
    return () => stops.forEach((stop) => stop());
  }, [proxies]);
}

function overlayOutcome(
  outcome: OutcomeData,
  price: LivePriceState,
  suspended: boolean,
  finished: boolean,
  validFrom: number,
): OutcomeData {
  if (!price.known)
    return suspended && outcome.status === 'open' ? { ...outcome, status: 'suspended' } : outcome;
  const coef = price.thousandths === null ? null : price.thousandths / 1000;
  const status = finished ? 'locked' : suspended ? 'suspended' : coef === null ? 'locked' : 'open';
  const stale = price.confirmedEpoch < validFrom;
  return { ...outcome, coef, status, ...(stale ? { stale: true } : {}) };
}

/**
 * The event's REST data with the live store laid over it: every outcome's price and state, the stale marker,
 * and the live game's score, clock and period.
 */
export function useLiveEvent(event: EventData, game: SportsGame): EventData {
  const names = useNames();
  const ids = useMemo(() => outcomeIdsOf(event), [event]);
  const proxies = useMemo(
    () => [pushFreshness, gameProxy(game.gameId), ...ids.map((id) => priceProxy(id))],
    [game.gameId, ids],
  );
  useProxiesVersion(proxies);
  const validFrom = pushFreshness.validFrom;
  const live: LiveGameState = gameProxy(game.gameId);
  const suspended = live.known ? live.suspended : game.isSuspended;
  const finished = live.known ? live.status === 'finished' : game.isFinished;
  const price = (id: string) => priceProxy(Number(id));
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
  if (live.known && live.status === 'live') {
    liveState = {
      score: [live.score[0], live.score[1]],
      clockSec: live.clockSec,
      clockAt: live.clockAt,
      running: !live.suspended,
      period: names.period({ ...game, isLive: true, period: live.period }),
      periodScores: event.live?.periodScores ?? [],
    };
  } else if (live.known && live.status !== 'live') {
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
}: LiveRowProps) {
  const live = useLiveEvent(event, game);
  return createElement(EventRow, {
    event: live,
    coefViewId,
    selectedIds,
    ...(timeZone !== undefined ? { timeZone } : {}),
    onToggle,
    ...(onOpen ? { onOpen: () => onOpen(game) } : {}),
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
}: {
  event: EventData;
  game: SportsGame;
  coefViewId: CoefViewId;
  selectedIds: ReadonlySet<string>;
  onToggle: (outcome: OutcomeData) => void;
}) {
  const live = useLiveEvent(event, game);
  const eventName = `${live.home} — ${live.away}`;
  return createElement(
    'div',
    null,
    live.markets.map((market) =>
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
