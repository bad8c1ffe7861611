/**
 * Granting a bonus (docs/adr/0045-bonuses-wagering.md): the credit to the player's bonus account through the
 * wallet's money path (movement kind `bonus`: player protection refuses it while the player is banned, timed
 * out or self-excluded) and the bonus's record with the terms of its kind, in the caller's transaction. The
 * ledger key of the credit is the grant's key: granting again under it answers the bonus granted first.
 * The wallet's first-deposit bonus grants through here, in the deposit's transaction.
 */
import { ACCOUNT_TYPE } from '@betline/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { MoneyPath } from '../wallet/money';
import { bonus } from './tables';
import { BONUS_TERMS, grantFigures, type BonusKind } from './terms';

export type BonusRow = typeof bonus.$inferSelect;

export interface GrantInput {
  playerId: number;
  currencyId: number;
  kind: BonusKind;
  /** Minor units, positive. */
  amount: number;
  /** The ledger key of the credit (`payment:<id>:first-deposit-bonus`, ...). */
  key: string;
  /** The player's bonus account of the currency; found or opened when not given. */
  accountId?: number;
  /** Label of a bonus account opened for it. */
  label?: string;
  meta?: Record<string, unknown>;
}

/** A grant that happened (or had happened under its key), or why it did not: nothing of it was written. */
export type GrantOutcome = { ok: true; bonus: BonusRow; replayed: boolean } | { ok: false; error: HttpError };

export async function grantBonus(
  tx: Tx,
  deps: { money: MoneyPath; now: number },
  input: GrantInput,
): Promise<GrantOutcome> {
  const { money, now } = deps;
  const [again] = await tx.select().from(bonus).where(eq(bonus.grantKey, input.key));
  if (again) return { ok: true, bonus: again, replayed: true };
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    return { ok: false, error: new HttpError(400, `A bonus of ${input.amount} minor units is not possible`) };
  }
  let accountId = input.accountId;
  if (accountId === undefined) {
    const own = (await money.accountsOf(input.playerId, tx)).find(
      (a) => a.type === ACCOUNT_TYPE.BONUS && a.currencyId === input.currencyId,
    );
    accountId =
      own?.id ??
      (
        await money.openAccount(tx, {
          playerId: input.playerId,
          type: ACCOUNT_TYPE.BONUS,
          currencyId: input.currencyId,
          label: input.label ?? 'Bonus',
        })
      ).id;
  }
  const credit = {
    kind: 'bonus' as const,
    playerId: input.playerId,
    accountId,
    amount: input.amount,
    house: 'bonuses' as const,
    ledgerKind: 'bonus',
  };
  // Protection first (the player's money lock): a banned or excluded player gets no bonus.
  const planned = await money.plan(tx, [credit]);
  const outcome = planned.outcomes[0]!;
  if (!outcome.ok) return { ok: false, error: outcome.error };
  const [active] = await tx
    .select({ id: bonus.id })
    .from(bonus)
    .where(and(eq(bonus.accountId, accountId), eq(bonus.status, 'active')));
  if (active) {
    return {
      ok: false,
      error: new HttpError(
        409,
        `Bonus ${active.id} is still active on this bonus account: a new bonus can be granted once it ends`,
      ),
    };
  }
  const terms = BONUS_TERMS[input.kind];
  const figures = grantFigures(terms, input.amount, now);
  const [row] = await tx
    .insert(bonus)
    .values({
      playerId: input.playerId,
      accountId,
      currencyId: input.currencyId,
      kind: input.kind,
      amount: input.amount,
      wageringMultiplier: terms.wageringMultiplier,
      required: figures.required,
      minOdds: terms.minOdds,
      casinoContribution: { ...terms.casinoContribution },
      maxConversion: figures.maxConversion,
      grantedAt: new Date(now),
      expiresAt: figures.expiresAt,
      grantKey: input.key,
      updatedAt: new Date(now),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Granted meanwhile under the same key (the key's unique index): that grant answers.
    const [first] = await tx.select().from(bonus).where(eq(bonus.grantKey, input.key));
    if (first) return { ok: true, bonus: first, replayed: true };
    return {
      ok: false,
      error: new HttpError(409, 'Another bonus became active on this bonus account meanwhile'),
    };
  }
  await planned.post(
    new Map([[0, { key: input.key, meta: { ...input.meta, bonusId: row.id, kind: input.kind } }]]),
  );
  return { ok: true, bonus: row, replayed: false };
}

/**
 * Credits a bonus game's prize (kind `game`, docs/adr/0049-bonus-games.md) in the caller's transaction: onto the
 * active `game` bonus on one of the player's bonus accounts of the currency, whose amount, required turnover and
 * maximum conversion grow by the prize under that bonus's own terms (its expiry stays); else as a new `game`
 * bonus on a bonus account of the currency without an active bonus (one is opened when every one holds one).
 * The caller credits a prize once (its play is finished in the same transaction); the ledger key guards again.
 */
export async function creditGamePrize(
  tx: Tx,
  deps: { money: MoneyPath; now: number },
  input: {
    playerId: number;
    currencyId: number;
    amount: number;
    key: string;
    meta?: Record<string, unknown>;
  },
): Promise<GrantOutcome> {
  const { money, now } = deps;
  const accounts = (await money.accountsOf(input.playerId, tx)).filter(
    (a) => a.type === ACCOUNT_TYPE.BONUS && a.currencyId === input.currencyId && a.closedAt === null,
  );
  const active =
    accounts.length === 0
      ? []
      : await tx
          .select()
          .from(bonus)
          .where(and(eq(bonus.playerId, input.playerId), eq(bonus.status, 'active')));
  const prizes = active.find(
    (b) => b.kind === 'game' && b.currencyId === input.currencyId && b.expiresAt.getTime() > now,
  );
  if (!prizes) {
    const busy = new Set(active.map((b) => b.accountId));
    const free = accounts.find((a) => !busy.has(a.id));
    const accountId =
      free?.id ??
      (
        await money.openAccount(tx, {
          playerId: input.playerId,
          type: ACCOUNT_TYPE.BONUS,
          currencyId: input.currencyId,
          label: 'Bonus games',
        })
      ).id;
    return grantBonus(tx, deps, { ...input, kind: 'game', accountId });
  }
  const planned = await money.plan(tx, [
    {
      kind: 'bonus',
      playerId: input.playerId,
      accountId: prizes.accountId,
      amount: input.amount,
      house: 'bonuses',
      ledgerKind: 'bonus',
    },
  ]);
  const outcome = planned.outcomes[0]!;
  if (!outcome.ok) return { ok: false, error: outcome.error };
  // The bonus row after the player's money lock (the lock order of every money movement).
  const [locked] = await tx.select().from(bonus).where(eq(bonus.id, prizes.id)).for('update');
  if (locked?.status !== 'active') {
    return { ok: false, error: new HttpError(409, `Bonus ${prizes.id} ended meanwhile: play again`) };
  }
  const terms = BONUS_TERMS.game;
  const [row] = await tx
    .update(bonus)
    .set({
      amount: locked.amount + input.amount,
      required: locked.required + input.amount * locked.wageringMultiplier,
      maxConversion: locked.maxConversion + input.amount * terms.maxConversionMultiplier,
      updatedAt: new Date(now),
    })
    .where(eq(bonus.id, locked.id))
    .returning();
  await planned.post(
    new Map([[0, { key: input.key, meta: { ...input.meta, bonusId: locked.id, kind: 'game' } }]]),
  );
  return { ok: true, bonus: row!, replayed: false };
}
