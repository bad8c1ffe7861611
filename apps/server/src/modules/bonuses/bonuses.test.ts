/**
 * Bonuses with wagering on the ledger (docs/adr/0045-bonuses-wagering.md): the grant of the first-deposit
 * bonus with its record, wagering from settled coupons and casino rounds staked from the bonus account,
 * conversion capped at the maximum, forfeit, decline, expiry, player protection, the HTTP answers, and a
 * property over random sequences of bets, withdrawals and expiries.
 */
import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  bonusChangedSchema,
  bonusesResponseSchema,
  bonusTermsResponseSchema,
  WALLET_PATHS as P,
  type Bonus,
} from '@betline/contracts';
import { COUPON_TYPE, DAY_MS, LIMIT_TYPE } from '@betline/core';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createMoneyStack, type MoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { createCrashLive } from '../casino/crash';
import { createCasinoService, type CasinoService } from '../casino/service';
import type { FeedService } from '../feed/service';
import { player } from '../identity/tables';
import { playerLimit } from '../protection/tables';
import { defaultStakeLimits } from '../sportsbook/bets';
import { createSettlement, type Settlement } from '../sportsbook/settlement';
import { betCoupon, betSelection } from '../sportsbook/tables';
import { createLedger } from '../wallet/ledger';
import { ACCOUNT_TYPE, ledgerAccount, ledgerTransaction } from '../wallet/tables';
import { createPayment, deposit, getBalance } from '../wallet/testing';
import { createBonuses, type Bonuses } from './service';
import { bonus } from './tables';
import { BONUS_TERMS } from './terms';

const EUR = 3;
const USD = 2;

describe.each(drivers)('bonuses with wagering on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let stack: MoneyStack;
  let bonuses: Bonuses;
  let settlement: Settlement;
  let casino: CasinoService;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock, wallet: { withdrawalApproveDelayMs: 0 } });
    await app.ready();
    // A second handle on the same database with the same clock: what the server does on its own.
    stack = createMoneyStack(database.db, { clock });
    bonuses = createBonuses({ db: database.db, money: stack.money, clock });
    settlement = createSettlement({
      db: database.db,
      feed: {} as FeedService,
      clock,
      stakeLimits: defaultStakeLimits,
      money: stack.money,
      wagering: bonuses.wagering,
    });
    casino = createCasinoService({ db: database.db, money: stack.money, clock, wagering: bonuses.wagering });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  /** A player stored directly (no session), with a main account, in EUR. */
  async function newPlayer(limits: { type: number; value: number; endsAt?: number }[] = []) {
    const [row] = await database.db
      .insert(player)
      .values({ login: `bonus-${randomUUID()}`, countryId: 1, currencyId: EUR, registrationType: 'demo' })
      .returning({ id: player.id });
    const id = row!.id;
    const [main] = await stack.wallet.ensureAccounts(id);
    for (const limit of limits) {
      await database.db.insert(playerLimit).values({
        playerId: id,
        limitType: limit.type,
        value: limit.value,
        startedAt: clock.now() - DAY_MS,
        endsAt: limit.endsAt ?? null,
        currency: limit.type < 30 ? 'EUR' : null,
        updatedAt: clock.now() - DAY_MS,
      });
    }
    return { id, main: main!.id };
  }

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row?.balance ?? 0;
  }

  async function bonusRow(id: number) {
    const [row] = await database.db.select().from(bonus).where(eq(bonus.id, id));
    return row!;
  }

  async function grant(playerId: number, amount: number, kind: Bonus['kind'] = 'first_deposit_sport') {
    return bonuses.grant({ playerId, currencyId: EUR, kind, amount, key: `test-grant:${randomUUID()}` });
  }

  /** A single coupon staked from `accountId` (through the money path) on `coef` (thousandths), decided `result`. */
  async function placeBet(
    playerId: number,
    accountId: number,
    amount: number,
    coef: number,
    result: 'won' | 'lost' | 'void',
  ): Promise<number> {
    return database.db.transaction(async (tx) => {
      const [coupon] = await tx
        .insert(betCoupon)
        .values({
          playerId,
          clientId: randomUUID(),
          requestHash: 'test',
          accountId,
          currencyId: EUR,
          typeId: COUPON_TYPE.SINGLE,
          amount,
          coef,
          possibleWin: Math.floor((amount * coef) / 1000),
          status: 'open',
          createdAt: new Date(clock.now()),
        })
        .returning({ id: betCoupon.id });
      await stack.money.move(
        tx,
        { kind: 'stake', playerId, accountId, amount, house: 'bets', striped: true, ledgerKind: 'bet' },
        { key: `bet:${coupon!.id}:stake` },
      );
      await tx.insert(betSelection).values({
        couponId: coupon!.id,
        position: 0,
        betId: String(100 + coupon!.id),
        gameId: 1,
        sportId: 1,
        champId: 1,
        typeId: 1,
        kind: 1,
        coef,
        isLive: false,
        sportNameEng: 'Football',
        champNameEng: 'League',
        gameNameEng: 'A - B',
        marketNameEng: '1X2',
        outcomeNameEng: 'W1',
        gameStartAt: new Date(clock.now()),
        result,
      });
      return coupon!.id;
    });
  }

  /** `placeBet`, then settled. */
  async function betAndSettle(
    playerId: number,
    accountId: number,
    amount: number,
    coef: number,
    result: 'won' | 'lost' | 'void',
  ): Promise<number> {
    const id = await placeBet(playerId, accountId, amount, coef, result);
    expect(await settlement.settleCouponById(id)).toBe(true);
    return id;
  }

  async function ledgerKinds(playerId: number, kind: string) {
    return database.db
      .select()
      .from(ledgerTransaction)
      .where(and(eq(ledgerTransaction.playerId, playerId), eq(ledgerTransaction.kind, kind)));
  }

  async function audited() {
    const audit = await createLedger(database.db).audit();
    expect(audit).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  }

  describe('grant', () => {
    it('the first deposit grants the chosen bonus with its record: terms of its kind, progress 0, active; once', async () => {
      const me = await registerAndSignIn(app, { currency_id: USD, first_deposit_bonus_choice: 1 });
      const main = (await getBalance(app, me.headers)).active_account_id;
      await deposit(app, me.headers, main, 100_00);
      await deposit(app, me.headers, main, 100_00);
      const res = await app.inject({ method: 'GET', url: P.bonuses, headers: me.headers });
      expect(res.statusCode).toBe(200);
      const { bonuses: list } = bonusesResponseSchema.parse(res.json());
      expect(list).toHaveLength(1);
      const terms = BONUS_TERMS.first_deposit_sport;
      const granted = list[0]!;
      expect(granted).toMatchObject({
        kind: 'first_deposit_sport',
        status: 'active',
        iso: 'USD',
        amount: 100_00,
        balance: 100_00,
        wageringMultiplier: terms.wageringMultiplier,
        required: 100_00 * terms.wageringMultiplier,
        progress: 0,
        remaining: 100_00 * terms.wageringMultiplier,
        minOdds: terms.minOdds,
        casinoContribution: {},
        maxConversion: 100_00 * terms.maxConversionMultiplier,
        canForfeit: true,
        canDecline: true,
      });
      expect(granted.timeLeftMs).toBeGreaterThan((terms.validDays - 1) * DAY_MS);
      const balance = await getBalance(app, me.headers);
      expect(balance.bonuses).toHaveLength(1);
      expect(balance.bonuses[0]!.id).toBe(granted.accountId);
      expect(balance.bonus).toBe(100_00);
    });

    it('a casino choice grants the casino terms (sports bets do not count, the games table does)', async () => {
      const me = await registerAndSignIn(app, { currency_id: USD, first_deposit_bonus_choice: 2 });
      await deposit(app, me.headers, (await getBalance(app, me.headers)).active_account_id, 50_00);
      const res = await app.inject({ method: 'GET', url: P.bonuses, headers: me.headers });
      const [granted] = bonusesResponseSchema.parse(res.json()).bonuses;
      expect(granted).toMatchObject({
        kind: 'first_deposit_casino',
        minOdds: null,
        casinoContribution: {
          slot: 100,
          dice: 50,
          crash: 50,
          keno: 50,
          plinko: 50,
          baccarat: 10,
          scratch: 100,
          roulette: 10,
        },
      });
    });

    it('a self-excluded or timed-out player is granted no bonus: refused, nothing written', async () => {
      for (const type of [LIMIT_TYPE.SELF_EXCLUSION, LIMIT_TYPE.TIME_OUT]) {
        const me = await newPlayer([{ type, value: 7, endsAt: clock.now() + 7 * DAY_MS }]);
        await expect(grant(me.id, 50_00)).rejects.toMatchObject({ statusCode: 403, reason: 'excluded' });
        expect(await database.db.select().from(bonus).where(eq(bonus.playerId, me.id))).toEqual([]);
        expect(await ledgerKinds(me.id, 'bonus')).toEqual([]);
      }
    });

    it('a second bonus while one is active on the same account is refused (409)', async () => {
      const me = await newPlayer();
      await grant(me.id, 10_00, 'promo');
      await expect(grant(me.id, 10_00, 'promo')).rejects.toMatchObject({ statusCode: 409 });
    });
  });

  describe('wagering', () => {
    it('settled coupons from the bonus account count their stake at the minimum odds or more; below it, void and main-account coupons do not', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 100_00);
      await betAndSettle(me.id, granted.accountId, 10_00, 1500, 'lost');
      await betAndSettle(me.id, granted.accountId, 10_00, 2000, 'won');
      await betAndSettle(me.id, granted.accountId, 10_00, 1499, 'lost');
      await betAndSettle(me.id, granted.accountId, 10_00, 3000, 'void');
      expect((await bonusRow(granted.id)).progress).toBe(20_00);
      // Settling again changes nothing (the coupon is settled once, and its stake counts once).
      const [first] = await database.db
        .select({ id: betCoupon.id })
        .from(betCoupon)
        .where(eq(betCoupon.accountId, granted.accountId))
        .limit(1);
      expect(await settlement.settleCouponById(first!.id)).toBe(false);
      expect((await bonusRow(granted.id)).progress).toBe(20_00);
      await audited();
    });

    it('casino rounds from the bonus account count stake x the contribution of the game (dice 50 %)', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 100_00, 'first_deposit_casino');
      const roundId = randomUUID();
      await casino.play(me.id, {
        roundId,
        game: 'dice',
        bet: { stake: 10_00, direction: 'under', target: 5000 },
        accountId: granted.accountId,
      });
      expect((await bonusRow(granted.id)).progress).toBe(5_00);
      // A retried round id answers the stored round and counts nothing more.
      await casino.play(me.id, {
        roundId,
        game: 'dice',
        bet: { stake: 10_00, direction: 'under', target: 5000 },
        accountId: granted.accountId,
      });
      expect((await bonusRow(granted.id)).progress).toBe(5_00);
    });

    it('a crash round from the bonus account counts when it ends (crash 50 %), once', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 100_00, 'first_deposit_casino');
      const crash = createCrashLive({
        db: database.db,
        money: stack.money,
        clock,
        wagering: bonuses.wagering,
      });
      const roundId = randomUUID();
      const start = clock.now();
      try {
        await crash.start(me.id, { roundId, stake: 20_00, accountId: granted.accountId });
        // Long after any crash point: the next read ends the round as crashed.
        clock.advance(60 * 60_000);
        expect((await crash.state(me.id, roundId)).status).toBe('crashed');
        expect((await bonusRow(granted.id)).progress).toBe(10_00);
        await crash.state(me.id, roundId);
        expect((await bonusRow(granted.id)).progress).toBe(10_00);
      } finally {
        clock.set(start);
      }
    });

    it('nothing counts for a bonus that is not active: a coupon placed before a forfeit and settled after', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 100_00);
      const open = await placeBet(me.id, granted.accountId, 10_00, 2000, 'lost');
      await bonuses.forfeit(me.id, granted.id);
      const before = await bonusRow(granted.id);
      expect(await settlement.settleCouponById(open)).toBe(true);
      expect(await bonusRow(granted.id)).toEqual(before);
      expect(before.progress).toBe(0);
    });

    it('reaching the requirement converts min(balance, cap) to the main account, the rest is removed; the ledger balances', async () => {
      const me = await newPlayer();
      // 10 EUR at 5x: 50 EUR of turnover; the cap is 50 EUR.
      const granted = await grant(me.id, 10_00);
      const row = await bonusRow(granted.id);
      expect(row.required).toBe(50_00);
      expect(row.maxConversion).toBe(50_00);
      // Win big first: 10 on 10.00 -> 100 on the bonus account.
      await betAndSettle(me.id, granted.accountId, 10_00, 10_000, 'won');
      expect(await balanceOf(granted.accountId)).toBe(100_00);
      await betAndSettle(me.id, granted.accountId, 20_00, 1500, 'lost');
      expect((await bonusRow(granted.id)).status).toBe('active');
      // The stake that reaches 50 converts in the settlement's transaction, its payout included.
      await betAndSettle(me.id, granted.accountId, 20_00, 2000, 'won');
      const ended = await bonusRow(granted.id);
      // 100 - 20 - 20 + 40 = 100 on the account: 50 converted, 50 removed.
      expect(ended).toMatchObject({ status: 'converted', convertedAmount: 50_00, removedAmount: 50_00 });
      expect(await balanceOf(granted.accountId)).toBe(0);
      expect(await balanceOf(me.main)).toBe(50_00);
      expect((await ledgerKinds(me.id, 'bonus_conversion')).length).toBe(2);
      expect((await ledgerKinds(me.id, 'bonus_removal')).length).toBe(1);
      await audited();
    });

    it('a conversion below the cap moves the whole balance and removes nothing', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 10_00);
      await betAndSettle(me.id, granted.accountId, 10_00, 5000, 'won');
      for (let i = 0; i < 3; i += 1) await betAndSettle(me.id, granted.accountId, 10_00, 1500, 'lost');
      expect(await bonusRow(granted.id)).toMatchObject({ status: 'active', progress: 40_00 });
      await betAndSettle(me.id, granted.accountId, 10_00, 1500, 'won');
      expect(await bonusRow(granted.id)).toMatchObject({
        status: 'converted',
        convertedAmount: 25_00,
        removedAmount: 0,
      });
      expect(await balanceOf(me.main)).toBe(25_00);
      expect(await ledgerKinds(me.id, 'bonus_removal')).toEqual([]);
      await audited();
    });
  });

  describe('ending', () => {
    it('forfeit removes the bonus money through the ledger (status forfeited); forfeiting again answers it', async () => {
      const me = await newPlayer();
      const granted = await grant(me.id, 30_00);
      const ended = await bonuses.forfeit(me.id, granted.id);
      expect(ended).toMatchObject({
        status: 'forfeited',
        balance: 0,
        removedAmount: 30_00,
        canForfeit: false,
      });
      expect(await balanceOf(granted.accountId)).toBe(0);
      expect(await bonuses.forfeit(me.id, granted.id)).toMatchObject({ status: 'forfeited' });
      expect(await ledgerKinds(me.id, 'bonus_removal')).toHaveLength(1);
      await audited();
    });

    it('decline is for a bonus not used yet; a used one can only be forfeited', async () => {
      const me = await newPlayer();
      const used = await grant(me.id, 30_00);
      await betAndSettle(me.id, used.accountId, 10_00, 1200, 'lost');
      await expect(bonuses.decline(me.id, used.id)).rejects.toMatchObject({ statusCode: 409 });
      await bonuses.forfeit(me.id, used.id);
      const fresh = await grant(me.id, 20_00, 'promo');
      expect(await bonuses.decline(me.id, fresh.id)).toMatchObject({
        status: 'declined',
        removedAmount: 20_00,
      });
      await expect(bonuses.forfeit(me.id, fresh.id)).rejects.toMatchObject({ statusCode: 409 });
    });

    it('the expiry job removes the money of bonuses whose time is up (status expired), and only theirs', async () => {
      const me = await newPlayer();
      const sport = await grant(me.id, 40_00);
      const other = await newPlayer();
      const casinoBonus = await grant(other.id, 40_00, 'first_deposit_casino');
      // The casino bonus runs 14 days, the sports one 30.
      clock.advance(15 * DAY_MS);
      try {
        await bonuses.expireDue();
        expect((await bonusRow(casinoBonus.id)).status).toBe('expired');
        expect(await balanceOf(casinoBonus.accountId)).toBe(0);
        expect((await bonusRow(sport.id)).status).toBe('active');
        // An expired bonus counts nothing even before the job ends it.
        clock.advance(16 * DAY_MS);
        await betAndSettle(me.id, sport.accountId, 10_00, 2000, 'lost');
        expect((await bonusRow(sport.id)).progress).toBe(0);
        await bonuses.expireDue();
        expect(await bonusRow(sport.id)).toMatchObject({ status: 'expired', removedAmount: 30_00 });
        await audited();
      } finally {
        clock.set(Date.now());
      }
    });
  });

  describe('player protection', () => {
    it('stakes from the bonus account count towards the wagering limit like any stake', async () => {
      // 100 EUR a day.
      const me = await newPlayer([{ type: LIMIT_TYPE.WAGERING_24H, value: 100 }]);
      const granted = await grant(me.id, 200_00, 'first_deposit_casino');
      const play = (stake: number) =>
        casino.play(me.id, {
          roundId: randomUUID(),
          game: 'dice',
          bet: { stake, direction: 'under', target: 5000 },
          accountId: granted.accountId,
        });
      await play(60_00);
      await expect(play(50_00)).rejects.toMatchObject({ statusCode: 403 });
      await play(40_00);
      await expect(play(1_00)).rejects.toMatchObject({ statusCode: 403 });
    });

    it('bonus money cannot be withdrawn: a withdrawal from the bonus account is refused; real money can be withdrawn while the bonus stays', async () => {
      const me = await registerAndSignIn(app, { currency_id: EUR, first_deposit_bonus_choice: 1 });
      const main = (await getBalance(app, me.headers)).active_account_id;
      await deposit(app, me.headers, main, 100_00);
      const balance = await getBalance(app, me.headers);
      const bonusAccount = balance.bonuses[0]!.id;
      const refused = await createPayment(app, me.headers, 'withdrawals', {
        accountId: bonusAccount,
        amount: 50_00,
      });
      expect(refused.statusCode).toBe(409);
      expect(apiErrorSchema.parse(refused.json()).message).toMatch(/bonus account/);
      const allowed = await createPayment(app, me.headers, 'withdrawals', { accountId: main, amount: 50_00 });
      expect(allowed.statusCode, allowed.body).toBe(201);
      const after = await getBalance(app, me.headers);
      expect(after.bonus).toBe(100_00);
      const list = bonusesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.bonuses, headers: me.headers })).json(),
      ).bonuses;
      expect(list[0]!.status).toBe('active');
    });
  });

  describe('HTTP', () => {
    it('the terms of every kind are public: what a player reads before taking a bonus', async () => {
      const res = await app.inject({ method: 'GET', url: P.bonusTerms });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/public/);
      const terms = bonusTermsResponseSchema.parse(res.json());
      expect(terms.kinds.map((each) => each.kind)).toEqual(Object.keys(BONUS_TERMS));
      expect(terms.kinds.find((each) => each.kind === 'first_deposit_sport')).toEqual({
        kind: 'first_deposit_sport',
        ...BONUS_TERMS.first_deposit_sport,
      });
      // The offer stated is the one granted: a first deposit of 20.00 EUR brings percent x 20.00, capped.
      const me = await registerAndSignIn(app, { currency_id: EUR, first_deposit_bonus_choice: 2 });
      await deposit(app, me.headers, (await getBalance(app, me.headers)).active_account_id, 20_00);
      const [granted] = bonusesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.bonuses, headers: me.headers })).json(),
      ).bonuses;
      expect(granted).toMatchObject({
        kind: 'first_deposit_casino',
        amount: Math.min((20_00 * terms.firstDeposit.percent) / 100, terms.firstDeposit.maxUnits * 100),
        wageringMultiplier: BONUS_TERMS.first_deposit_casino.wageringMultiplier,
      });
    });

    it('forfeit and decline answer the bonus; wrong ids and states answer 4xx with a clear message', async () => {
      const me = await registerAndSignIn(app, { currency_id: EUR, first_deposit_bonus_choice: 1 });
      await deposit(app, me.headers, (await getBalance(app, me.headers)).active_account_id, 20_00);
      const [granted] = bonusesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.bonuses, headers: me.headers })).json(),
      ).bonuses;
      const post = (path: string, id: string | number, headers = me.headers) =>
        app.inject({ method: 'POST', url: path.replace(':id', String(id)), headers });

      for (const bad of ['abc', '-1', '0', '1.5', '99999999999999']) {
        const res = await post(P.forfeitBonus, bad);
        expect(res.statusCode, bad).toBe(400);
        expect(apiErrorSchema.parse(res.json()).message).toMatch(/id/);
      }
      const missing = await post(P.forfeitBonus, 2_000_000_000);
      expect(missing.statusCode).toBe(404);
      expect(apiErrorSchema.parse(missing.json()).message).toMatch(/not found among your bonuses/);

      const other = await registerAndSignIn(app, { currency_id: EUR });
      expect((await post(P.forfeitBonus, granted!.id, other.headers)).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: P.forfeitBonus.replace(':id', '1') })).statusCode).toBe(
        401,
      );

      const declined = await post(P.declineBonus, granted!.id);
      expect(declined.statusCode, declined.body).toBe(200);
      expect(bonusChangedSchema.parse(declined.json()).bonus).toMatchObject({
        status: 'declined',
        balance: 0,
      });
      const late = await post(P.forfeitBonus, granted!.id);
      expect(late.statusCode).toBe(409);
      expect(apiErrorSchema.parse(late.json()).message).toMatch(/already declined/);
    });
  });

  describe('property', () => {
    type Step =
      | { type: 'bet'; stake: number; coef: number; result: 'won' | 'lost' | 'void' }
      | { type: 'casino'; stake: number }
      | { type: 'withdraw'; amount: number }
      | { type: 'expire' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        type: fc.constant('bet' as const),
        stake: fc.integer({ min: 1_00, max: 60_00 }),
        coef: fc.integer({ min: 1100, max: 8000 }),
        result: fc.constantFrom('won' as const, 'lost' as const, 'void' as const),
      }),
      fc.record({ type: fc.constant('casino' as const), stake: fc.integer({ min: 1_00, max: 40_00 }) }),
      fc.record({ type: fc.constant('withdraw' as const), amount: fc.integer({ min: 1_00, max: 50_00 }) }),
      fc.constant({ type: 'expire' as const }),
    );

    it('for any sequence of bets, wins, losses, withdrawals and expiries the bonus never converts more than its maximum and the ledger balances', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 5_00, max: 50_00 }),
          fc.constantFrom('first_deposit_sport' as const, 'promo' as const),
          fc.array(step, { minLength: 1, maxLength: 12 }),
          async (amount, kind, steps) => {
            const me = await newPlayer();
            const granted = await grant(me.id, amount, kind);
            const start = clock.now();
            try {
              for (const s of steps) {
                const balance = await balanceOf(granted.accountId);
                if (s.type === 'bet') {
                  if (balance >= s.stake)
                    await betAndSettle(me.id, granted.accountId, s.stake, s.coef, s.result);
                } else if (s.type === 'casino') {
                  if (balance >= s.stake)
                    await casino.play(me.id, {
                      roundId: randomUUID(),
                      game: 'dice',
                      bet: { stake: s.stake, direction: 'under', target: 4950 },
                      accountId: granted.accountId,
                    });
                } else if (s.type === 'withdraw') {
                  const fromBonus = await stack.wallet.createWithdrawal(
                    me.id,
                    { accountId: granted.accountId, amount: s.amount, method: 'card', lng: 'en' },
                    randomUUID(),
                  );
                  expect(fromBonus.statusCode).toBe(409);
                  const main = Math.min(await balanceOf(me.main), s.amount);
                  if (main >= 10_00) {
                    const real = await stack.wallet.createWithdrawal(
                      me.id,
                      { accountId: me.main, amount: main, method: 'card', lng: 'en' },
                      randomUUID(),
                    );
                    expect(real.statusCode).toBe(201);
                  }
                } else {
                  clock.advance(31 * DAY_MS);
                  await bonuses.expireDue();
                }
                const row = await bonusRow(granted.id);
                if (row.status === 'active') expect(row.progress).toBeLessThan(row.required);
                else expect(await balanceOf(granted.accountId)).toBe(0);
              }
              const row = await bonusRow(granted.id);
              const credited = (await ledgerKinds(me.id, 'bonus_conversion')).length;
              expect(credited === 0 || credited === 2).toBe(true);
              expect(row.convertedAmount ?? 0).toBeLessThanOrEqual(row.maxConversion);
              // Whatever reached the money accounts came from the conversion only (withdrawals held it).
              const [real] = await database.db
                .select({
                  total: sql<string>`coalesce(sum(${ledgerAccount.balance}), 0)`,
                })
                .from(ledgerAccount)
                .where(and(eq(ledgerAccount.playerId, me.id), eq(ledgerAccount.type, ACCOUNT_TYPE.main)));
              expect(Number(real?.total ?? 0)).toBeLessThanOrEqual(row.maxConversion);
            } finally {
              clock.set(start);
            }
          },
        ),
        { numRuns: driver.name === 'pglite' ? 12 : 8 },
      );
      await audited();
    }, 120_000);
  });
});
