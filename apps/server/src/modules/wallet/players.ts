/**
 * The wallet's view of a player: the registration currency (the main account's) and the first-deposit
 * bonus choice, read from the identity module's `player` table inside the caller's transaction (PGlite runs
 * one transaction at a time, so a read outside it would wait for it).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { player } from '../identity/tables';
import type { WalletPlayerProfile } from './service';

export async function playerProfileFromIdentity(
  playerId: number,
  tx: Db,
): Promise<WalletPlayerProfile | undefined> {
  const [row] = await tx
    .select({ currencyId: player.currencyId, firstDepositBonusChoice: player.firstDepositBonusChoice })
    .from(player)
    .where(eq(player.id, playerId));
  return row;
}
