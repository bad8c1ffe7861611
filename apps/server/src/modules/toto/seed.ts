/**
 * Demo toto coupons (docs/adr/0050-toto.md): where the demo runs, each demo player with money fills one coupon of
 * every open draw, placed the way any player's is (through `place`: the money path, protection, the pool). Its
 * picks follow the feed's prices: each match's favourite, and the two likeliest results in the three closest
 * matches (eight variants), at twice the smallest stake.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { SELECTION_TYPE } from '@betline/core';
import type { TotoPick } from '@betline/contracts';
import type { Db } from '../../db/client';
import type { Game } from '../feed/engine';
import type { FeedService } from '../feed/service';
import { WALLET_DEMO_PLAYERS } from '../wallet/seed';
import { minVariantStake } from './rules';
import type { Toto } from './service';
import { totoCoupon, totoDraw } from './tables';

const PICK_OF: Readonly<Record<number, TotoPick>> = {
  [SELECTION_TYPE.W1]: '1',
  [SELECTION_TYPE.X]: 'X',
  [SELECTION_TYPE.W2]: '2',
};

/** A match's results from likeliest to least likely, by the feed's 1X2 prices (home first without prices). */
function likeliest(game: Game | undefined): TotoPick[] {
  const prices = (game?.markets ?? [])
    .flatMap((m) => m.outcomes)
    .filter((o) => PICK_OF[o.typeId] !== undefined && o.coef !== null)
    .sort((a, b) => (a.coef ?? 0) - (b.coef ?? 0))
    .map((o) => PICK_OF[o.typeId] as TotoPick);
  const unique = [...new Set(prices)];
  return unique.length === 3 ? unique : ['1', 'X', '2'];
}

export interface TotoDemoDeps {
  db: Db;
  feed: FeedService;
  toto: Toto;
  /** A demo player by login, with the currency of their own account (the identity module). */
  demoPlayer: (login: string) => Promise<{ id: number; iso: string } | undefined>;
}

/** Fills the demo players' coupons of the open draws; answers how many it placed. */
export async function seedTotoDemo({ db, feed, toto, demoPlayer }: TotoDemoDeps): Promise<number> {
  const open = await db.select().from(totoDraw).where(eq(totoDraw.status, 'open'));
  if (open.length === 0) return 0;
  let placed = 0;
  for (const login of [WALLET_DEMO_PLAYERS.wallet.login, WALLET_DEMO_PLAYERS.bonus.login]) {
    const demo = await demoPlayer(login);
    if (demo === undefined) continue;
    const playerId = demo.id;
    const filled = await db
      .select({ drawId: totoCoupon.drawId })
      .from(totoCoupon)
      .where(
        and(
          eq(totoCoupon.playerId, playerId),
          inArray(
            totoCoupon.drawId,
            open.map((d) => d.id),
          ),
        ),
      );
    for (const draw of open) {
      if (filled.some((f) => f.drawId === draw.id)) continue;
      const games = new Map((await feed.getGames(draw.events.map((e) => e.gameId))).map((g) => [g.id, g]));
      const orders = draw.events.map((e) => likeliest(games.get(e.gameId)));
      // The three matches whose favourite is least clear get their two likeliest results.
      const margin = (game: Game | undefined) => {
        const coefs = (game?.markets ?? [])
          .flatMap((m) => m.outcomes)
          .filter((o) => PICK_OF[o.typeId] !== undefined && o.coef !== null)
          .map((o) => o.coef ?? 0)
          .sort((a, b) => a - b);
        return (coefs[1] ?? 0) - (coefs[0] ?? 0);
      };
      const doubles = new Set(
        draw.events
          .map((e, i) => ({ i, margin: margin(games.get(e.gameId)) }))
          .sort((a, b) => a.margin - b.margin)
          .slice(0, 3)
          .map((x) => x.i),
      );
      const picks = orders.map((order, i) => order.slice(0, doubles.has(i) ? 2 : 1));
      // A demo player without the money for it (or under a limit) simply has no coupon.
      const answer = await toto
        .place(playerId, {
          couponId: randomUUID(),
          drawId: draw.id,
          picks,
          variantStake: 2 * minVariantStake(demo.iso),
        })
        .catch(() => null);
      if (answer) placed += 1;
    }
  }
  return placed;
}
