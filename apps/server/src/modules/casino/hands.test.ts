import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  CASINO_HAND_PATHS as H,
  CASINO_PATHS as P,
  handOpenResponseSchema,
  handSchema,
  roundHistoryResponseSchema,
  verifyResponseSchema,
  type HandResponse,
} from '@betline/contracts';
import {
  MINES_RULES,
  VIDEO_POKER_PAYTABLE,
  applyMultiplier,
  blackjackAllowed,
  fairRandom,
  sameOutcome,
  verifyRound,
  videoPokerRank,
  type BlackjackView,
  type MinesOutcome,
  type VideoPokerOutcome,
} from '@betline/games';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createProtectionService, type ProtectionService } from '../protection/service';
import { createWalletUsage } from '../wallet/usage';
import { createLedger, type Ledger } from '../wallet/ledger';
import { ledgerAccount } from '../wallet/tables';
import { fundedPlayer as fund } from '../wallet/testing';
import { casinoSeed } from './tables';

const USD = 2;
/** Random hands per game in the ledger property test (`CASINO_HANDS_PER_GAME` runs it longer). */
const HANDS_PER_GAME = Number(process.env.CASINO_HANDS_PER_GAME ?? 40);

describe.each(drivers)('casino hands on $name', (driver) => {
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
    app = buildApp({ db: database, webDistDir: null });
    await app.ready();
    ledger = createLedger(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const fundedPlayer = (amount: number) => fund(app, ledger, { amount, currencyId: USD });

  async function balanceOf(accountId: number): Promise<number> {
    const [row] = await database.db.select().from(ledgerAccount).where(eq(ledgerAccount.id, accountId));
    return row!.balance;
  }
  function start(headers: Record<string, string>, body: Record<string, unknown>) {
    return app.inject({ method: 'POST', url: H.hands, headers, payload: body });
  }
  function act(
    headers: Record<string, string>,
    handId: string,
    step: number,
    action: Record<string, unknown>,
  ) {
    return app.inject({
      method: 'POST',
      url: H.actions.replace(':handId', handId),
      headers,
      payload: { step, action },
    });
  }
  /** What the test knows and the player does not: the deal of a hand, replayed from the secret seed. */
  async function secretDeal(playerId: number, hand: HandResponse): Promise<MinesOutcome> {
    const [seed] = await database.db
      .select()
      .from(casinoSeed)
      .where(and(eq(casinoSeed.playerId, playerId), isNull(casinoSeed.revealedAt)));
    return MINES_RULES.deal(
      { ...(hand.bet as { stake: number; mines: number }), actions: [] },
      fairRandom({ serverSeed: seed!.serverSeed, clientSeed: hand.clientSeed, nonce: hand.nonce }),
    );
  }

  it('a Mines hand: the stake is taken at the start, the mines stay hidden, each safe tile raises the pay, the cash-out pays through the ledger and the hand verifies as a round', async () => {
    const me = await fundedPlayer(10_000);
    const handId = randomUUID();
    const res = await start(me.headers, { handId, game: 'mines', bet: { stake: 500, mines: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    const hand = handSchema.parse(res.json());
    expect(hand).toMatchObject({ status: 'open', stake: 500, win: 0, balance: 9_500 });
    expect((hand.outcome as { mineTiles: unknown }).mineTiles ?? null).toBeNull();
    expect(await balanceOf(me.main)).toBe(9_500);

    const deal = await secretDeal(me.playerId, hand);
    const safe = [...Array(25).keys()].filter((tile) => !deal.mineTiles.includes(tile));
    let current = hand;
    for (const [step, tile] of safe.slice(0, 2).entries()) {
      const opened = await act(me.headers, handId, step, { type: 'open', tile });
      expect(opened.statusCode, opened.body).toBe(200);
      current = handSchema.parse(opened.json());
      expect(current.status).toBe('open');
      expect((current.outcome as { mineTiles: unknown }).mineTiles ?? null).toBeNull();
    }
    const multiplier = (current.outcome as MinesOutcome).multiplier;
    expect(multiplier).toBeGreaterThan(1_000);
    const cashed = handSchema.parse((await act(me.headers, handId, 2, { type: 'cashOut' })).json());
    const win = Math.round((500 * multiplier) / 1000);
    expect(cashed).toMatchObject({ status: 'ended', win, balance: 9_500 + win });
    expect((cashed.outcome as MinesOutcome).mineTiles).toEqual(deal.mineTiles);
    expect(await balanceOf(me.main)).toBe(9_500 + win);

    // The ended hand is a round of the history; once the seed is revealed it replays exactly.
    const history = roundHistoryResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.rounds}?game=mines`, headers: me.headers })).json(),
    );
    expect(history.rounds[0]).toMatchObject({ roundId: handId, stake: 500, win });
    expect(
      (await app.inject({ method: 'POST', url: P.seedRotate, headers: me.headers, payload: {} })).statusCode,
    ).toBe(200);
    const stored = verifyResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.rounds}/${handId}/verify`, headers: me.headers })).json(),
    );
    const replay = verifyRound(stored);
    expect(replay.ok && sameOutcome(replay.value.outcome, stored.outcome)).toBe(true);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('a retried start or action answers the hand as it is and moves no money twice; another action at a step already taken, or a step ahead, is refused', async () => {
    const me = await fundedPlayer(10_000);
    const handId = randomUUID();
    const body = { handId, game: 'mines', bet: { stake: 300, mines: 5 } };
    const first = handSchema.parse((await start(me.headers, body)).json());
    const again = await start(me.headers, body);
    expect(again.statusCode).toBe(200);
    expect(handSchema.parse(again.json())).toEqual(first);
    expect(await balanceOf(me.main)).toBe(9_700);

    const deal = await secretDeal(me.playerId, first);
    const [a, b] = [...Array(25).keys()].filter((tile) => !deal.mineTiles.includes(tile));
    const opened = handSchema.parse((await act(me.headers, handId, 0, { type: 'open', tile: a })).json());
    const retried = await act(me.headers, handId, 0, { type: 'open', tile: a });
    expect(retried.statusCode).toBe(200);
    expect(handSchema.parse(retried.json())).toEqual(opened);
    const other = await act(me.headers, handId, 0, { type: 'open', tile: b });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CASINO_HAND_STEP_TAKEN' });
    const ahead = await act(me.headers, handId, 5, { type: 'open', tile: b });
    expect(ahead.statusCode).toBe(409);
    // The same tile twice is not a move; a malformed action is a 400 with the engine's words.
    const twice = await act(me.headers, handId, 1, { type: 'open', tile: a });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'ACTION_INVALID' });
    expect((await act(me.headers, handId, 1, { type: 'open', tile: 25 })).statusCode).toBe(400);
    expect((await act(me.headers, handId, 1, { type: 'dance' })).statusCode).toBe(400);
    expect(await balanceOf(me.main)).toBe(9_700);
  });

  it('a mine ends the hand with nothing paid and shows every mine; the ended hand takes no more actions', async () => {
    const me = await fundedPlayer(10_000);
    const handId = randomUUID();
    const hand = handSchema.parse(
      (await start(me.headers, { handId, game: 'mines', bet: { stake: 200, mines: 24 } })).json(),
    );
    const deal = await secretDeal(me.playerId, hand);
    const res = await act(me.headers, handId, 0, { type: 'open', tile: deal.mineTiles[0] });
    const lost = handSchema.parse(res.json());
    expect(lost).toMatchObject({ status: 'ended', win: 0, balance: 9_800 });
    expect((lost.outcome as MinesOutcome).mineTiles).toHaveLength(24);
    const after = await act(me.headers, handId, 1, { type: 'cashOut' });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'CASINO_HAND_ENDED' });
    expect(await balanceOf(me.main)).toBe(9_800);
  });

  it('one open hand per game: a second start is refused and the open one is resumed; the seed is not revealed while a hand is open', async () => {
    const me = await fundedPlayer(10_000);
    const handId = randomUUID();
    await start(me.headers, { handId, game: 'videoPoker', bet: { stake: 100 } });
    const second = await start(me.headers, { handId: randomUUID(), game: 'videoPoker', bet: { stake: 100 } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CASINO_HAND_OPEN' });
    // Another game may be played meanwhile.
    expect(
      (await start(me.headers, { handId: randomUUID(), game: 'hilo', bet: { stake: 100 } })).statusCode,
    ).toBe(200);
    const open = handOpenResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `${H.open}?game=videoPoker`, headers: me.headers })).json(),
    );
    expect(open.hand?.handId).toBe(handId);
    const dealt = open.hand!.outcome as VideoPokerOutcome;
    expect(dealt.dealt).toHaveLength(5);
    expect(dealt.deck ?? null).toBeNull();
    const rotate = await app.inject({ method: 'POST', url: P.seedRotate, headers: me.headers, payload: {} });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json()).toMatchObject({ code: 'CASINO_HAND_OPEN' });

    // Holding the dealt hand whole: the draw pays what the five cards make.
    const drawn = handSchema.parse(
      (await act(me.headers, handId, 0, { type: 'draw', hold: [true, true, true, true, true] })).json(),
    );
    const kind = videoPokerRank(dealt.dealt);
    const pays = VIDEO_POKER_PAYTABLE[kind as keyof typeof VIDEO_POKER_PAYTABLE] ?? 0;
    expect(drawn).toMatchObject({ status: 'ended', win: Math.round((100 * pays) / 1000) });
    expect((drawn.outcome as VideoPokerOutcome).final).toEqual(dealt.dealt);
  });

  it('refuses guests (401), unknown or foreign hands (404), a bet with actions or a bad bet (400), a stake over the balance (422), and plays no step game as a one-shot round', async () => {
    const me = await fundedPlayer(1_000);
    const other = await fundedPlayer(1_000);
    expect(
      (await start({}, { handId: randomUUID(), game: 'mines', bet: { stake: 100, mines: 3 } })).statusCode,
    ).toBe(401);
    const mine = handSchema.parse(
      (
        await start(me.headers, { handId: randomUUID(), game: 'mines', bet: { stake: 100, mines: 3 } })
      ).json(),
    );
    const foreign = await app.inject({
      method: 'GET',
      url: H.hand.replace(':handId', mine.handId),
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await act(other.headers, mine.handId, 0, { type: 'cashOut' })).statusCode).toBe(404);
    expect((await act(me.headers, randomUUID(), 0, { type: 'cashOut' })).statusCode).toBe(404);
    const withActions = await start(me.headers, {
      handId: randomUUID(),
      game: 'hilo',
      bet: { stake: 100, actions: [{ type: 'higher' }] },
    });
    expect(withActions.statusCode).toBe(400);
    const noMines = await start(me.headers, {
      handId: randomUUID(),
      game: 'mines',
      bet: { stake: 100, mines: 25 },
    });
    expect(noMines.statusCode).toBe(400);
    expect(noMines.json()).toMatchObject({ code: 'MINES_COUNT_INVALID' });
    expect((await start(me.headers, { handId: 'x', game: 'hilo', bet: { stake: 100 } })).statusCode).toBe(
      400,
    );
    const broke = await start(me.headers, { handId: randomUUID(), game: 'hilo', bet: { stake: 5_000 } });
    expect(broke.statusCode).toBe(422);
    const oneShot = await app.inject({
      method: 'POST',
      url: P.rounds,
      headers: me.headers,
      payload: { roundId: randomUUID(), game: 'mines', bet: { stake: 100, mines: 3 } },
    });
    expect(oneShot.statusCode).toBe(400);
    expect(oneShot.json()).toMatchObject({ code: 'CASINO_HAND_GAME' });
    expect(await balanceOf(me.main)).toBe(900);
  });

  it('RG-029 a hand under a time-out is refused with the reason and takes nothing; a stake over the wagering limit is refused with what is still allowed', async () => {
    const me = await fundedPlayer(10_000);
    await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: 5 }], 'en');
    const over = await start(me.headers, { handId: randomUUID(), game: 'hilo', bet: { stake: 600 } });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'CASINO_LIMIT_REACHED', reason: 'wagering_limit' });
    await protection.setLimits(me.playerId, [{ limitType: 33, limitValue: 1 }], 'en');
    const res = await start(me.headers, {
      handId: randomUUID(),
      game: 'mines',
      bet: { stake: 100, mines: 3 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CASINO_PLAYER_EXCLUDED' });
    expect(await balanceOf(me.main)).toBe(10_000);
  });

  it('a hand left alone is finished by the house: blackjack stands with insurance declined, Mines cashes out after a safe tile and waits before one; the win is paid through the ledger and the round verifies', async () => {
    const me = await fundedPlayer(10_000);
    const other = await fundedPlayer(10_000);
    const getHand = async (headers: Record<string, string>, handId: string) =>
      handSchema.parse(
        (await app.inject({ method: 'GET', url: H.hand.replace(':handId', handId), headers })).json(),
      );
    let dealt: HandResponse | null = null;
    for (let tries = 0; tries < 20 && dealt === null; tries += 1) {
      const hand = handSchema.parse(
        (await start(me.headers, { handId: randomUUID(), game: 'blackjack', bet: { stake: 400 } })).json(),
      );
      if (hand.status === 'open') dealt = hand;
    }
    if (dealt === null) throw new Error('no open blackjack hand in 20 deals');
    // Mines before its first step (me), and after one safe tile (other).
    const waiting = handSchema.parse(
      (
        await start(me.headers, { handId: randomUUID(), game: 'mines', bet: { stake: 200, mines: 3 } })
      ).json(),
    );
    const opened = handSchema.parse(
      (
        await start(other.headers, { handId: randomUUID(), game: 'mines', bet: { stake: 200, mines: 3 } })
      ).json(),
    );
    const deal = await secretDeal(other.playerId, opened);
    const safe = [...Array(25).keys()].find((tile) => !deal.mineTiles.includes(tile))!;
    const afterTile = handSchema.parse(
      (await act(other.headers, opened.handId, 0, { type: 'open', tile: safe })).json(),
    );
    const myBalance = await balanceOf(me.main);
    const otherBalance = await balanceOf(other.main);

    // The house's job, on a server whose idle term is short.
    const idle = buildApp({
      db: database,
      webDistDir: null,
      casino: { idleHandsIntervalMs: 100, idleHandMs: 300 },
    });
    await idle.ready();
    try {
      await vi.waitFor(
        async () => {
          expect((await getHand(me.headers, dealt.handId)).status).toBe('ended');
          expect((await getHand(other.headers, opened.handId)).status).toBe('ended');
        },
        { timeout: 15_000, interval: 200 },
      );
    } finally {
      await idle.close();
    }

    const blackjack = await getHand(me.headers, dealt.handId);
    expect(blackjack.stake).toBe(400);
    expect(
      blackjack.actions.slice(dealt.actions.length).every((a) => {
        const action = a as { type: string; take?: boolean };
        return action.type === 'stand' || (action.type === 'insurance' && action.take === false);
      }),
    ).toBe(true);
    const mines = await getHand(other.headers, opened.handId);
    expect(mines.actions).toEqual([{ type: 'open', tile: safe }, { type: 'cashOut' }]);
    const win = applyMultiplier(200, (afterTile.outcome as MinesOutcome).multiplier);
    expect(mines.win).toBe(win);
    expect(await balanceOf(other.main)).toBe(otherBalance + win);
    // Nothing was won before the first tile: that hand waits for its player, with nothing more taken.
    expect((await getHand(me.headers, waiting.handId)).status).toBe('open');
    expect(await balanceOf(me.main)).toBe(myBalance + blackjack.win);

    // The finished hand is an ordinary round: once the seed is revealed it replays exactly.
    expect(
      (await app.inject({ method: 'POST', url: P.seedRotate, headers: other.headers, payload: {} }))
        .statusCode,
    ).toBe(200);
    const stored = verifyResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `${P.rounds}/${opened.handId}/verify`,
          headers: other.headers,
        })
      ).json(),
    );
    const replay = verifyRound(stored);
    expect(replay.ok && sameOutcome(replay.value.outcome, stored.outcome)).toBe(true);
    expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
  });

  it('RG-007 blackjack: a double takes a second stake through the money path at that step; over the wagering limit it is refused and the hand stays as it was', async () => {
    const me = await fundedPlayer(10_000);
    /** A hand waiting for its first decision on two cards (insurance declined when offered). */
    async function decidingHand(): Promise<HandResponse> {
      for (let tries = 0; tries < 20; tries += 1) {
        let hand = handSchema.parse(
          (await start(me.headers, { handId: randomUUID(), game: 'blackjack', bet: { stake: 300 } })).json(),
        );
        const offered = (hand.outcome as { insurance: { offered: boolean } }).insurance.offered;
        if (hand.status === 'open' && offered)
          hand = handSchema.parse(
            (await act(me.headers, hand.handId, 0, { type: 'insurance', take: false })).json(),
          );
        if (hand.status === 'open') return hand;
      }
      throw new Error('no open blackjack hand in 20 deals');
    }
    const hand = await decidingHand();
    const before = await balanceOf(me.main);
    const step = hand.actions.length;
    const doubled = await act(me.headers, hand.handId, step, { type: 'double' });
    expect(doubled.statusCode, doubled.body).toBe(200);
    const after = handSchema.parse(doubled.json());
    expect(after.status).toBe('ended');
    expect(after.stake).toBe(600);
    expect(await balanceOf(me.main)).toBe(before - 300 + after.win);
    expect(after.balance).toBe(before - 300 + after.win);
    const [round] = roundHistoryResponseSchema.parse(
      (await app.inject({ method: 'GET', url: `${P.rounds}?game=blackjack`, headers: me.headers })).json(),
    ).rounds;
    expect(round).toMatchObject({ roundId: hand.handId, stake: 600, win: after.win });

    // Under a wagering limit the next hand's double would pass: refused with the reason, nothing taken, the hand
    // unchanged.
    const next = await decidingHand();
    const held = await balanceOf(me.main);
    // A wagering limit that leaves 1.00 of today's stakes: less than the 3.00 a double takes.
    const staked = roundHistoryResponseSchema
      .parse((await app.inject({ method: 'GET', url: `${P.rounds}?limit=100`, headers: me.headers })).json())
      .rounds.reduce((sum, each) => sum + each.stake, next.stake);
    await protection.setLimits(me.playerId, [{ limitType: 1, limitValue: (staked + 100) / 100 }], 'en');
    const refused = await act(me.headers, next.handId, next.actions.length, { type: 'double' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CASINO_LIMIT_REACHED', reason: 'wagering_limit' });
    expect(await balanceOf(me.main)).toBe(held);
    const same = handSchema.parse(
      (
        await app.inject({ method: 'GET', url: H.hand.replace(':handId', next.handId), headers: me.headers })
      ).json(),
    );
    expect(same.actions).toEqual(next.actions);
    expect(same.stake).toBe(300);
  });

  it(
    'random hands of every step game, to their end: the balance is the funding plus every win less every stake, and the ledger balances',
    async () => {
      const funding = HANDS_PER_GAME * 4 * 1_200;
      const me = await fundedPlayer(funding);
      let seed = 20_261_201;
      const next = (n: number) => {
        seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
        return seed % n;
      };
      let expected = funding;
      for (let i = 0; i < HANDS_PER_GAME; i += 1) {
        for (const game of ['mines', 'hilo', 'videoPoker', 'blackjack'] as const) {
          const stake = (1 + next(50)) * 10;
          const bet = game === 'mines' ? { stake, mines: 1 + next(24) } : { stake };
          const res = await start(me.headers, { handId: randomUUID(), game, bet });
          if (res.statusCode === 422) continue;
          expect(res.statusCode, res.body).toBe(200);
          let hand = handSchema.parse(res.json());
          expected -= stake;
          if (hand.status === 'open') expect(hand.balance).toBe(expected);
          // Play on with random moves the hand allows until it ends (a refused move is tried another way).
          for (let guard = 0; hand.status === 'open' && guard < 200; guard += 1) {
            const step = hand.actions.length;
            const allowed = game === 'blackjack' ? blackjackAllowed(hand.outcome as BlackjackView) : [];
            const pick = allowed[next(Math.max(1, allowed.length))];
            const action =
              game === 'blackjack'
                ? pick === 'insurance'
                  ? { type: 'insurance', take: next(2) === 1 }
                  : { type: pick ?? 'stand' }
                : game === 'mines'
                  ? next(4) === 0 && step > 0
                    ? { type: 'cashOut' }
                    : { type: 'open', tile: next(25) }
                  : game === 'hilo'
                    ? { type: step > 0 && next(4) === 0 ? 'cashOut' : ['higher', 'lower', 'skip'][next(3)] }
                    : { type: 'draw', hold: [0, 1, 2, 3, 4].map(() => next(2) === 1) };
            const moved = await act(me.headers, hand.handId, step, action);
            if (moved.statusCode === 400) continue;
            expect(moved.statusCode, moved.body).toBe(200);
            hand = handSchema.parse(moved.json());
          }
          expect(hand.status).toBe('ended');
          // A double, a split or insurance staked more during the hand.
          expected += hand.win - (hand.stake - stake);
          expect(hand.balance).toBe(expected);
        }
      }
      expect(await balanceOf(me.main)).toBe(expected);
      expect(await ledger.audit()).toEqual({ unbalancedTransactions: [], driftedAccounts: [] });
    },
    Math.max(120_000, HANDS_PER_GAME * 4 * 2_000),
  );
});
