import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, like } from 'drizzle-orm';
import {
  CASINO_PATHS as P,
  CASINO_SECTIONS,
  casinoGamesResponseSchema,
  casinoProvidersResponseSchema,
  casinoSectionsResponseSchema,
  casinoSeedResponseSchema,
  casinoGameSchema,
  previewLightResponseSchema,
  roundHistoryResponseSchema,
  roundResponseSchema,
  seedRotateResponseSchema,
  verifyResponseSchema,
} from '@betline/contracts';
import { ROULETTE_RED, sameOutcome, verifyRound } from '@betline/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { PARTNER_DEMO_BRAND } from '../../db/seed';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { registerAndSignIn } from '../../test/players';
import { createProtectionService, type ProtectionService } from '../protection/service';
import { createWalletUsage } from '../wallet/usage';
import { createLedger, type Ledger } from '../wallet/ledger';
import { ledgerAccount, ledgerEntry, ledgerTransaction } from '../wallet/tables';
import { casinoGame } from './tables';
import { fundedPlayer as fund } from '../wallet/testing';

const USD = 2;
const dice = (stake: number) => ({ stake, direction: 'under', target: 5000 });
/** Random rounds per game in the ledger property test (`CASINO_ROUNDS_PER_GAME` runs it longer). */
const ROUNDS_PER_GAME = Number(process.env.CASINO_ROUNDS_PER_GAME ?? 100);

describe.each(drivers)('casino on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let ledger: Ledger;
  let protection: ProtectionService;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    protection = createProtectionService({
      db: database.db,
      clock: { now: () => Date.now() },
      usage: createWalletUsage(),
      playerCurrency: async () => 'USD',
    });
    // The test's own protection service on the same database: a limit or time-out it sets tells nobody (the
    // sessions stay), as when a round arrives at the very moment an exclusion begins; the money path must
    // still refuse it.
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
    ledger = createLedger(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  /** A signed-in USD player whose main account holds `amount` minor units. */
  const fundedPlayer = (amount: number) => fund(app, ledger, { amount, currencyId: USD });

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row!.balance;
  }
  function play(headers: Record<string, string>, body: unknown) {
    return app.inject({ method: 'POST', url: P.rounds, headers, payload: body as object });
  }

  describe('catalogue', () => {
    it('CASINO-010 guests list the providers, the in-house studio among them', async () => {
      const res = await app.inject({ method: 'GET', url: P.providers });
      expect(res.statusCode).toBe(200);
      const { providers } = casinoProvidersResponseSchema.parse(res.json());
      expect(providers.find((p) => p.inHouse)).toMatchObject({
        id: 'betline-studio',
        name: 'Betline Studio',
        gameCount: 16,
      });
      expect(providers.length).toBeGreaterThan(2);
    });

    it("a partner brand's players see the in-house studio under the partner's name, never Betline's", async () => {
      const partner = buildApp({ db: database, webDistDir: null, brand: PARTNER_DEMO_BRAND });
      await partner.ready();
      try {
        const res = await partner.inject({ method: 'GET', url: P.providers });
        const { providers } = casinoProvidersResponseSchema.parse(res.json());
        expect(providers.find((p) => p.inHouse)).toMatchObject({
          id: 'betline-studio',
          name: 'Aurora Bet Studio',
        });
        expect(JSON.stringify(providers)).not.toContain('Betline');
      } finally {
        await partner.close();
      }
    });

    it('lists only the sections that have games, with how many: a section left without games is not offered', async () => {
      const read = async () => {
        const res = await app.inject({ method: 'GET', url: P.sections });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        return casinoSectionsResponseSchema.parse(res.json()).sections;
      };
      const sections = await read();
      for (const { id, gameCount } of sections) {
        const listed = casinoGamesResponseSchema.parse(
          (await app.inject({ method: 'GET', url: `${P.games}?section=${id}&limit=1` })).json(),
        );
        expect(listed.total, id).toBe(gameCount);
      }
      // The only virtual sports game moves to other games alone: the section is no longer offered.
      const [only] = await database.db
        .select({ slug: casinoGame.slug, sections: casinoGame.sections })
        .from(casinoGame)
        .where(arrayContains(casinoGame.sections, ['virtualsports']));
      expect(sections.find((section) => section.id === 'virtualsports')?.gameCount).toBe(1);
      try {
        await database.db
          .update(casinoGame)
          .set({ sections: ['othergames'] })
          .where(eq(casinoGame.slug, only!.slug));
        expect((await read()).map((section) => section.id)).not.toContain('virtualsports');
      } finally {
        await database.db
          .update(casinoGame)
          .set({ sections: only!.sections })
          .where(eq(casinoGame.slug, only!.slug));
      }
    });

    it('CASINO-012 every game filter (lotteries, slots, ladder, dice, cards, other) answers only its games', async () => {
      for (const category of ['lotteries', 'slots', 'ladder', 'dice', 'cards', 'other']) {
        const res = await app.inject({ method: 'GET', url: `${P.games}?category=${category}` });
        expect(res.statusCode).toBe(200);
        const body = casinoGamesResponseSchema.parse(res.json());
        expect(body.games.length).toBeGreaterThan(0);
        expect(body.games.every((g) => g.category === category)).toBe(true);
      }
    });

    it('CASINO-001 every casino route section of the seed lists its games', async () => {
      for (const section of CASINO_SECTIONS) {
        const res = await app.inject({ method: 'GET', url: `${P.games}?section=${section}` });
        expect(res.statusCode).toBe(200);
        const body = casinoGamesResponseSchema.parse(res.json());
        expect(body.games.length).toBeGreaterThan(0);
        expect(body.games.every((g) => g.sections.includes(section))).toBe(true);
      }
    });

    it('CASINO-013 other games filter by kind: 0 poker, 1 virtual, 2 toto, 3 lotto', async () => {
      const names: Record<number, string> = {};
      for (const kind of [0, 1, 2, 3]) {
        const res = await app.inject({ method: 'GET', url: `${P.games}?category=other&otherKind=${kind}` });
        const body = casinoGamesResponseSchema.parse(res.json());
        expect(body.games.every((g) => g.otherKind === kind)).toBe(true);
        names[kind] = body.games.map((g) => g.slug).join(',');
      }
      expect(names).toEqual({ 0: 'holdem-poker', 1: 'virtual-football', 2: 'toto-15', 3: 'lotto-6-45' });
    });

    it('searches by name, case-insensitively, and by provider', async () => {
      const found = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `${P.games}?q=FRUIT` })).json(),
      );
      expect(found.games.map((g) => g.slug)).toEqual(['fruit-five']);
      const none = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `${P.games}?q=%25` })).json(),
      );
      expect(none.total).toBe(0);
      const byProvider = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `${P.games}?provider=betline-studio` })).json(),
      );
      // The solo games, and the shared tables (live roulette, live baccarat, the money wheel, bingo) on their engines.
      expect(byProvider.games.map((g) => g.engine).sort()).toEqual([
        'baccarat',
        'baccarat',
        'bingo',
        'blackjack',
        'crash',
        'dice',
        'hilo',
        'keno',
        'mines',
        'plinko',
        'roulette',
        'roulette',
        'scratch',
        'slot',
        'videoPoker',
        'wheel',
      ]);
    });

    it('answers 400 for an unknown filter and 404 for an unknown game', async () => {
      const bad = await app.inject({ method: 'GET', url: `${P.games}?category=roulette` });
      expect(bad.statusCode).toBe(400);
      const missing = await app.inject({ method: 'GET', url: '/web-api/casino/games/no-such-game' });
      expect(missing.statusCode).toBe(404);
    });

    it('CASINO-004 every game has a number for its route and is found by it', async () => {
      const list = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: `${P.games}?limit=200` })).json(),
      );
      const ids = list.games.map((g) => g.id);
      expect(new Set(ids).size).toBe(ids.length);
      const slot = list.games.find((g) => g.engine === 'slot')!;
      const res = await app.inject({ method: 'GET', url: P.gameById.replace(':gameId', String(slot.id)) });
      expect(res.statusCode).toBe(200);
      expect(casinoGameSchema.parse(res.json())).toEqual(slot);
      const missing = await app.inject({ method: 'GET', url: P.gameById.replace(':gameId', '999999') });
      expect(missing.statusCode).toBe(404);
      const malformed = await app.inject({ method: 'GET', url: P.gameById.replace(':gameId', 'abc') });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toMatch(/gameId/);
    });

    it('serves generated SVG thumbnails itself', async () => {
      const list = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.games })).json(),
      );
      const game = list.games[0]!;
      expect(game.thumbnail.startsWith('/web-api/casino/thumbnails/')).toBe(true);
      const res = await app.inject({ method: 'GET', url: game.thumbnail });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toContain(`aria-label="${game.name.replace(/'/g, '&apos;')}"`);
      expect((await app.inject({ method: 'GET', url: '/web-api/casino/thumbnails/x.png' })).statusCode).toBe(
        400,
      );
    });
  });

  describe('favourites and recently played', () => {
    it('CASINO-002 favourites are per player; guests get 401; an unknown game 404', async () => {
      const me = await registerAndSignIn(app);
      const other = await registerAndSignIn(app);
      expect((await app.inject({ method: 'GET', url: P.favourites })).statusCode).toBe(401);
      const add = await app.inject({
        method: 'PUT',
        url: '/web-api/casino/favourites/dice',
        headers: me.headers,
      });
      expect(add.statusCode).toBe(200);
      expect(casinoGamesResponseSchema.parse(add.json()).games.map((g) => g.slug)).toEqual(['dice']);
      const theirs = await app.inject({ method: 'GET', url: P.favourites, headers: other.headers });
      expect(casinoGamesResponseSchema.parse(theirs.json()).total).toBe(0);
      const unknown = await app.inject({
        method: 'PUT',
        url: '/web-api/casino/favourites/no-such-game',
        headers: me.headers,
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await app.inject({
        method: 'PUT',
        url: '/web-api/casino/favourites/Bad_Slug',
        headers: me.headers,
      });
      expect(bad.statusCode).toBe(400);
      const removed = await app.inject({
        method: 'DELETE',
        url: '/web-api/casino/favourites/dice',
        headers: me.headers,
      });
      expect(casinoGamesResponseSchema.parse(removed.json()).total).toBe(0);
    });
  });

  describe('games preview light', () => {
    it('needs a bearer token and answers the group keyed value', async () => {
      const query = '?whence=1&groupId=7&ref=1&lng=en&fcountry=1&includeCategories=false';
      expect((await app.inject({ method: 'GET', url: P.previewLight + query })).statusCode).toBe(401);
      const me = await registerAndSignIn(app);
      const token = (
        await app.inject({ method: 'GET', url: '/web-api/user/gettoken', headers: me.headers })
      ).json<{
        token: string;
      }>().token;
      const res = await app.inject({
        method: 'GET',
        url: P.previewLight + query,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const body = previewLightResponseSchema.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.value['7']?.length).toBeGreaterThan(0);
      const bad = await app.inject({
        method: 'GET',
        url: `${P.previewLight}?groupId=x&lng=english`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('money rounds', () => {
    it('a dice round takes the stake and pays the win through the ledger; a retried round id answers the same round', async () => {
      const me = await fundedPlayer(10_000);
      const seed = casinoSeedResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.seed, headers: me.headers })).json(),
      );
      const roundId = randomUUID();
      const res = await play(me.headers, { roundId, game: 'dice', bet: dice(1000) });
      expect(res.statusCode).toBe(200);
      const round = roundResponseSchema.parse(res.json());
      expect(round.serverSeedHash).toBe(seed.serverSeedHash);
      expect(round.nonce).toBe(seed.nonce);
      expect(round.serverSeed).toBeNull();
      expect(round.stake).toBe(1000);
      expect(round.balance).toBe(10_000 - 1000 + round.win);
      expect(await balanceOf(me.main)).toBe(round.balance);

      const again = await play(me.headers, { roundId, game: 'dice', bet: dice(1000) });
      expect(again.statusCode).toBe(200);
      expect(roundResponseSchema.parse(again.json())).toEqual(round);
      expect(await balanceOf(me.main)).toBe(round.balance);

      const recent = casinoGamesResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.recent, headers: me.headers })).json(),
      );
      expect(recent.games.map((g) => g.slug)).toEqual(['dice']);
    });

    it("the game history lists only the player's rounds, newest first, by game, verifiable once revealed", async () => {
      const me = await fundedPlayer(10_000);
      const other = await fundedPlayer(10_000);
      const ids: string[] = [];
      for (const [game, bet] of [
        ['dice', dice(100)],
        ['slot', { stake: 100 }],
        ['dice', dice(200)],
      ] as const) {
        const roundId = randomUUID();
        ids.push(roundId);
        expect((await play(me.headers, { roundId, game, bet })).statusCode).toBe(200);
      }
      await play(other.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) });
      const all = roundHistoryResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.rounds, headers: me.headers })).json(),
      );
      expect(all.total).toBe(3);
      expect(all.rounds.map((r) => r.roundId)).toEqual([...ids].reverse());
      expect(all.rounds.every((r) => !r.verifiable)).toBe(true);
      expect(all.rounds[0]).toMatchObject({ game: 'dice', stake: 200, currencyId: USD });
      const diceOnly = roundHistoryResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: `${P.rounds}?game=dice&limit=1`, headers: me.headers })
        ).json(),
      );
      expect(diceOnly.total).toBe(2);
      expect(diceOnly.rounds.map((r) => r.roundId)).toEqual([ids[2]]);
      await app.inject({ method: 'POST', url: P.seedRotate, headers: me.headers, payload: {} });
      const revealed = roundHistoryResponseSchema.parse(
        (await app.inject({ method: 'GET', url: P.rounds, headers: me.headers })).json(),
      );
      expect(revealed.rounds.every((r) => r.verifiable)).toBe(true);
      expect((await app.inject({ method: 'GET', url: P.rounds })).statusCode).toBe(401);
      const bad = await app.inject({ method: 'GET', url: `${P.rounds}?game=poker`, headers: me.headers });
      expect(bad.statusCode).toBe(400);
    });

    it('a roulette spin of two chips takes their sum and pays each winning chip through the ledger', async () => {
      const me = await fundedPlayer(10_000);
      const roundId = randomUUID();
      const bet = {
        chips: [
          { kind: 'red', stake: 300 },
          { kind: 'split', numbers: [17, 18], stake: 200 },
        ],
      };
      const res = await play(me.headers, { roundId, game: 'roulette', bet });
      expect(res.statusCode, res.body).toBe(200);
      const round = roundResponseSchema.parse(res.json());
      const outcome = round.outcome as { number: number; chips: { won: boolean; payout: number }[] };
      const red = ROULETTE_RED.includes(outcome.number);
      const split = outcome.number === 17 || outcome.number === 18;
      expect(round.stake).toBe(500);
      expect(round.win).toBe((red ? 600 : 0) + (split ? 3600 : 0));
      expect(outcome.chips.map((chip) => chip.won)).toEqual([red, split]);
      expect(round.balance).toBe(10_000 - 500 + round.win);
      expect(await balanceOf(me.main)).toBe(round.balance);
      // The ledger holds the stake (and the win, when there is one) under the round's keys.
      const moves = await database.db
        .select({ key: ledgerTransaction.key, amount: ledgerEntry.amount })
        .from(ledgerTransaction)
        .innerJoin(ledgerEntry, eq(ledgerEntry.transactionId, ledgerTransaction.id))
        .where(and(eq(ledgerEntry.accountId, me.main), like(ledgerTransaction.key, `casino:${roundId}:%`)));
      const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);
      expect(moves.sort(byKey)).toEqual(
        [
          { key: `casino:${roundId}:stake`, amount: -500 },
          ...(round.win > 0 ? [{ key: `casino:${roundId}:win`, amount: round.win }] : []),
        ].sort(byKey),
      );
      // A chip off the layout is refused before any money moves.
      const bad = await play(me.headers, {
        roundId: randomUUID(),
        game: 'roulette',
        bet: { chips: [{ kind: 'split', numbers: [3, 4], stake: 100 }] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'ROULETTE_NUMBERS_INVALID' });
      expect(await balanceOf(me.main)).toBe(round.balance);
    });

    it('a roulette spin over the wagering limit is refused as a whole (the chips together) and takes nothing', async () => {
      const me = await fundedPlayer(10_000);
      await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: 5 }], 'en');
      const res = await play(me.headers, {
        roundId: randomUUID(),
        game: 'roulette',
        bet: {
          chips: [
            { kind: 'black', stake: 300 },
            { kind: 'dozen', target: 1, stake: 300 },
          ],
        },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CASINO_LIMIT_REACHED', reason: 'wagering_limit' });
      expect(await balanceOf(me.main)).toBe(10_000);
      const within = await play(me.headers, {
        roundId: randomUUID(),
        game: 'roulette',
        bet: { chips: [{ kind: 'black', stake: 300 }] },
      });
      expect(within.statusCode).toBe(200);
    });

    it('a slot round plays on the chosen account and the round reads back for its player only', async () => {
      const me = await fundedPlayer(5_000);
      const other = await fundedPlayer(5_000);
      const roundId = randomUUID();
      const res = await play(me.headers, { roundId, game: 'slot', bet: { stake: 100 }, accountId: me.main });
      expect(res.statusCode).toBe(200);
      const round = roundResponseSchema.parse(res.json());
      expect(round.accountId).toBe(me.main);
      const mine = await app.inject({ method: 'GET', url: `${P.rounds}/${roundId}`, headers: me.headers });
      expect(roundResponseSchema.parse(mine.json())).toEqual(round);
      const theirs = await app.inject({
        method: 'GET',
        url: `${P.rounds}/${roundId}`,
        headers: other.headers,
      });
      expect(theirs.statusCode).toBe(404);
      const onTheirAccount = await play(me.headers, {
        roundId: randomUUID(),
        game: 'slot',
        bet: { stake: 100 },
        accountId: other.main,
      });
      expect(onTheirAccount.statusCode).toBe(404);
      const reused = await play(other.headers, { roundId, game: 'slot', bet: { stake: 100 } });
      expect(reused.statusCode).toBe(409);
      expect(await balanceOf(other.main)).toBe(5_000);
    });

    it('a round on a currency or bonus account moves only that account', async () => {
      const me = await fundedPlayer(1_000);
      for (const type of [9, 4] as const) {
        const account = await ledger.openAccount({ playerId: me.playerId, type, currencyId: 3 });
        const house = await ledger.houseAccountId('adjustments', 3);
        await ledger.transferAlone({
          key: `test-fund:${randomUUID()}`,
          kind: 'adjustment',
          playerId: me.playerId,
          entries: [
            { accountId: house, amount: -2_000 },
            { accountId: account.id, amount: 2_000 },
          ],
        });
        const res = await play(me.headers, {
          roundId: randomUUID(),
          game: 'dice',
          bet: dice(500),
          accountId: account.id,
        });
        expect(res.statusCode).toBe(200);
        const round = roundResponseSchema.parse(res.json());
        expect(round).toMatchObject({ accountId: account.id, currencyId: 3 });
        expect(await balanceOf(account.id)).toBe(2_000 - 500 + round.win);
      }
      expect(await balanceOf(me.main)).toBe(1_000);
    });

    it('refuses malformed rounds (400), guests (401) and stakes above the balance (422) without moving money', async () => {
      const me = await fundedPlayer(500);
      expect((await play(me.headers, { roundId: 'nope', game: 'dice', bet: dice(10) })).statusCode).toBe(400);
      const badBet = await play(me.headers, { roundId: randomUUID(), game: 'slot', bet: { stake: 15 } });
      expect(badBet.statusCode).toBe(400);
      expect(badBet.json()).toMatchObject({ code: 'STAKE_NOT_MULTIPLE_OF_LINES' });
      const guest = await app.inject({
        method: 'POST',
        url: P.rounds,
        payload: { roundId: randomUUID(), game: 'dice', bet: dice(10) },
      });
      expect(guest.statusCode).toBe(401);
      const broke = await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(600) });
      expect(broke.statusCode).toBe(422);
      expect(await balanceOf(me.main)).toBe(500);
    });

    it('RG-029 a round under a time-out is refused with the reason and takes nothing', async () => {
      const me = await fundedPlayer(1_000);
      await protection.setLimits(me.playerId, [{ limitType: 33, limitValue: 1 }], 'en');
      const res = await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'CASINO_PLAYER_EXCLUDED', reason: 'excluded' });
      expect(await balanceOf(me.main)).toBe(1_000);
    });

    it('a stake over the wagering limit is refused with how much is still allowed; a smaller one plays', async () => {
      const me = await fundedPlayer(10_000);
      await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: 5 }], 'en');
      const res = await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(600) });
      expect(res.statusCode).toBe(403);
      const body = res.json<{ code: string; reason: string; allowed: number }>();
      expect(body).toMatchObject({ code: 'CASINO_LIMIT_REACHED', reason: 'wagering_limit' });
      expect(body.allowed).toBeLessThan(600);
      expect(await balanceOf(me.main)).toBe(10_000);
      const small = await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) });
      expect(small.statusCode).toBe(200);
    });

    it('RG-007 casino stakes count towards the wagering limit: after 5.00 staked, the next stake is refused', async () => {
      const me = await fundedPlayer(10_000);
      await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: 5 }], 'en');
      for (let i = 0; i < 5; i += 1) {
        expect(
          (await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) })).statusCode,
        ).toBe(200);
      }
      const over = await play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) });
      expect(over.statusCode).toBe(403);
      expect(over.json()).toMatchObject({ reason: 'wagering_limit', allowed: 0 });
    });

    it('the verify endpoint reveals the seed after rotation and verifyRound reproduces the outcome', async () => {
      const me = await fundedPlayer(10_000);
      const roundId = randomUUID();
      const round = roundResponseSchema.parse(
        (
          await play(me.headers, { roundId, game: 'keno', bet: { stake: 100, picks: [1, 2, 3, 4, 5] } })
        ).json(),
      );
      const early = await app.inject({
        method: 'GET',
        url: `${P.rounds}/${roundId}/verify`,
        headers: me.headers,
      });
      expect(early.statusCode).toBe(409);
      const rotated = await app.inject({
        method: 'POST',
        url: P.seedRotate,
        headers: me.headers,
        payload: { clientSeed: 'my-seed' },
      });
      const rotation = seedRotateResponseSchema.parse(rotated.json());
      expect(rotation.revealed.serverSeedHash).toBe(round.serverSeedHash);
      expect(rotation.next.clientSeed).toBe('my-seed');
      expect(rotation.next.serverSeedHash).not.toBe(round.serverSeedHash);
      const res = await app.inject({
        method: 'GET',
        url: `${P.rounds}/${roundId}/verify`,
        headers: me.headers,
      });
      const verify = verifyResponseSchema.parse(res.json());
      const replay = verifyRound(verify);
      expect(replay.ok && replay.value.outcome).toEqual(round.outcome);
      const other = await registerAndSignIn(app);
      const theirs = await app.inject({
        method: 'GET',
        url: `${P.rounds}/${roundId}/verify`,
        headers: other.headers,
      });
      expect(theirs.statusCode).toBe(404);
    });

    it("a stored round of every game is verified by the players' verifier (the stored outcome as it comes back)", async () => {
      const me = await fundedPlayer(10_000);
      const bets = {
        slot: { stake: 100 },
        dice: dice(100),
        keno: { stake: 100, picks: [3, 14, 15, 26, 40] },
        crash: { stake: 100, cashOut: 150 },
        plinko: { stake: 100, rows: 12, risk: 'medium' },
        baccarat: { stake: 100, on: 'banker' },
        scratch: { stake: 100 },
        roulette: {
          chips: [
            { kind: 'red', stake: 50 },
            { kind: 'straight', numbers: [17], stake: 50 },
          ],
        },
      } as const;
      const ids = Object.fromEntries(Object.keys(bets).map((game) => [game, randomUUID()]));
      for (const [game, bet] of Object.entries(bets)) {
        const res = await play(me.headers, { roundId: ids[game], game, bet });
        expect(res.statusCode, res.body).toBe(200);
      }
      await app.inject({
        method: 'POST',
        url: P.seedRotate,
        headers: me.headers,
        payload: { clientSeed: 'next' },
      });
      for (const game of Object.keys(bets)) {
        const res = await app.inject({
          method: 'GET',
          url: `${P.rounds}/${ids[game]}/verify`,
          headers: me.headers,
        });
        const stored = verifyResponseSchema.parse(res.json());
        const replay = verifyRound(stored);
        expect(replay.ok, game).toBe(true);
        // What the history's "Verify" compares: the replay against the outcome the server stored and sent.
        expect(replay.ok && sameOutcome(replay.value.outcome, stored.outcome), game).toBe(true);
      }
    });

    it(
      'random rounds of every game, one after another: the balance is the funding plus every win less every stake, never below zero, and the ledger balances',
      async () => {
        // About five times what the rounds are expected to lose (4 % of a mean stake of 2.55): money for all.
        const funding = ROUNDS_PER_GAME * 5 * 50;
        const me = await fundedPlayer(funding);
        // A fixed sequence of random bets (seeded): every game, stakes from 0.10 to 5.00, each game's choices.
        let seed = 20_261_129;
        const next = (n: number) => {
          seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
          return seed % n;
        };
        const bets: { game: string; bet: Record<string, unknown> }[] = [];
        for (let i = 0; i < ROUNDS_PER_GAME; i += 1) {
          const stake = (1 + next(50)) * 10;
          bets.push(
            { game: 'slot', bet: { stake } },
            { game: 'dice', bet: { stake, direction: next(2) ? 'over' : 'under', target: 500 + next(9000) } },
            { game: 'keno', bet: { stake, picks: [...new Set([1 + next(80), 1 + next(80), 1 + next(80)])] } },
            { game: 'crash', bet: { stake, cashOut: 101 + next(500) } },
            {
              game: 'plinko',
              bet: { stake, rows: [8, 12, 16][next(3)], risk: ['low', 'medium', 'high'][next(3)] },
            },
            { game: 'baccarat', bet: { stake, on: ['player', 'banker', 'tie'][next(3)] } },
            { game: 'scratch', bet: { stake } },
            {
              game: 'roulette',
              bet: {
                chips: [
                  { kind: ['red', 'black', 'odd', 'even', 'low', 'high'][next(6)], stake },
                  { kind: 'straight', numbers: [next(37)], stake: 10 },
                ],
              },
            },
          );
        }
        let expected = funding;
        let refused = 0;
        for (const { game, bet } of bets) {
          const res = await play(me.headers, { roundId: randomUUID(), game, bet });
          if (res.statusCode === 422) {
            // Not enough money for this stake: refused, nothing moved.
            refused += 1;
            continue;
          }
          expect(res.statusCode, res.body).toBe(200);
          const round = roundResponseSchema.parse(res.json());
          expected += round.win - round.stake;
          expect(round.balance).toBe(expected);
          expect(expected).toBeGreaterThanOrEqual(0);
        }
        expect(refused).toBeLessThan(bets.length);
        expect(await balanceOf(me.main)).toBe(expected);
        expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
      },
      Math.max(120_000, ROUNDS_PER_GAME * 5 * 100),
    );

    it('fun rounds need no account and reveal their seed', async () => {
      const res = await app.inject({
        method: 'POST',
        url: P.fun,
        payload: { game: 'crash', bet: { stake: 100, cashOut: 200 } },
      });
      expect(res.statusCode).toBe(200);
      const round = roundResponseSchema.parse(res.json());
      expect(round).toMatchObject({ fun: true, balance: null, accountId: null });
      const replay = verifyRound({ ...round, serverSeed: round.serverSeed });
      expect(replay.ok && replay.value.outcome).toEqual(round.outcome);
      expect((await app.inject({ method: 'POST', url: P.fun, payload: { game: 'poker' } })).statusCode).toBe(
        400,
      );
    });

    it.runIf(driver.name === 'postgres')(
      '200 parallel rounds on one balance never overdraw it and leave the ledger balanced',
      async () => {
        const me = await fundedPlayer(1_000);
        const answers = await Promise.all(
          Array.from({ length: 200 }, () =>
            play(me.headers, { roundId: randomUUID(), game: 'dice', bet: dice(100) }),
          ),
        );
        const played = answers
          .filter((a) => a.statusCode === 200)
          .map((a) => roundResponseSchema.parse(a.json()));
        expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 422)).toBe(true);
        const net = played.reduce((sum, r) => sum + r.win - r.stake, 0);
        const balance = await balanceOf(me.main);
        expect(balance).toBe(1_000 + net);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(played.every((r) => (r.balance ?? -1) >= 0)).toBe(true);
        const audit = await ledger.audit();
        expect(audit).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
      },
      120_000,
    );
  });
});
