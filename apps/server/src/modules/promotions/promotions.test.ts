/**
 * Promotions and promo codes (docs/adr/0046-promotions-promo-codes.md): the running promotions per language and
 * category, one promotion with its terms and games, the public codes, a code's check for a guest and for a
 * player, and its use: the bonus credited through the ledger in the transaction that records the use, once per
 * player (a repeat answers the first bonus), within the code's uses, for eligible players only, never to an
 * excluded player, and rate-limited.
 */
import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  BONUS_GAME_PATHS,
  bonusGamesResponseSchema,
  promoCheckResponseSchema,
  promoCodesResponseSchema,
  promoRedeemResponseSchema,
  promotionSchema,
  promotionsResponseSchema,
  LIMIT_PATHS,
  PROMOTION_PATHS as P,
} from '@betline/contracts';
import { DAY_MS, LIMIT_TYPE, paymentUnitsToMinor } from '@betline/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { manualClock } from '../../infra/clock';
import { createMoneyStack } from '../../money';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { bearer, registerAndSignIn, type SignedInPlayer } from '../../test/players';
import { createBonuses } from '../bonuses/service';
import { createBonusGames } from '../bonusGames/service';
import { bonus } from '../bonuses/tables';
import { DEFAULT_BRAND } from '../../db/seed';
import { DEMO_OPERATOR_TOKEN } from '../operator/seed';
import { promotionProfile } from '../identity/directory';
import { player } from '../identity/tables';
import { playerLimit } from '../protection/tables';
import { isCouponPromoCode } from '../sportsbook/stake';
import { promoCode as couponCode } from '../sportsbook/tables';
import { ledgerAccount } from '../wallet/tables';
import { deposit, getBalance } from '../wallet/testing';
import { successfulDeposits } from '../wallet/usage';
import { createPromotions, type Promotions } from './service';
import { bonusCode, bonusCodeUse, promotion, promotionText } from './tables';

/** A fresh address per call, so that the per-address limit of one test does not hit another. */
const address = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

describe.each(drivers)('promotions and promo codes on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let promotions: Promotions;
  let stack: ReturnType<typeof createMoneyStack>;
  const clock = manualClock(Date.now());

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    app = buildApp({ db: database, webDistDir: null, clock });
    await app.ready();
    stack = createMoneyStack(database.db, { clock });
    promotions = createPromotions({
      db: database.db,
      brand: DEFAULT_BRAND,
      clock,
      bonuses: createBonuses({ db: database.db, money: stack.money, clock }),
      profileOf: promotionProfile,
      depositsOf: successfulDeposits,
      isCouponCode: isCouponPromoCode,
      plays: createBonusGames({ db: database.db, clock, money: stack.money, excluded: async () => null }),
      gamesOf: async () => [],
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: address() });
  const check = (code: string, headers: Record<string, string> = {}, remoteAddress = address()) =>
    app.inject({ method: 'POST', url: P.checkCode, headers, remoteAddress, payload: { code, lng: 'en' } });
  const redeem = (me: SignedInPlayer, code: string) =>
    app.inject({
      method: 'POST',
      url: P.redeemCode,
      headers: me.headers,
      remoteAddress: address(),
      payload: { code },
    });

  /** The machine-readable reason of a refusal (`code`), with its message checked to be there. */
  function codeOf(res: { json: () => unknown }): string | undefined {
    const body = res.json() as { code?: string };
    expect(apiErrorSchema.parse(body).message).toMatch(/^Promo code [A-Z0-9]+ cannot be used: /);
    return body.code;
  }

  async function bonusesOf(playerId: number) {
    return database.db.select().from(bonus).where(eq(bonus.playerId, playerId));
  }

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row?.balance ?? 0;
  }

  /** A promotion with a code of its own, written for one test. */
  async function addPromotion(options: {
    code: string;
    startsAt?: number;
    endsAt?: number | null;
    maxUses?: number | null;
    eligibility?: Partial<typeof promotion.$inferInsert.eligibility>;
  }) {
    const [row] = await database.db
      .insert(promotion)
      .values({
        brand: DEFAULT_BRAND,
        slug: `test-${randomUUID().slice(0, 8)}`,
        category: 'bonuses',
        offer: 'promo_code',
        eligibility: {
          newPlayersDays: null,
          minDeposits: 0,
          currencies: [],
          countries: [],
          ...options.eligibility,
        },
        startsAt: new Date(options.startsAt ?? clock.now() - DAY_MS),
        endsAt: options.endsAt === undefined || options.endsAt === null ? null : new Date(options.endsAt),
      })
      .returning();
    await database.db.insert(promotionText).values({
      promotionId: row!.id,
      lng: 'en',
      title: `Test ${options.code}`,
      summary: 'A test offer',
      html: '<p>Test</p>',
      rulesHtml: '<p>Rules</p>',
    });
    await database.db.insert(bonusCode).values({
      brand: DEFAULT_BRAND,
      code: options.code,
      promotionId: row!.id,
      amounts: { RUB: 50_000, EUR: 500 },
      maxUses: options.maxUses ?? null,
    });
    return row!;
  }

  it('lists the running promotions in the seed order with the categories that have any, one category at a time', async () => {
    const res = await get(`${P.list}?lng=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const all = promotionsResponseSchema.parse(res.json());
    expect(all.promotions.slice(0, 6).map((p) => p.slug)).toEqual([
      'welcome-sports',
      'welcome-casino',
      'welcome-code',
      'weekend-reload',
      'plinko-drop',
      'express-bonus',
    ]);
    expect(all.categories).toEqual(['casino', 'bukmaker', 'redeposit', 'first_deposit', 'bonuses']);
    expect(all.promotions.find((p) => p.slug === 'welcome-code')?.code).toBe('WELCOME10');

    const casino = promotionsResponseSchema.parse((await get(`${P.list}?lng=en&category=casino`)).json());
    expect(casino.promotions.map((p) => p.slug)).toEqual(['plinko-drop']);
    const every = promotionsResponseSchema.parse((await get(`${P.list}?lng=en&category=all_bonuses`)).json());
    expect(every.promotions.length).toBe(all.promotions.length);
  });

  it('answers a language without its own text in English and says so, and the shipped languages in their own', async () => {
    const fr = promotionsResponseSchema.parse((await get(`${P.list}?lng=fr`)).json());
    expect(fr.lng).toBe('fr');
    expect(fr.promotions[0]).toMatchObject({ slug: 'welcome-sports', contentLng: 'en' });
    // Russian, German, Spanish, Portuguese, Turkish and Ukrainian have texts of their own, terms included.
    const ru = promotionSchema.parse((await get('/web-api/promotions/welcome-code?lng=ru')).json());
    expect(ru).toMatchObject({ contentLng: 'ru', title: 'Бонус 10 US$ по промокоду WELCOME10' });
    expect(ru.rulesHtml).toContain('Бонус нужно отыграть 10 раз');
    for (const [lng, title, wagering, days] of [
      ['de', '10 US$ Bonus mit dem Code WELCOME10', 'Setzen Sie den Bonus 10-mal um', 'gilt 30 Tage'],
      ['es', 'Bono de 10 US$ con el código WELCOME10', 'Debes apostar el bono 10 veces', 'durante 30 días'],
      [
        'pt',
        'Bônus de 10 US$ com o código WELCOME10',
        'O bônus precisa ser apostado 10 vezes',
        'vale por 30 dias',
      ],
      ['tr', 'WELCOME10 koduyla 10 US$ bonus', 'bonus tutarının 10 katı çevrim', 'Bonus 30 gün geçerlidir'],
      [
        'uk',
        'Бонус 10 US$ за промокодом WELCOME10',
        'Бонус потрібно відіграти 10 разів',
        'Бонус діє 30 днів',
      ],
    ] as const) {
      const page = promotionSchema.parse((await get(`/web-api/promotions/welcome-code?lng=${lng}`)).json());
      expect(page).toMatchObject({ contentLng: lng, title });
      expect(page.rulesHtml).toContain(wagering);
      expect(page.rulesHtml).toContain(days);
    }
  });

  it('refuses a malformed category, language or promotion name with 400 and a message', async () => {
    for (const url of [
      `${P.list}?lng=en&category=jackpots`,
      `${P.list}?lng=english`,
      `${P.list}/Bad Slug!?lng=en`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(res.json()).message.length).toBeGreaterThan(10);
    }
  });

  it('answers one promotion with its text, full terms, games and what its code gives in every currency', async () => {
    const res = await get(`/web-api/promotions/welcome-code?lng=en`);
    expect(res.statusCode).toBe(200);
    const one = promotionSchema.parse(res.json());
    expect(one).toMatchObject({ slug: 'welcome-code', offer: 'promo_code', code: 'WELCOME10', ended: false });
    expect(one.eligibility).toEqual({ newPlayersDays: 30, minDeposits: 0, currencies: [], countries: [] });
    expect(one.rulesHtml).toContain('Wager the bonus 10 times');
    expect(one.html).not.toContain('<script');
    expect(one.amounts).toContainEqual({ iso: 'EUR', amount: paymentUnitsToMinor(10, 'EUR') });
    expect(one.amounts).toContainEqual({ iso: 'RUB', amount: paymentUnitsToMinor(10, 'RUB') });
    expect(one.games.map((g) => g.id)).toEqual(['fruit-five', 'plinko', 'dice']);
    expect(one.games.find((g) => g.id === 'plinko')?.path).toBe('/en/casino/game/1016/plinko');

    expect((await get(`/web-api/promotions/no-such-offer?lng=en`)).statusCode).toBe(404);
  });

  it('CASINO-003 answers a promotion by its id as by its slug (the casino links bonus/casino/{id})', async () => {
    const [row] = await database.db.select().from(promotion).where(eq(promotion.slug, 'welcome-code'));
    const res = await get(`/web-api/promotions/${row!.id}?lng=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(promotionSchema.parse(res.json())).toMatchObject({ slug: 'welcome-code', code: 'WELCOME10' });
    expect((await get(`/web-api/promotions/999999?lng=en`)).statusCode).toBe(404);
  });

  it('an ended promotion still answers its page but leaves the list, and its code is refused as ended', async () => {
    const ended = await addPromotion({
      code: 'ENDED1',
      startsAt: clock.now() - 10 * DAY_MS,
      endsAt: clock.now() - DAY_MS,
    });
    const page = promotionSchema.parse((await get(`/web-api/promotions/${ended.slug}?lng=en`)).json());
    expect(page.ended).toBe(true);
    expect(new Date(page.endsAt!).getTime()).toBeLessThan(clock.now());
    const list = promotionsResponseSchema.parse((await get(`${P.list}?lng=en`)).json());
    expect(list.promotions.map((p) => p.slug)).not.toContain(ended.slug);
    const answer = promoCheckResponseSchema.parse((await check('ended1')).json());
    expect(answer).toMatchObject({ code: 'ENDED1', usable: false, refusal: 'ended' });

    const later = await addPromotion({ code: 'LATER1', startsAt: clock.now() + DAY_MS });
    expect((await get(`/web-api/promotions/${later.slug}?lng=en`)).statusCode).toBe(404);
    expect(promoCheckResponseSchema.parse((await check('LATER1')).json()).refusal).toBe('not_started');
  });

  it('lists the public codes of the running promotions for the promo-code showcase', async () => {
    const answer = promoCodesResponseSchema.parse((await get(`${P.codes}?lng=en`)).json());
    expect(answer.codes.map((c) => c.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'RELOAD25', 'PLINKO5']),
    );
    expect(answer.codes.map((c) => c.code)).not.toContain('ENDED1');
  });

  it('checks a code for a guest: typed in any case with spaces, unknown, a bet-slip code, or malformed', async () => {
    const ok = promoCheckResponseSchema.parse((await check('  welcome10 ')).json());
    expect(ok).toMatchObject({ code: 'WELCOME10', usable: true, refusal: null });
    expect(ok.promotion?.slug).toBe('welcome-code');
    expect(ok.amounts.length).toBeGreaterThan(5);

    expect(promoCheckResponseSchema.parse((await check('NOSUCH42')).json())).toMatchObject({
      usable: false,
      refusal: 'unknown',
      promotion: null,
    });

    await database.db
      .insert(couponCode)
      .values({ code: 'SLIPBOOST7', boostPercent: 7, couponTypes: [1] })
      .onConflictDoNothing();
    expect(promoCheckResponseSchema.parse((await check('slipboost7')).json()).refusal).toBe('coupon_code');

    const bad = await check('no!');
    expect(bad.statusCode).toBe(400);
    expect(apiErrorSchema.parse(bad.json()).message).toContain('3 to 32 letters and digits');
  });

  it("a player's code is credited to the bonus account through the ledger, once: a repeat answers the same bonus", async () => {
    const me = await registerAndSignIn(app); // RUB, registered now
    const checked = promoCheckResponseSchema.parse((await check('WELCOME10', me.headers)).json());
    expect(checked).toMatchObject({
      usable: true,
      amounts: [{ iso: 'RUB', amount: paymentUnitsToMinor(10, 'RUB') }],
    });

    const first = await redeem(me, 'welcome10');
    expect(first.statusCode).toBe(200);
    const granted = promoRedeemResponseSchema.parse(first.json()).bonus!;
    expect(granted).toMatchObject({
      kind: 'promo',
      status: 'active',
      iso: 'RUB',
      amount: paymentUnitsToMinor(10, 'RUB'),
      balance: paymentUnitsToMinor(10, 'RUB'),
      required: paymentUnitsToMinor(10, 'RUB') * 10,
    });
    expect(await balanceOf(granted.accountId)).toBe(paymentUnitsToMinor(10, 'RUB'));
    const wallet = await getBalance(app, me.headers);
    expect(wallet.bonus).toBe(paymentUnitsToMinor(10, 'RUB'));

    const again = promoRedeemResponseSchema.parse((await redeem(me, 'WELCOME10')).json()).bonus!;
    expect(again.id).toBe(granted.id);
    expect(await balanceOf(granted.accountId)).toBe(paymentUnitsToMinor(10, 'RUB'));
    expect(await bonusesOf(me.playerId)).toHaveLength(1);
    expect(promoCheckResponseSchema.parse((await check('WELCOME10', me.headers)).json()).refusal).toBe(
      'already_used',
    );
  });

  it('two uses of one code by one player at the same time credit one bonus', async () => {
    const me = await registerAndSignIn(app);
    const answers = await Promise.all([redeem(me, 'PLINKO5'), redeem(me, 'PLINKO5'), redeem(me, 'PLINKO5')]);
    const ids = answers.map((res) => promoRedeemResponseSchema.parse(res.json()).bonus!.id);
    expect(new Set(ids).size).toBe(1);
    const rows = await bonusesOf(me.playerId);
    expect(rows).toHaveLength(1);
    expect(await balanceOf(rows[0]!.accountId)).toBe(paymentUnitsToMinor(5, 'RUB'));
  });

  it('refuses a player who is not eligible and writes nothing: deposits needed, not new, an active bonus', async () => {
    const me = await registerAndSignIn(app);
    const refused = await redeem(me, 'RELOAD25');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('deposits');
    expect(await bonusesOf(me.playerId)).toHaveLength(0);

    // After a deposit the reload code works, and then another code meets the active bonus.
    const wallet = await getBalance(app, me.headers);
    await deposit(app, me.headers, wallet.all_accounts[0]!.id, 100_000);
    expect((await redeem(me, 'RELOAD25')).statusCode).toBe(200);
    const busy = await redeem(me, 'PLINKO5');
    expect(busy.statusCode).toBe(409);
    expect(codeOf(busy)).toBe('bonus_active');
    const uses = await database.db.select().from(bonusCodeUse).where(eq(bonusCodeUse.playerId, me.playerId));
    expect(uses).toHaveLength(1);

    const old = await registerAndSignIn(app);
    await database.db
      .update(player)
      .set({ createdAt: new Date(clock.now() - 31 * DAY_MS) })
      .where(eq(player.id, old.playerId));
    expect(promoCheckResponseSchema.parse((await check('WELCOME10', old.headers)).json()).refusal).toBe(
      'not_new',
    );
    const late = await redeem(old, 'WELCOME10');
    expect(late.statusCode).toBe(403);
    expect(codeOf(late)).toBe('not_new');
  });

  it('a code with its last use taken is refused as used up, and its count never passes the maximum', async () => {
    await addPromotion({ code: 'ONLYONE', maxUses: 1 });
    const [a, b] = [await registerAndSignIn(app), await registerAndSignIn(app)];
    const answers = await Promise.all([redeem(a, 'ONLYONE'), redeem(b, 'ONLYONE')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(codeOf(refused)).toBe('used_up');
    const [row] = await database.db.select().from(bonusCode).where(eq(bonusCode.code, 'ONLYONE'));
    expect(row?.uses).toBe(1);
  });

  it('a code of other currencies or countries is refused for a player outside them', async () => {
    await addPromotion({ code: 'EURONLY', eligibility: { currencies: ['EUR'] } });
    await addPromotion({ code: 'UKONLY', eligibility: { countries: ['gb'] } });
    const me = await registerAndSignIn(app); // RUB, Russia
    expect(codeOf(await redeem(me, 'EURONLY'))).toBe('currency');
    expect(codeOf(await redeem(me, 'UKONLY'))).toBe('country');
    expect(await bonusesOf(me.playerId)).toHaveLength(0);
  });

  it('never gives a bonus to a self-excluded player: the use is refused and nothing is written', async () => {
    const [row] = await database.db
      .insert(player)
      .values({ login: `promo-${randomUUID()}`, countryId: 1, currencyId: 1, registrationType: 'demo' })
      .returning({ id: player.id });
    await database.db.insert(playerLimit).values({
      playerId: row!.id,
      limitType: LIMIT_TYPE.SELF_EXCLUSION,
      value: 30,
      startedAt: clock.now() - DAY_MS,
      endsAt: clock.now() + 30 * DAY_MS,
      currency: null,
      updatedAt: clock.now() - DAY_MS,
    });
    await expect(promotions.redeem(row!.id, 'WELCOME10')).rejects.toMatchObject({
      statusCode: 403,
      reason: 'protection',
    });
    expect(await bonusesOf(row!.id)).toHaveLength(0);
    const uses = await database.db
      .select()
      .from(bonusCodeUse)
      .where(and(eq(bonusCodeUse.playerId, row!.id)));
    expect(uses).toHaveLength(0);
  });

  it('a guest cannot use a code (401), and guessing codes from one address is stopped (429)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: P.redeemCode,
      remoteAddress: address(),
      payload: { code: 'WELCOME10' },
    });
    expect(res.statusCode).toBe(401);

    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await check(`GUESS${i}X`, {}, from)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  describe('the operator API', () => {
    const OPERATOR = { authorization: `Bearer ${DEMO_OPERATOR_TOKEN}` };
    const text = (title: string) => ({
      title,
      summary: 'A short line',
      html: '<p>Offer <script>alert(1)</script><strong>now</strong></p>',
      rulesHtml: '<ul><li onclick="x()">Rule</li></ul>',
    });
    const body = (texts: Record<string, ReturnType<typeof text>>) => ({
      category: 'casino',
      offer: 'promo_code',
      eligibility: { newPlayersDays: null, minDeposits: 0, currencies: ['EUR'], countries: [] },
      games: ['plinko'],
      startsAt: new Date(clock.now() - DAY_MS).toISOString(),
      endsAt: null,
      texts,
    });
    const put = (url: string, payload: unknown, headers: Record<string, string> = OPERATOR) =>
      app.inject({ method: 'PUT', url, headers, payload: payload as object });

    it('a code may give free plays of a bonus game instead of a bonus: shown by the check, granted once as a pass, refused while excluded', async () => {
      expect(
        (await put('/operator-api/promotions/op-wheel', body({ en: text('Wheel week') }))).statusCode,
      ).toBe(201);
      const bad = await put('/operator-api/promotions/op-wheel/codes/WHEEL3', {
        amounts: { EUR: 200 },
        plays: { game: 'poker', plays: 3 },
      });
      expect(bad.statusCode).toBe(400);
      const code = await put('/operator-api/promotions/op-wheel/codes/wheel3', {
        amounts: { EUR: 200 },
        plays: { game: 'fortuna', plays: 3 },
      });
      expect(code.statusCode).toBe(201);
      expect(code.json()).toMatchObject({ code: { code: 'WHEEL3', plays: { game: 'fortuna', plays: 3 } } });
      const page = promotionSchema.parse((await get('/web-api/promotions/op-wheel?lng=en')).json());
      expect(page).toMatchObject({
        amounts: [{ iso: 'EUR', amount: 200 }],
        plays: { game: 'fortuna', plays: 3 },
      });

      const eur = await registerAndSignIn(app, { currency_id: 3 });
      // A bonus already running does not stand in the way of plays (they are not a bonus).
      expect(
        (await put('/operator-api/promotions/op-wheel/codes/WHEELCASH', { amounts: { EUR: 300 } }))
          .statusCode,
      ).toBe(201);
      expect((await redeem(eur, 'WHEELCASH')).statusCode).toBe(200);
      const checked = promoCheckResponseSchema.parse((await check('WHEEL3', eur.headers)).json());
      expect(checked).toMatchObject({ usable: true, plays: { game: 'fortuna', plays: 3 } });
      const used = promoRedeemResponseSchema.parse((await redeem(eur, 'WHEEL3')).json());
      expect(used.bonus).toBeNull();
      expect(used.pass).toMatchObject({ game: 'fortuna', plays: 3, left: 3, unit: 200, iso: 'EUR' });
      const again = promoRedeemResponseSchema.parse((await redeem(eur, 'wheel3')).json());
      expect(again.pass?.id).toBe(used.pass?.id);
      const mine = await app.inject({ method: 'GET', url: BONUS_GAME_PATHS.mine, headers: eur.headers });
      expect(bonusGamesResponseSchema.parse(mine.json()).passes).toMatchObject([
        { game: 'fortuna', left: 3 },
      ]);

      // A self-excluded player is given no plays, and nothing is written.
      const excluded = await registerAndSignIn(app, { currency_id: 3 });
      await database.db.insert(playerLimit).values({
        playerId: excluded.playerId,
        limitType: LIMIT_TYPE.SELF_EXCLUSION,
        value: 30,
        startedAt: clock.now() - DAY_MS,
        endsAt: clock.now() + 30 * DAY_MS,
        currency: null,
        updatedAt: clock.now() - DAY_MS,
      });
      const refused = await redeem(excluded, 'WHEEL3');
      expect(refused.statusCode).toBe(403);
      const uses = await database.db
        .select()
        .from(bonusCodeUse)
        .where(eq(bonusCodeUse.playerId, excluded.playerId));
      expect(uses).toHaveLength(0);
    });

    it('creates a promotion with cleaned texts, replaces one language later, and adds a code players can use', async () => {
      const created = await put('/operator-api/promotions/op-spring', body({ en: text('Spring spins') }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({ slug: 'op-spring', languages: ['en'], created: true });
      const page = promotionSchema.parse((await get('/web-api/promotions/op-spring?lng=en')).json());
      expect(page.title).toBe('Spring spins');
      expect(page.html).not.toContain('<script');
      expect(page.rulesHtml).not.toContain('onclick');

      const replaced = await put('/operator-api/promotions/op-spring', body({ de: text('Frühlingsdrehs') }));
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json()).toMatchObject({ languages: ['de', 'en'], created: false });
      expect(promotionSchema.parse((await get('/web-api/promotions/op-spring?lng=de')).json()).title).toBe(
        'Frühlingsdrehs',
      );

      const code = await put('/operator-api/promotions/op-spring/codes/spring7', {
        amounts: { EUR: 700 },
        maxUses: 2,
      });
      expect(code.statusCode).toBe(201);
      expect(code.json()).toMatchObject({ created: true, code: { code: 'SPRING7', uses: 0, maxUses: 2 } });
      const eur = await registerAndSignIn(app, { currency_id: 3 });
      const used = promoRedeemResponseSchema.parse((await redeem(eur, 'SPRING7')).json());
      expect(used.bonus).toMatchObject({ amount: 700, iso: 'EUR' });
      const listed = (
        await app.inject({
          method: 'GET',
          url: '/operator-api/promotions/op-spring/codes',
          headers: OPERATOR,
        })
      ).json() as {
        codes: { code: string; uses: number }[];
      };
      expect(listed.codes).toEqual([expect.objectContaining({ code: 'SPRING7', uses: 1 })]);
      // The maximum cannot go below the uses made.
      const second = await registerAndSignIn(app, { currency_id: 3 });
      expect((await redeem(second, 'SPRING7')).statusCode).toBe(200);
      const lower = await put('/operator-api/promotions/op-spring/codes/SPRING7', {
        amounts: { EUR: 700 },
        maxUses: 1,
      });
      expect(lower.statusCode).toBe(409);
      expect(apiErrorSchema.parse(lower.json()).message).toContain('used 2 times');
    });

    it('refuses what it cannot store with a message: no token, a new promotion without English, unknown currencies, dates in the wrong order, another promotion’s code', async () => {
      expect((await put('/operator-api/promotions/op-x', body({ en: text('X') }), {})).statusCode).toBe(401);
      const noEnglish = await put('/operator-api/promotions/op-x', body({ de: text('X') }));
      expect(noEnglish.statusCode).toBe(400);
      expect(apiErrorSchema.parse(noEnglish.json()).message).toContain('texts.en');
      const badCurrency = await put('/operator-api/promotions/op-x', {
        ...body({ en: text('X') }),
        eligibility: { newPlayersDays: null, minDeposits: 0, currencies: ['XYZ'], countries: [] },
      });
      expect(badCurrency.statusCode).toBe(400);
      expect(apiErrorSchema.parse(badCurrency.json()).message).toContain('XYZ');
      const backwards = await put('/operator-api/promotions/op-x', {
        ...body({ en: text('X') }),
        endsAt: new Date(clock.now() - 2 * DAY_MS).toISOString(),
      });
      expect(backwards.statusCode).toBe(400);
      expect(apiErrorSchema.parse(backwards.json()).message).toContain('endsAt must be after startsAt');
      const taken = await put('/operator-api/promotions/op-spring/codes/WELCOME10', {
        amounts: { EUR: 100 },
      });
      expect(taken.statusCode).toBe(409);
      const missing = await put('/operator-api/promotions/no-such/codes/ABC123', { amounts: { EUR: 100 } });
      expect(missing.statusCode).toBe(404);
      const unknownIso = await put('/operator-api/promotions/op-spring/codes/ABC123', {
        amounts: { XYZ: 100 },
      });
      expect(unknownIso.statusCode).toBe(400);
    });
  });

  // Last: it moves the shared clock a day on.
  it('pushes no promotion to a player who changed a limit in the last 24 hours: the balance says offers are paused', async () => {
    const me = await registerAndSignIn(app, { first_deposit_bonus_choice: 1 });
    expect((await getBalance(app, me.headers)).offers_paused).toBe(false);
    const saved = await app.inject({
      method: 'POST',
      url: LIMIT_PATHS.limits,
      headers: { ...(await bearer(app, me)), 'x-language': 'en' },
      payload: { limits: [{ limitType: LIMIT_TYPE.DEPOSIT_24H, limitValue: 50 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await getBalance(app, me.headers)).offers_paused).toBe(true);
    // The first-deposit bonus itself stays available: only its push waits.
    expect((await getBalance(app, me.headers)).is_available_first_deposit_bonus).toBe(true);

    clock.advance(23 * 60 * 60 * 1000);
    expect(await stack.protection.offersPaused(me.playerId)).toBe(true);
    clock.advance(2 * 60 * 60 * 1000);
    expect(await stack.protection.offersPaused(me.playerId)).toBe(false);
  });
});
