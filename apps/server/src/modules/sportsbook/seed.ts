/**
 * Demo bets (docs/adr/0016-betting.md), written once per demo player with money (`wallet_demo`,
 * `bonus_demo`) as soon as the running feed has line games: open bets (a single, an express with its bonus,
 * a system 2 of 3) and settled ones (a single and an express on games the demo control plays to their end).
 * They are placed and settled the way any player's are: priced from the feed, staked and paid through the
 * ledger. A player who has bets already is left alone. Not part of `seedDatabase`: the feed's games exist
 * only once the simulator has scheduled them (and test databases keep their own feeds).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, ne } from 'drizzle-orm';
import { couponRequest } from './couponRequest';
import type { PlaceCouponRequest } from '@betline/contracts';
import type { Db } from '../../db/client';
import type { Game, Outcome } from '../feed/engine';
import type { FeedService } from '../feed/service';
import { feedGame } from '../feed/tables';
import { player } from '../identity/tables';
import { WALLET_DEMO_PLAYERS } from '../wallet/seed';
import type { Betting } from './bets';
import type { Settlement } from './settlement';
import { betCoupon } from './tables';

/** Stakes of the demo bets per player, minor units of the player's currency. */
const DEMO_STAKE: Record<string, number> = { wallet_demo: 500, bonus_demo: 2_000 };

function homeWin(game: Game): Outcome | undefined {
  for (const m of game.markets)
    for (const o of m.outcomes)
      if ((o.typeId === 1 || o.typeId === 401) && o.coef !== null && o.coef >= 1100 && o.coef < 4000)
        return o;
  return undefined;
}

function payload(
  picks: { game: Game; outcome: Outcome }[],
  over: Partial<PlaceCouponRequest>,
): PlaceCouponRequest {
  return couponRequest(
    `demo-${randomUUID()}`,
    picks.map((p) => ({
      outcomeId: p.outcome.id,
      gameId: p.game.id,
      coef: (p.outcome.coef as number) / 1000,
    })),
    over,
  );
}

export interface BettingDemoDeps {
  db: Db;
  feed: FeedService;
  betting: Betting;
  settlement: Settlement;
}

/** Places the demo bets; false while the feed has too few line games yet (try again later). */
export async function seedBettingDemo({ db, feed, betting, settlement }: BettingDemoDeps): Promise<boolean> {
  const logins = [WALLET_DEMO_PLAYERS.wallet.login, WALLET_DEMO_PLAYERS.bonus.login];
  const players = [];
  for (const login of logins) {
    const [row] = await db.select({ id: player.id }).from(player).where(eq(player.login, login));
    if (!row) continue;
    const [bet] = await db
      .select({ id: betCoupon.id })
      .from(betCoupon)
      .where(eq(betCoupon.playerId, row.id))
      .limit(1);
    if (!bet) players.push({ id: row.id, stake: DEMO_STAKE[login] ?? 1_000 });
  }
  if (players.length === 0) return true;
  const rows = await db
    .select({ game: feedGame.game })
    .from(feedGame)
    .where(
      and(
        eq(feedGame.status, 'line'),
        isNotNull(feedGame.homeTeamId),
        ne(feedGame.sportId, 2999),
        gt(feedGame.startAt, new Date(feed.now() + 3_600_000)),
      ),
    )
    .orderBy(asc(feedGame.startAt))
    .limit(60);
  const picks = rows.flatMap((r) => {
    const outcome = homeWin(r.game);
    return outcome ? [{ game: r.game, outcome }] : [];
  });
  if (picks.length < 8 * players.length) return false;
  let next = 0;
  const take = () => picks[next++] as { game: Game; outcome: Outcome };
  for (const p of players) {
    const settled = [take(), take(), take()];
    await betting.place(p.id, payload([settled[0]!], { amount: p.stake }));
    await betting.place(p.id, payload([settled[1]!, settled[2]!], { typeId: 1, amount: p.stake }));
    await betting.place(p.id, payload([take()], { amount: p.stake }));
    await betting.place(p.id, payload([take(), take(), take()], { typeId: 1, amount: p.stake }));
    await betting.place(p.id, payload([take(), take(), take()], { typeId: 2, amount: p.stake * 3 }));
    for (const s of settled) {
      await feed.finish(s.game.id);
      await settlement.settleGame(s.game.id);
    }
  }
  return true;
}
