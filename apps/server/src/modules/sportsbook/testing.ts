/** Helpers of the betting tests and the bench: funded players, games of the stored feed, coupon payloads. */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import { BETTING_PATHS, type PlaceCouponRequest } from '@betline/contracts';
import { couponRequest } from './couponRequest';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { registerAndSignIn, type SignedInPlayer } from '../../test/players';
import type { Game, Outcome } from '../feed/engine';
import { feedGame } from '../feed/tables';
import { createLedger } from '../wallet/ledger';
import { ledgerAccount } from '../wallet/tables';
import { getBalance } from '../wallet/testing';

export const RUB = 1;

export interface FundedPlayer extends SignedInPlayer {
  account: number;
}

/** A fresh signed-in player with `amount` minor units on the main account (an adjustment through the ledger). */
export async function fundedPlayer(
  app: App,
  db: Db,
  amount: number,
  currencyId = RUB,
): Promise<FundedPlayer> {
  const me = await registerAndSignIn(app, { currency_id: currencyId });
  const account = (await getBalance(app, me.headers)).active_account_id;
  if (amount > 0) {
    const ledger = createLedger(db);
    const house = await ledger.houseAccountId('adjustments', currencyId);
    await ledger.transferAlone({
      key: `test-fund:${randomUUID()}`,
      kind: 'adjustment',
      playerId: me.playerId,
      entries: [
        { accountId: house, amount: -amount },
        { accountId: account, amount },
      ],
    });
  }
  return { ...me, account };
}

export async function balanceOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
  return row?.balance ?? 0;
}

/** Stored games of a status (matches only, not long-term bets), soonest first. */
export async function storedGames(db: Db, status: 'line' | 'live'): Promise<Game[]> {
  const rows = await db
    .select({ game: feedGame.game })
    .from(feedGame)
    .where(and(eq(feedGame.status, status), isNotNull(feedGame.homeTeamId), ne(feedGame.sportId, 2999)))
    .orderBy(asc(feedGame.startAt), asc(feedGame.id));
  return rows.map((r) => r.game);
}

/** Rewrites a stored game (a test stands in for the simulator: a suspension, an odds move). */
export async function mutateGame(db: Db, gameId: number, change: (game: Game) => void): Promise<Game> {
  const [row] = await db
    .select({ game: feedGame.game, version: feedGame.version })
    .from(feedGame)
    .where(eq(feedGame.id, gameId));
  if (!row) throw new Error(`no game ${gameId}`);
  change(row.game);
  // A new version, as the simulator writes it: readers that keep parsed games see the change.
  await db
    .update(feedGame)
    .set({ game: row.game, version: row.version + 1 })
    .where(eq(feedGame.id, gameId));
  return row.game;
}

/** The first priced outcome of a type in a game (optionally with a coefficient of at least `minCoef`). */
export function outcomeOf(game: Game, typeIds: readonly number[], minCoef = 1001): Outcome | undefined {
  for (const m of game.markets)
    for (const o of m.outcomes)
      if (typeIds.includes(o.typeId) && o.coef !== null && o.coef >= minCoef) return o;
  return undefined;
}

export interface Pick {
  game: Game;
  outcome: Outcome;
  /** The coefficient the player saw (thousandths); default the current one. */
  shown?: number;
  blockId?: number | null;
}

/** A coupon as the slip sends it (SPEC §3 "coupon sent to the server"). */
export function couponPayload(
  picks: readonly Pick[],
  over: Partial<PlaceCouponRequest> = {},
): PlaceCouponRequest {
  return couponRequest(
    randomUUID(),
    picks.map((p) => ({
      outcomeId: p.outcome.id,
      gameId: p.game.id,
      coef: (p.shown ?? (p.outcome.coef as number)) / 1000,
      blockId: p.blockId ?? null,
    })),
    { amount: 10_000, changeCoefAction: 2, ...over },
  );
}

export function placeCoupon(app: App, headers: Record<string, string>, payload: unknown) {
  return app.inject({ method: 'POST', url: BETTING_PATHS.coupons, headers, payload: payload as object });
}
