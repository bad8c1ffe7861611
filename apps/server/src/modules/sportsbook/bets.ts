/**
 * Placing coupons (docs/adr/0016-betting.md), checked here and staked by `./stake.ts`. The server never trusts a price from the client: every
 * selection is looked up in the server's own markets (the stored feed) by its outcome id, priced from there,
 * and the express bonus bet is built here. The coupon is then checked with @betline/core, exactly as the slip
 * does (odds-change mode, exact coefficient, drop on score change, suspended or finished markets, min/max,
 * balance, bonus account, VIP), held for the in-play delay when a selection is live and checked again, and
 * finally staked in ONE database transaction through the wallet's money path (ADR 0035: the player's lock,
 * player protection, the balance), with the coupon (unique per player and coupon id), its selections and its
 * promo code's use; the stake is the ledger transaction `bet:<coupon>:stake`. A second request with the same
 * coupon id answers the stored coupon; with another coupon behind the same id it is refused.
 */
import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  defaultStakeLimits as coreDefaultStakeLimits,
  BONUS_MARKET_TYPE_IDS,
  COUPON_TYPE,
  couponCoef,
  createBet,
  createCouponState,
  currencyOf,
  decideCoefChange,
  EXPRESS_BONUS,
  isVipBetAvailable,
  maxAmountFor,
  possibleWinBig,
  syncBonusBet,
  toThousandths,
  validateCoupon,
  type Bet,
  type CouponIssue,
  type CouponSiteConfig,
  type CouponState,
} from '@betline/core';
import {
  BETTING_ERROR_CODES as E,
  type PlaceCouponRequest,
  type PlaceCouponResponse,
  type PlacedCoupon,
} from '@betline/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { FeedMarket, Game, Outcome } from '../feed/engine';
import { isSuspended } from '../feed/engine';
import type { FeedService } from '../feed/service';
import type { LedgerAccountRow, MoneyPath } from '../wallet/money';
import { cashoutValue } from './cashout';
import type { Committed, Prepared, Priced } from './placing';
import { CouponRefused, PROMO_USED, refuse } from './refusals';
import { createStaking } from './stake';
import { betCoupon, betSelection, promoCode } from './tables';
import { couponToWire, type CouponRow, type SelectionRow } from './wire';

/** Stake limits of one currency, minor units. */
export { CouponRefused, refuse } from './refusals';

export interface StakeLimits {
  /** Smallest stake (per line for systems). */
  min: number;
  /** Largest stake (a VIP bet may ask for more). */
  max: number;
  /** Largest possible win of one coupon. */
  maxPayout: number;
}

/** The house's default stake limits per currency (shared with the slip through @betline/core). */
export const defaultStakeLimits: (iso: string) => StakeLimits = coreDefaultStakeLimits;

export interface BettingOptions {
  db: Db;
  feed: FeedService;
  /** The wallet's money path: the only way a stake moves (it asks player protection). */
  money: MoneyPath;
  clock: Clock;
  /** The coupon rules of the site config (couponTypesWithMin/MaxAmount, bonus bet, VIP, one-click). */
  siteConfig: () => Promise<CouponSiteConfig>;
  stakeLimits?: (iso: string) => StakeLimits;
  /** How long a coupon with a live selection waits before it is checked again and accepted. Default 3000. */
  liveDelayMs?: number;
  /** Waits (tests replace it to act during the delay). */
  sleep?: (ms: number) => Promise<void>;
  /** Most coupons staked in one transaction. Default 64. */
  commitBatchSize?: number;
  /** Staking transactions at once. Default 2. */
  commitBatches?: number;
}

const BONUS_TYPE_IDS: ReadonlySet<number> = BONUS_MARKET_TYPE_IDS;

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** Whether a bet from the client is a bonus bet (the server builds those itself and drops the client's). */
function isClientBonusBet(bet: PlaceCouponRequest['bets'][number]): boolean {
  const m = bet.market as Record<string, unknown>;
  return (
    typeof m.id !== 'number' ||
    m.sportId === 0 ||
    (typeof m.typeId === 'number' && BONUS_TYPE_IDS.has(m.typeId))
  );
}

function issueMessage(issue: CouponIssue): string {
  switch (issue.code) {
    case 'AMOUNT_BELOW_MIN':
      return `the stake is below the minimum of ${issue.min} minor units`;
    case 'AMOUNT_ABOVE_MAX':
      return `the stake is above the maximum of ${issue.max} minor units (a VIP bet may ask for more)`;
    case 'INSUFFICIENT_BALANCE':
      return `the balance (${issue.balance}) does not cover the stake (${issue.required})`;
    default:
      return `the coupon cannot be placed: ${issue.code}`;
  }
}

/** What betting offers the bet routes, history, the worker and the seeds. */
export interface Betting {
  /** Places a coupon (types 0, 1, 2, 4; 9 as one single per bet). Throws CouponRefused. */
  place(playerId: number, input: PlaceCouponRequest): Promise<PlaceCouponResponse>;
  /** One of the player's coupons by its printable number. */
  coupon(playerId: number, couponId: number): Promise<PlacedCoupon>;
  /** Stored coupons as the client sees them: their selections and the cash-out value of open ones. */
  wire(rows: readonly CouponRow[], run?: Db): Promise<PlacedCoupon[]>;
  /** The selections of these coupons. */
  selectionsOf(couponIds: readonly number[], run?: Db): Promise<SelectionRow[]>;
}

export function createBetting(options: BettingOptions): Betting {
  const { db, feed, money, clock } = options;
  const limitsOf = options.stakeLimits ?? defaultStakeLimits;
  const liveDelayMs = options.liveDelayMs ?? 3000;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function names() {
    const [sports, champs] = await Promise.all([feed.sports(), feed.champs()]);
    return { sports, champs };
  }

  /** Finds each selection in the server's markets. */
  async function price(bets: PlaceCouponRequest['bets']): Promise<Priced[]> {
    const ids = bets.map((b) => b.market.id as number);
    const gameIds = [...new Set(ids.map((id) => Math.floor(id / 1000)))];
    const games = new Map((await feed.getGames(gameIds)).map((g) => [g.id, g]));
    return bets.map((bet) => {
      const id = bet.market.id as number;
      const game = games.get(Math.floor(id / 1000));
      let found: { market: FeedMarket; outcome: Outcome } | undefined;
      for (const market of game?.markets ?? []) {
        const outcome = market.outcomes.find((o) => o.id === id);
        if (outcome) found = { market, outcome };
      }
      if (!game || !found) {
        throw refuse(422, E.marketNotFound, `selection ${id} is not on offer (no such market)`, {
          newOdds: [{ betId: String(id), coef: null, coefThousandths: null }],
        });
      }
      const first = bet.firstOpponentFullScore;
      const second = bet.secondOpponentFullScore;
      return {
        betId: String(id),
        game,
        market: found.market,
        outcome: found.outcome,
        coef: found.outcome.coef ?? 0,
        blockId: bet.blockId ?? null,
        shownCoef: typeof bet.market.coef === 'number' ? bet.market.coef : null,
        shownScore: typeof first === 'string' && typeof second === 'string' ? [first, second] : null,
      };
    });
  }

  function currentScore(game: Game): [string, string] {
    return [String(game.state.score[0]), String(game.state.score[1])];
  }

  /** Suspended, closed or finished markets; a moved score under drop-on-score-change. */
  function checkOpen(priced: readonly Priced[], dropOnScore: boolean, now: number): void {
    const finished = priced.filter((p) => p.game.state.status === 'finished');
    if (finished.length > 0) {
      throw refuse(422, E.gameFinished, `the game of selection ${finished[0]!.betId} is finished`, {
        newOdds: finished.map((p) => ({ betId: p.betId, coef: null, coefThousandths: null })),
      });
    }
    const closed = priced.filter((p) => isSuspended(p.game.state, now) || p.outcome.coef === null);
    if (closed.length > 0) {
      throw refuse(
        409,
        E.marketSuspended,
        `betting on ${closed.map((p) => p.betId).join(', ')} is suspended now`,
        {
          newOdds: closed.map((p) => ({ betId: p.betId, coef: null, coefThousandths: null })),
        },
      );
    }
    if (dropOnScore) {
      const moved = priced.filter((p) => {
        if (!p.shownScore) return false;
        const [h, a] = currentScore(p.game);
        return p.shownScore[0] !== h || p.shownScore[1] !== a;
      });
      if (moved.length > 0) {
        throw refuse(409, E.scoreChanged, `the score of ${moved.map((p) => p.betId).join(', ')} changed`, {
          newOdds: moved.map((p) => ({ betId: p.betId, coef: p.coef / 1000, coefThousandths: p.coef })),
        });
      }
    }
  }

  function toCoreBet(p: Priced, sportName: string, champName: string, now: number): Bet {
    const live = p.game.state.status === 'live';
    return createBet({
      market: {
        id: p.outcome.id,
        sportId: p.game.sportId,
        sportName,
        champId: p.game.champId,
        champName,
        gameId: p.game.id,
        typeId: p.outcome.typeId,
        kind: p.market.kind,
        coef: p.coef / 1000,
        coefByView: (p.coef / 1000).toFixed(3),
        isLive: live,
        isSpecialCoef: false,
      },
      blockId: p.blockId,
      gameIsFinished: p.game.state.status === 'finished',
      gameStatusId: live ? 2 : 1,
      gameTimeSec: live ? Math.max(1, Math.floor(p.game.state.clockSec)) : null,
      gameStartDateTime: Math.floor(p.game.startAt / 1000),
      isBlocked: isSuspended(p.game.state, now),
    });
  }

  /**
   * The open accounts of the players placing at this moment, read with one query (DataLoader batches the
   * lookups of one turn of the event loop; no cache: each placement reads the accounts afresh).
   */
  const openAccounts = new DataLoader<number, LedgerAccountRow[]>(
    async (playerIds) => {
      const rows = await money.openAccountsOfPlayers(playerIds);
      return playerIds.map((id) => rows.filter((r) => r.playerId === id));
    },
    { cache: false, maxBatchSize: 500 },
  );

  async function findAccount(playerId: number, accountId: PlaceCouponRequest['accountId']) {
    const wanted = accountId === null ? undefined : Number(accountId);
    const account = (await openAccounts.load(playerId)).find((a) =>
      wanted === undefined ? a.isActive : a.id === wanted,
    );
    if (!account) {
      throw refuse(
        404,
        E.accountNotFound,
        wanted === undefined
          ? 'you have no active account: open one in the wallet first'
          : `no open account ${wanted} of yours`,
      );
    }
    return account;
  }

  async function checkPromo(
    playerId: number,
    code: string | undefined,
    coupon: CouponState,
    amount: number,
    now: number,
  ): Promise<{ code: string; coef: number } | null> {
    const wanted = code?.trim().toUpperCase();
    if (!wanted) return null;
    const [rule] = await db.select().from(promoCode).where(eq(promoCode.code, wanted));
    const fail = (why: string) => refuse(422, E.promoCode, `promo code ${wanted}: ${why}`);
    if (!rule || !rule.active) throw fail('no such active code');
    if ((rule.validFrom && rule.validFrom.getTime() > now) || (rule.validTo && rule.validTo.getTime() < now))
      throw fail('not valid at this time');
    if (!rule.couponTypes.includes(coupon.typeId)) throw fail(`not valid for coupon type ${coupon.typeId}`);
    const real = coupon.bets.filter((b) => String(b.market.id) !== EXPRESS_BONUS.marketId);
    if (real.length < rule.minBets) throw fail(`needs at least ${rule.minBets} selections`);
    if (real.some((b) => (toThousandths(b.market.coef) ?? 0) < rule.minCoef))
      throw fail(`every selection needs a coefficient of at least ${rule.minCoef / 1000}`);
    if (amount < rule.minAmount) throw fail(`needs a stake of at least ${rule.minAmount} minor units`);
    // Read here to answer early; counted again in the stake's transaction (`promoUsesLeft`), which decides.
    if ((await staking.promoUsesLeft(db, playerId, [wanted])).get(wanted)! <= 0) throw fail(PROMO_USED);
    return { code: wanted, coef: 1000 + 10 * rule.boostPercent };
  }

  /** Prices and checks one coupon (a single of a type-9 coupon included). */
  async function prepare(
    playerId: number,
    input: PlaceCouponRequest,
    part: {
      typeId: number;
      bets: PlaceCouponRequest['bets'];
      amount: number;
      clientId: string;
      batchId: string | null;
    },
    requestHash: string,
  ): Promise<Prepared> {
    const now = clock.now();
    const site = await options.siteConfig();
    const priced = await price(part.bets);
    const dropOnScore = input.isDropOnScoreChange;
    checkOpen(priced, dropOnScore, feed.now());
    const moved = priced.filter(
      (p) =>
        p.shownCoef === null ||
        decideCoefChange(input.changeCoefAction, p.shownCoef, p.coef / 1000) === 'confirm',
    );
    if (moved.length > 0) {
      throw refuse(409, E.coefChanged, 'the odds changed: confirm the new odds to place the coupon', {
        newOdds: moved.map((p) => ({ betId: p.betId, coef: p.coef / 1000, coefThousandths: p.coef })),
      });
    }
    const { sports, champs } = await names();
    const bets = priced.map((p) =>
      toCoreBet(
        p,
        sports.get(p.game.sportId)?.nameEng ?? '',
        champs.get(p.game.champId)?.nameEng ?? '',
        feed.now(),
      ),
    );
    const account = await findAccount(playerId, input.accountId);
    const iso = currencyOf(account.currencyId).iso;
    const limits = limitsOf(iso);
    const amountByBlockId =
      part.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS ? (input.amountByBlockId ?? {}) : {};
    let coupon = createCouponState({
      typeId: part.typeId,
      bets,
      amount: part.amount,
      amountByBlockId,
      systemValue: input.systemValue,
      isActiveSystemBanker: input.isActiveSystemBanker ?? true,
      isActiveVipBet: input.isActiveVipBet ?? false,
      minBetAmount: limits.min,
      maxBetAmount: limits.max,
      accountId: account.id,
    });
    coupon = syncBonusBet(coupon, site);
    const coefT =
      part.typeId === COUPON_TYPE.SINGLE || part.typeId === COUPON_TYPE.EXPRESS ? couponCoef(coupon) : null;
    if (input.exactCoef > 0) {
      const exact = toThousandths(input.exactCoef);
      const current = coefT === null ? null : toThousandths(coefT);
      if (exact === null || current === null || exact !== current) {
        throw refuse(
          409,
          E.exactCoefMismatch,
          `the coupon's coefficient is ${coefT ?? 'not fixed'}, not ${input.exactCoef}`,
          {
            newCoef: coefT,
          },
        );
      }
    }
    const issues = validateCoupon(coupon, {
      siteConfig: site,
      account: { id: account.id, type: account.type ?? 0, iso, money: account.balance },
    });
    if (issues.length > 0) {
      const first = issues[0] as CouponIssue;
      throw refuse(first.code === 'INSUFFICIENT_BALANCE' ? 422 : 422, first.code, issueMessage(first), {
        issues,
      });
    }
    const win = possibleWinBig(coupon);
    if (win === null)
      throw refuse(422, 'NOT_COMPUTABLE', 'the possible win of this coupon cannot be computed');
    if (win > BigInt(limits.maxPayout)) {
      throw refuse(
        422,
        E.maxPayout,
        `the possible win ${win} is above the maximum payout of ${limits.maxPayout} minor units`,
        {
          allowed: limits.maxPayout,
        },
      );
    }
    const promo = await checkPromo(playerId, input.promoCode, coupon, part.amount, now);
    const max = maxAmountFor(coupon, site, { type: account.type ?? 0 });
    const isVip =
      coupon.isActiveVipBet &&
      account.type !== ACCOUNT_TYPE.BONUS &&
      isVipBetAvailable(coupon, site) &&
      max !== null &&
      part.amount > max;
    return {
      clientId: part.clientId,
      batchId: part.batchId,
      requestHash,
      typeId: part.typeId,
      systemValue:
        part.typeId === COUPON_TYPE.SYSTEM || part.typeId === COUPON_TYPE.SYSTEM_WITH_BLOCKS
          ? input.systemValue
          : null,
      isActiveSystemBanker: coupon.isActiveSystemBanker,
      amount: part.amount,
      amountByBlockId,
      account: { id: account.id, currencyId: account.currencyId, iso },
      coupon,
      priced,
      coef: coefT === null ? null : toThousandths(coefT),
      possibleWin: Number(win),
      promo,
      status: isVip ? 'pending_approval' : 'open',
      isVip,
      isLive: priced.some((p) => p.game.state.status === 'live'),
      isDropOnScoreChange: dropOnScore,
    };
  }

  /** After the in-play delay: any suspension, closed market, odds move or (when asked) score move refuses. */
  async function recheck(prepared: Prepared): Promise<void> {
    const ids = [...new Set(prepared.priced.map((p) => p.game.id))];
    const games = new Map((await feed.getGames(ids)).map((g) => [g.id, g]));
    const now = feed.now();
    const again: Priced[] = prepared.priced.map((p) => {
      const game = games.get(p.game.id) ?? p.game;
      let outcome: Outcome | undefined;
      for (const m of game.markets) outcome ??= m.outcomes.find((o) => o.id === p.outcome.id);
      return { ...p, game, outcome: outcome ?? { ...p.outcome, coef: null }, coef: outcome?.coef ?? 0 };
    });
    checkOpen(
      again.map((p, i) => ({
        ...p,
        shownScore: prepared.isDropOnScoreChange ? currentScore(prepared.priced[i]!.game) : null,
      })),
      prepared.isDropOnScoreChange,
      now,
    );
    const moved = again.filter((p, i) => p.coef !== prepared.priced[i]!.coef);
    if (moved.length > 0) {
      throw refuse(409, E.coefChanged, 'the odds moved during the in-play delay: the coupon was not placed', {
        newOdds: moved.map((p) => ({ betId: p.betId, coef: p.coef / 1000, coefThousandths: p.coef })),
      });
    }
  }

  /** Stored coupons by (player, coupon id) of the placements of this moment, read with one query. */
  const storedCoupons = new DataLoader<{ playerId: number; clientId: string }, CouponRow | null, string>(
    async (keys) => {
      const pairs = JSON.stringify(keys.map((k) => ({ p: k.playerId, c: k.clientId })));
      const rows = await db
        .select()
        .from(betCoupon)
        .where(
          sql`(${betCoupon.playerId}, ${betCoupon.clientId}) in (select p, c from json_to_recordset(${pairs}::json) as x(p integer, c text))`,
        );
      const byKey = new Map(rows.map((r) => [`${r.playerId}:${r.clientId}`, r]));
      return keys.map((k) => byKey.get(`${k.playerId}:${k.clientId}`) ?? null);
    },
    { cache: false, maxBatchSize: 500, cacheKeyFn: (k) => `${k.playerId}:${k.clientId}` },
  );

  async function stored(playerId: number, clientId: string): Promise<CouponRow | undefined> {
    return (await storedCoupons.load({ playerId, clientId })) ?? undefined;
  }

  async function selectionsOf(couponIds: readonly number[], run: Db = db): Promise<SelectionRow[]> {
    if (couponIds.length === 0) return [];
    return run
      .select()
      .from(betSelection)
      .where(inArray(betSelection.couponId, [...couponIds]));
  }

  async function wire(rows: readonly CouponRow[], run: Db = db): Promise<PlacedCoupon[]> {
    const selections = await selectionsOf(
      rows.map((r) => r.id),
      run,
    );
    const openGames = [
      ...new Set(selections.filter((s) => s.result === null && s.gameId !== 0).map((s) => s.gameId)),
    ];
    const games = new Map((await feed.getGames(openGames)).map((g) => [g.id, g]));
    const now = feed.now();
    return rows.map((row) => {
      const own = selections.filter((s) => s.couponId === row.id).sort((a, b) => a.position - b.position);
      return couponToWire(row, own, cashoutValue(row, own, games, now));
    });
  }

  /** A coupon placed just now, answered from what the placement read (no second read of its games). */
  function fresh(row: CouponRow, selections: SelectionRow[], prepared: Prepared): PlacedCoupon {
    const games = new Map(prepared.priced.map((p) => [p.game.id, p.game]));
    const sorted = [...selections].sort((a, b) => a.position - b.position);
    return couponToWire(row, sorted, cashoutValue(row, sorted, games, feed.now()));
  }

  function replayOrRefuse(row: CouponRow, requestHash: string): void {
    if (row.requestHash !== requestHash) {
      throw refuse(
        409,
        E.couponIdTaken,
        `coupon id ${row.clientId} was used for another coupon: send a fresh id`,
      );
    }
  }

  /** The coupon id was taken by a concurrent request: answer the stored coupon, or refuse another one. */
  async function raced(playerId: number, prepared: Prepared): Promise<Committed> {
    const row = await stored(playerId, prepared.clientId);
    if (!row) throw new Error(`coupon ${prepared.clientId} conflicted but cannot be read`);
    replayOrRefuse(row, prepared.requestHash);
    return { row, replayed: true };
  }

  const staking = createStaking({
    db,
    money,
    clock,
    names,
    raced,
    commitBatchSize: options.commitBatchSize,
    commitBatches: options.commitBatches,
  });

  async function placeOne(
    playerId: number,
    input: PlaceCouponRequest,
    part: Parameters<typeof prepare>[2],
    requestHash: string,
  ): Promise<{ coupon: PlacedCoupon; replayed: boolean }> {
    const existing = await stored(playerId, part.clientId);
    if (existing) {
      replayOrRefuse(existing, requestHash);
      return { coupon: (await wire([existing]))[0]!, replayed: true };
    }
    const prepared = await prepare(playerId, input, part, requestHash);
    if (prepared.isLive && liveDelayMs > 0) {
      await sleep(liveDelayMs);
      await recheck(prepared);
    }
    const { row, replayed, selections } = await staking.commit(playerId, prepared);
    return { coupon: selections ? fresh(row, selections, prepared) : (await wire([row]))[0]!, replayed };
  }

  return {
    /** Places a coupon (types 0, 1, 2, 4; 9 as one single per bet). Throws CouponRefused. */
    async place(playerId: number, input: PlaceCouponRequest): Promise<PlaceCouponResponse> {
      const requestHash = sha256(input);
      const bets = input.bets.filter((b) => !isClientBonusBet(b));
      if (bets.length === 0)
        throw refuse(422, 'EMPTY_COUPON', 'the coupon has no selection the server offers');
      const ids = bets.map((b) => String(b.market.id));
      const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
      if (twice.length > 0) {
        throw refuse(422, 'DUPLICATE_SELECTION', `selection ${twice[0]} is in the coupon twice`);
      }
      if (input.typeId === COUPON_TYPE.MULTIPLE_SINGLES) {
        const amounts = input.amountByBetId ?? {};
        const results: PlaceCouponResponse['singlesResultCoupons'] = [];
        let allReplayed = true;
        // The singles are checked first, then wait the in-play delay together, then each is staked.
        const parts = bets.map((bet) => ({
          typeId: COUPON_TYPE.SINGLE as number,
          bets: [bet],
          amount: amounts[String(bet.market.id)] ?? 0,
          clientId: `${input.id}:${String(bet.market.id)}`,
          batchId: input.id,
        }));
        const prepared: (Prepared | CouponRefused | { replay: CouponRow })[] = [];
        for (const part of parts) {
          const existing = await stored(playerId, part.clientId);
          if (existing) {
            replayOrRefuse(existing, requestHash);
            prepared.push({ replay: existing });
            continue;
          }
          try {
            prepared.push(await prepare(playerId, input, part, requestHash));
          } catch (error) {
            if (!(error instanceof CouponRefused)) throw error;
            prepared.push(error);
          }
        }
        if (
          prepared.some((p) => !(p instanceof CouponRefused) && !('replay' in p) && p.isLive) &&
          liveDelayMs > 0
        ) {
          await sleep(liveDelayMs);
        }
        for (const [i, p] of prepared.entries()) {
          const betId = String(parts[i]!.bets[0]!.market.id);
          if (p instanceof CouponRefused) {
            allReplayed = false;
            results.push({ betId, ok: false, refusal: p.refusal });
            continue;
          }
          if ('replay' in p) {
            results.push({ betId, ok: true, coupon: (await wire([p.replay]))[0]! });
            continue;
          }
          try {
            if (p.isLive && liveDelayMs > 0) await recheck(p);
            const { row, replayed, selections } = await staking.commit(playerId, p);
            if (!replayed) allReplayed = false;
            const coupon = selections ? fresh(row, selections, p) : (await wire([row]))[0]!;
            results.push({ betId, ok: true, coupon });
          } catch (error) {
            if (!(error instanceof CouponRefused)) throw error;
            allReplayed = false;
            results.push({ betId, ok: false, refusal: error.refusal });
          }
        }
        return { coupon: null, singlesResultCoupons: results, replayed: allReplayed };
      }
      const { coupon, replayed } = await placeOne(
        playerId,
        input,
        { typeId: input.typeId, bets, amount: input.amount, clientId: input.id, batchId: null },
        requestHash,
      );
      return { coupon, singlesResultCoupons: [], replayed };
    },

    /** One of the player's coupons by its printable number. */
    async coupon(playerId: number, couponId: number): Promise<PlacedCoupon> {
      const [row] = await db
        .select()
        .from(betCoupon)
        .where(and(eq(betCoupon.id, couponId), eq(betCoupon.playerId, playerId)));
      if (!row) throw refuse(404, E.couponNotFound, `no coupon ${couponId} of yours`);
      return (await wire([row]))[0]!;
    },

    wire,
    selectionsOf,
  };
}
