/**
 * Staking placed coupons: a checked coupon is staked through the wallet's money path (ADR 0035), which locks
 * the player, asks player protection and checks the balance, together with the coupon's row, its selections
 * and its promo code's use, in one transaction; coupons placed at the same moment are staked together (group
 * commit, ADR 0031).
 */
import { BETTING_ERROR_CODES as E } from '@betline/contracts';
import { toThousandths } from '@betline/core';
import { and, count, eq, inArray } from 'drizzle-orm';
import { insertMany } from '../../db/bulk';
import type { Db, Executor } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { createGroupCommit } from '../../infra/groupCommit';
import { scoreFormatted } from '../feed/engine';
import {
  AccountClosedError,
  InsufficientFundsError,
  MoneyRefused,
  type MoneyPath,
  type Movement,
  type Posting,
} from '../wallet/money';
import { BatchRaced, settled, type Committed, type Prepared, type Staking } from './placing';
import type { CouponRefused } from './refusals';
import { PROMO_USED, refuse } from './refusals';
import { betCoupon, betSelection, promoCode, promoRedemption } from './tables';
import type { SelectionRow } from './wire';

/** Sport and championship names by id (the selections store them). */
/** Whether `code` (upper case) is one of the bet slip's promo codes (a boost of a coupon's payout). */
export async function isCouponPromoCode(run: Executor, code: string): Promise<boolean> {
  const [row] = await run.select({ code: promoCode.code }).from(promoCode).where(eq(promoCode.code, code));
  return row !== undefined;
}

export interface Named {
  sports: Map<number, { nameEng: string }>;
  champs: Map<number, { nameEng: string }>;
}

export interface StakingOptions {
  db: Db;
  money: MoneyPath;
  clock: Clock;
  names: () => Promise<Named>;
  /** The coupon id was taken by a concurrent request: the stored coupon, or a refusal. */
  raced: (playerId: number, prepared: Prepared) => Promise<Committed>;
  /** Most coupons staked in one transaction. Default 64. */
  commitBatchSize?: number;
  /** Staking transactions at once. Default 2. */
  commitBatches?: number;
}

export function createStaking({
  db,
  money,
  clock,
  names,
  raced,
  commitBatchSize,
  commitBatches,
}: StakingOptions) {
  /**
   * How many more uses of each code the player has. Inside a stake's transaction it runs after protection's
   * player lock, so two coupons of one player with the same code cannot both see a use left.
   */
  async function promoUsesLeft(
    tx: Db,
    playerId: number,
    codes: readonly string[],
  ): Promise<Map<string, number>> {
    const wanted = [...new Set(codes)];
    const rules = await tx
      .select({ code: promoCode.code, max: promoCode.maxUsesPerPlayer })
      .from(promoCode)
      .where(inArray(promoCode.code, wanted));
    const used = await tx
      .select({ code: promoRedemption.code, n: count() })
      .from(promoRedemption)
      .where(and(inArray(promoRedemption.code, wanted), eq(promoRedemption.playerId, playerId)))
      .groupBy(promoRedemption.code);
    const usedOf = new Map(used.map((u) => [u.code, u.n]));
    return new Map(
      wanted.map((code) => [code, (rules.find((r) => r.code === code)?.max ?? 0) - (usedOf.get(code) ?? 0)]),
    );
  }

  function promoRefusal(prepared: Prepared): CouponRefused {
    return refuse(422, E.promoCode, `promo code ${prepared.promo?.code}: ${PROMO_USED}`);
  }

  function protectionRefusal(refused: MoneyRefused): CouponRefused {
    const { decision } = refused;
    const reason = { reason: decision.code };
    switch (decision.code) {
      case 'excluded':
        return refuse(403, E.excluded, `bets are refused: ${refused.message}`, {
          ...reason,
          limitType: decision.limitType,
          until: new Date(decision.until).toISOString(),
        });
      case 'banned':
        return refuse(403, E.banned, `bets are refused: ${refused.message}`, reason);
      case 'session_limit':
        return refuse(403, E.sessionLimit, `bets are refused: ${refused.message}`, reason);
      default:
        return refuse(403, E.limit, `the coupon is refused: ${refused.message}`, {
          ...reason,
          allowed: decision.stillAllowed,
          limitType: decision.limitType,
        });
    }
  }

  function closedRefusal(prepared: Prepared): CouponRefused {
    return refuse(404, E.accountNotFound, `account ${prepared.account.id} is closed`);
  }

  function balanceRefusal(balance: number, prepared: Prepared): CouponRefused {
    return refuse(
      422,
      E.insufficientBalance,
      `the balance (${balance}) does not cover the stake (${prepared.amount})`,
      { issues: [{ code: 'INSUFFICIENT_BALANCE', balance, required: prepared.amount }] },
    );
  }

  function couponValues(playerId: number, prepared: Prepared) {
    return {
      playerId,
      clientId: prepared.clientId,
      batchId: prepared.batchId,
      requestHash: prepared.requestHash,
      accountId: prepared.account.id,
      currencyId: prepared.account.currencyId,
      typeId: prepared.typeId,
      systemValue: prepared.systemValue,
      isActiveSystemBanker: prepared.isActiveSystemBanker,
      amount: prepared.amount,
      amountByBlockId: prepared.amountByBlockId,
      coef: prepared.coef,
      possibleWin: prepared.possibleWin,
      status: prepared.status,
      promoCode: prepared.promo?.code ?? null,
      promoCoef: prepared.promo?.coef ?? null,
      isVip: prepared.isVip,
      isLive: prepared.isLive,
      createdAt: new Date(clock.now()),
    };
  }

  function selectionValues(couponId: number, prepared: Prepared, named: Named) {
    const { sports, champs } = named;
    return prepared.coupon.bets.map((bet, position) => {
      const p = prepared.priced.find((x) => x.betId === String(bet.market.id));
      const bonus = !p;
      return {
        couponId,
        position,
        betId: String(bet.market.id),
        gameId: p?.game.id ?? 0,
        sportId: p?.game.sportId ?? 0,
        champId: p?.game.champId ?? 0,
        typeId: bet.market.typeId,
        kind: bet.market.kind,
        param: p?.outcome.param ?? null,
        blockId: bet.blockId,
        coef: toThousandths(bet.market.coef) ?? 1000,
        isLive: p?.game.state.status === 'live',
        sportNameEng: p ? (sports.get(p.game.sportId)?.nameEng ?? '') : '',
        champNameEng: p ? (champs.get(p.game.champId)?.nameEng ?? '') : '',
        gameNameEng: p?.game.nameEng ?? 'Express bonus',
        marketNameEng: p?.market.nameEng ?? 'Express bonus',
        outcomeNameEng: bonus ? `x${bet.market.coef}` : (p?.outcome.nameEng ?? ''),
        gameStartAt: new Date(p?.game.startAt ?? clock.now()),
        scoreFormatted: p && p.game.state.status !== 'line' ? scoreFormatted(p.game.state) : '',
      };
    });
  }

  /** The stake of a coupon, as the money path moves it. */
  function stakeMovement(playerId: number, prepared: Prepared): Movement {
    return {
      kind: 'stake',
      playerId,
      accountId: prepared.account.id,
      amount: prepared.amount,
      house: 'bets',
      // The bets house account is spread over stripes by player: bets of different players do not queue.
      striped: true,
      ledgerKind: 'bet',
    };
  }

  function stakePosting(couponId: number, prepared: Prepared): Posting {
    return { key: `bet:${couponId}:stake`, meta: { couponId, clientId: prepared.clientId } };
  }

  /** A refusal of the money path as the coupon's refusal. */
  function moneyRefusal(error: Error, prepared: Prepared): Error {
    if (error instanceof MoneyRefused) return protectionRefusal(error);
    if (error instanceof AccountClosedError) return closedRefusal(prepared);
    if (error instanceof InsufficientFundsError) return balanceRefusal(error.balance, prepared);
    return error;
  }

  /** Stakes one prepared coupon in its own transaction (see the module comment). */
  async function commitOne(playerId: number, prepared: Prepared): Promise<Committed> {
    const named = await names();
    await money.prepareHouse('bets', prepared.account.currencyId, playerId);
    const result = await db.transaction(async (tx) => {
      // The money path locks the player, asks protection and checks the balance; nothing is written if refused.
      const planned = await money.plan(tx, [stakeMovement(playerId, prepared)]);
      const outcome = planned.outcomes[0]!;
      if (!outcome.ok) throw moneyRefusal(outcome.error, prepared);
      if (
        prepared.promo &&
        (await promoUsesLeft(tx, playerId, [prepared.promo.code])).get(prepared.promo.code)! <= 0
      )
        throw promoRefusal(prepared);
      const [row] = await tx
        .insert(betCoupon)
        .values(couponValues(playerId, prepared))
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      const selections = await tx
        .insert(betSelection)
        .values(selectionValues(row.id, prepared, named))
        .returning();
      if (prepared.promo) {
        await tx.insert(promoRedemption).values({ code: prepared.promo.code, playerId, couponId: row.id });
      }
      await planned.post(new Map([[0, stakePosting(row.id, prepared)]]));
      return { row, selections };
    });
    // Null: a concurrent request with the same coupon id won the insert.
    return result ? { ...result, replayed: false } : raced(playerId, prepared);
  }

  /**
   * Stakes many prepared coupons in ONE transaction (group commit): the statements of a placement are paid
   * once per batch instead of once per coupon. The money path locks every player, asks protection and decides
   * each stake in arrival order against what the earlier ones left (balance and limits); the accepted coupons,
   * their selections and their stakes are written with one statement each. A refusal answers only its own
   * coupon. A coupon id sent twice in one batch is answered after the commit as a replay; a coupon id another
   * request stored meanwhile throws `BatchRaced`, and the caller stakes each coupon alone.
   */
  async function commitTogether(items: readonly Staking[]): Promise<(Committed | Error)[]> {
    const named = await names();
    const results: (Committed | Error | 'replay')[] = [];
    // The house accounts are found (or created and committed) before the transaction: a row created inside it
    // would hold its key until the commit while the batch waits for player locks, a lock cycle with a placement
    // that holds one of those players and needs the same house account.
    for (const { playerId, prepared } of items)
      await money.prepareHouse('bets', prepared.account.currencyId, playerId);
    await db.transaction(async (tx) => {
      const seen = new Set<string>();
      const fresh: number[] = [];
      items.forEach(({ playerId, prepared }, i) => {
        const key = `${playerId}:${prepared.clientId}`;
        if (seen.has(key)) results[i] = 'replay';
        else {
          seen.add(key);
          fresh.push(i);
        }
      });
      const planned = await money.plan(
        tx,
        fresh.map((i) => stakeMovement(items[i]!.playerId, items[i]!.prepared)),
      );
      // Promo uses left per player and code, read under the player locks the money path took.
      const promoLeft = new Map<string, number>();
      for (const { playerId, prepared } of items) {
        if (!prepared.promo || promoLeft.has(`${playerId}:${prepared.promo.code}`)) continue;
        const left = await promoUsesLeft(tx, playerId, [prepared.promo.code]);
        promoLeft.set(`${playerId}:${prepared.promo.code}`, left.get(prepared.promo.code)!);
      }
      const accepted: number[] = [];
      const postingOf: number[] = [];
      fresh.forEach((i, n) => {
        const { playerId, prepared } = items[i]!;
        const outcome = planned.outcomes[n]!;
        const promoKey = prepared.promo ? `${playerId}:${prepared.promo.code}` : null;
        if (!outcome.ok) results[i] = moneyRefusal(outcome.error, prepared);
        else if (promoKey !== null && promoLeft.get(promoKey)! <= 0) results[i] = promoRefusal(prepared);
        else {
          if (promoKey !== null) promoLeft.set(promoKey, promoLeft.get(promoKey)! - 1);
          accepted.push(i);
          postingOf.push(n);
        }
      });
      if (accepted.length === 0) return;
      const rows = await insertMany(
        tx,
        betCoupon,
        accepted.map((i) => couponValues(items[i]!.playerId, items[i]!.prepared)),
        { onConflictDoNothing: true },
      );
      if (rows.length !== accepted.length) throw new BatchRaced();
      const rowOf = new Map(rows.map((r) => [`${r.playerId}:${r.clientId}`, r]));
      const couponRows = accepted.map((i) =>
        rowOf.get(`${items[i]!.playerId}:${items[i]!.prepared.clientId}`)!,
      );
      const selections = await insertMany(
        tx,
        betSelection,
        accepted.flatMap((i, n) => selectionValues(couponRows[n]!.id, items[i]!.prepared, named)),
      );
      const promos = accepted.flatMap((i, n) => {
        const promo = items[i]!.prepared.promo;
        return promo ? [{ code: promo.code, playerId: items[i]!.playerId, couponId: couponRows[n]!.id }] : [];
      });
      if (promos.length > 0) await tx.insert(promoRedemption).values(promos);
      // A stake refused above for its promo code was counted by the plan but is not posted: later coupons of the
      // batch were decided as if it had been staked, which can only refuse more, never let more through.
      await planned.post(
        new Map(accepted.map((i, n) => [postingOf[n]!, stakePosting(couponRows[n]!.id, items[i]!.prepared)])),
      );
      const byCoupon = new Map<number, SelectionRow[]>();
      for (const s of selections) byCoupon.set(s.couponId, [...(byCoupon.get(s.couponId) ?? []), s]);
      accepted.forEach((i, n) => {
        const row = couponRows[n]!;
        results[i] = { row, selections: byCoupon.get(row.id) ?? [], replayed: false };
      });
    });
    const answers: (Committed | Error)[] = [];
    for (const [i, result] of results.entries()) {
      answers.push(
        result === 'replay' ? await settled(raced(items[i]!.playerId, items[i]!.prepared)) : result!,
      );
    }
    return answers;
  }

  const committer = createGroupCommit<Staking, Committed>({
    maxSize: commitBatchSize ?? 64,
    maxInFlight: commitBatches ?? 2,
    async run(items) {
      if (items.length > 1) {
        try {
          return await commitTogether(items);
        } catch {
          // Anything unexpected in the batch (a raced coupon id, a deadlock, ...): each coupon alone, as before.
        }
      }
      const answers: (Committed | Error)[] = [];
      for (const { playerId, prepared } of items) answers.push(await settled(commitOne(playerId, prepared)));
      return answers;
    },
  });

  /** Stakes a prepared coupon: batched with the coupons being placed at the same moment. */
  function commit(playerId: number, prepared: Prepared): Promise<Committed> {
    return committer.submit({ playerId, prepared });
  }

  return { commit, promoUsesLeft };
}

export type StakingService = ReturnType<typeof createStaking>;
