/**
 * What other modules may know of a player, read from identity's own table inside the caller's transaction
 * (PGlite runs one transaction at a time, so a read outside it would wait for it). The composition root hands
 * these functions to the modules that need them; no other module reads identity's tables.
 */
import { currencyOf, type BanState } from '@betline/core';
import { eq, gt, and, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { player, serverSecret } from './tables';

/** The wallet's view of a player: the registration currency and the first-deposit bonus choice. */
export interface WalletProfile {
  currencyId: number;
  /** first_deposit_bonus_choice (REG-003): 0 decline, 1 sports, 2 casino; null not asked. */
  firstDepositBonusChoice: number | null;
}

export async function walletProfile(playerId: number, run: Executor): Promise<WalletProfile | undefined> {
  const [row] = await run
    .select({ currencyId: player.currencyId, firstDepositBonusChoice: player.firstDepositBonusChoice })
    .from(player)
    .where(eq(player.id, playerId));
  return row;
}

/** What a promotion's eligibility asks of a player: when they registered, their country and currency. */
export interface PromotionProfile {
  createdAt: Date;
  /** The phone-country id (`country_id`). */
  countryId: number;
  currencyId: number;
}

export async function promotionProfile(
  playerId: number,
  run: Executor,
): Promise<PromotionProfile | undefined> {
  const [row] = await run
    .select({ createdAt: player.createdAt, countryId: player.countryId, currencyId: player.currencyId })
    .from(player)
    .where(eq(player.id, playerId));
  return row;
}

/** The logins of the players (for lists that show them, masked or not). */
export async function loginsOf(run: Executor, playerIds: readonly number[]): Promise<Map<number, string>> {
  if (playerIds.length === 0) return new Map();
  const rows = await run
    .select({ id: player.id, login: player.login })
    .from(player)
    .where(inArray(player.id, [...playerIds]));
  return new Map(rows.map((r) => [r.id, r.login]));
}

/** The ISO code of the player's registration currency; throws for an unknown player or currency. */
export async function currencyIsoOf(playerId: number, run: Executor): Promise<string> {
  const profile = await walletProfile(playerId, run);
  if (!profile) throw new Error(`Player ${playerId} not found`);
  return currencyOf(profile.currencyId).iso;
}

/** The bans of those of `playerIds` who are banned (GUARD-016: a ban level above 0). */
export async function bansOf(run: Executor, playerIds: readonly number[]): Promise<Map<number, BanState>> {
  if (playerIds.length === 0) return new Map();
  const rows = await run
    .select({ id: player.id, banLevel: player.banLevel, banVersion: player.banVersion })
    .from(player)
    .where(and(inArray(player.id, [...playerIds]), gt(player.banLevel, 0)));
  return new Map(rows.map((r) => [r.id, { banLevel: r.banLevel, banVersion: r.banVersion }]));
}

/**
 * This site's id: generated once and stored, so every process on this database shares it, and another
 * database (another site, a test's database) has another. Counters kept outside the database (Redis) are
 * namespaced by it: player ids repeat from one database to the next.
 */
export async function siteId(run: Executor): Promise<string> {
  await run
    .insert(serverSecret)
    .values({ name: 'site-id', value: randomBytes(9).toString('base64url') })
    .onConflictDoNothing({ target: serverSecret.name });
  const [row] = await run.select().from(serverSecret).where(eq(serverSecret.name, 'site-id'));
  if (!row) throw new Error('the site id could not be stored');
  return row.value;
}

/** A converted main account (wallet/convert.ts): the player's own currency becomes the new account's. */
export async function setPlayerCurrency(playerId: number, currencyId: number, run: Executor): Promise<void> {
  await run.update(player).set({ currencyId }).where(eq(player.id, playerId));
}
