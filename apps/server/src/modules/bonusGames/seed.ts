/**
 * Demo data of the bonus games: the `demo` player holds a pass of three free plays of each game, a unit of 100
 * in the player's currency, valid for a year from the first start. Written once (the passes' keys).
 */
import { BONUS_GAMES } from '@betline/contracts';
import { currencyOf, paymentUnitsToMinor } from '@betline/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { player } from '../identity/tables';
import { bonusGamePass } from './tables';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function seedBonusGames(db: Db, now: number = Date.now()): Promise<void> {
  const [demo] = await db
    .select({ id: player.id, currencyId: player.currencyId })
    .from(player)
    .where(eq(sql`lower(${player.login})`, 'demo'));
  if (!demo) return;
  const unit = paymentUnitsToMinor(100, currencyOf(demo.currencyId).iso);
  await db
    .insert(bonusGamePass)
    .values(
      BONUS_GAMES.map((game) => ({
        playerId: demo.id,
        game,
        plays: 3,
        unit,
        currencyId: demo.currencyId,
        source: 'demo',
        grantKey: `demo:${demo.id}:${game}`,
        grantedAt: new Date(now),
        expiresAt: new Date(now + YEAR_MS),
      })),
    )
    .onConflictDoNothing();
}
