/**
 * Virtual races (docs/adr/0052-races.md). A sweep (the races worker, and tests calling it) keeps them going:
 *   - keeps the next races of every kind created ahead on the clock, each with its runners (names, weights), their
 *     prices and a fresh server seed whose hash is answered from the moment the race exists;
 *   - runs every open race whose start has come: in one transaction under the race's lock it draws the finishing
 *     order from the committed seed (@betline/games `raceOrder`) and decides each bet: a win bet wins with the
 *     winner, a place bet with a runner in the race's places (`racePlaces`: 2 of 5-7 runners, 3 of 8 or more);
 *   - pays each decided bet in a transaction of its own through the wallet's money path (`race:<id>:win`), once.
 * A bet's stake moves through the money path in the placing transaction, under the race's share lock: player
 * protection decides it like any stake, and the race waits for it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { currencyByIso, currencyOf } from '@betline/core';
import type { Race, RaceBet, RaceBetPage, RaceBetRequest, RaceOverview } from '@betline/contracts';
import { RACE_STAKE_STEPS } from '@betline/contracts/race';
import {
  hashServerSeed,
  nextRace,
  RACE_KINDS,
  RACE_RULES,
  raceBetWins,
  raceOrder,
  racePlacePrices,
  racePlaces,
  racePrices,
  raceWinPayout,
  serverSeedFromBytes,
  type RaceKind,
} from '@betline/games';
import type { Db, Tx } from '../../db/client';
import { HttpError } from '../../http/errors';
import type { Clock } from '../../infra/clock';
import type { MoneyPath } from '../wallet/money';
import { payReturn, stakeAccountOf, takeStake } from '../wallet/gameStakes';
import { stakeChoices } from '../wallet/stakeChoices';
import { race, raceBet, type StoredRunner } from './tables';

/** Races of each kind kept created ahead (their runners, prices and seed hashes published). */
const RACES_AHEAD = 2;
/** Run races answered with a kind's overview. */
const LAST = 5;

export const RACE_ERROR_CODES = {
  raceNotFound: 'race_not_found',
  raceClosed: 'race_closed',
  betTaken: 'race_bet_id_taken',
  runner: 'race_runner',
  market: 'race_market',
  stake: 'race_stake',
  account: 'race_account',
  refused: 'race_refused',
} as const;

/** Names the runners of each kind are drawn from (marbles keep theirs: one of each colour). */
const NAMES: Record<RaceKind, readonly string[]> = {
  marbles: ['Ruby', 'Sapphire', 'Emerald', 'Amber', 'Onyx', 'Pearl', 'Jade', 'Topaz', 'Coral', 'Opal'],
  horses: [
    'Copper Comet',
    'Midnight Rally',
    'Desert Wind',
    'Golden Harbour',
    'Quiet Storm',
    'Blue Lantern',
    'Iron Duchess',
    'Lucky Meadow',
    'Red Sparrow',
    'Morning Chorus',
    'Wild Clover',
    'Ocean Drive',
    'Paper Moon',
    'Royal Ember',
    'Swift Harvest',
    'Velvet Thunder',
  ],
  greyhounds: [
    'Rapid Rex',
    'Dusty Bolt',
    'Misty Dawn',
    'Jumping Jack',
    'Shadow Run',
    'Lady Luck',
    'Turbo Tess',
    'Blue Streak',
    'Ziggy Zoom',
    'Pepper Pot',
    'Rocket Rose',
    'Silver Flash',
  ],
};

type RaceRow = typeof race.$inferSelect;
type BetRow = typeof raceBet.$inferSelect;

export function raceStakes(iso: string): number[] {
  return stakeChoices(iso, RACE_STAKE_STEPS);
}

function currencyIdOf(iso: string): number {
  const currency = currencyByIso(iso);
  if (!currency)
    throw new HttpError(400, `unknown currency ${iso}: use an ISO code the site offers, such as EUR`);
  return currency.id;
}

function newServerSeed(): { serverSeed: string; seedHash: string } {
  const seed = serverSeedFromBytes(randomBytes(32));
  if (!seed.ok) throw new Error(seed.error.message);
  const hash = hashServerSeed(seed.value);
  if (!hash.ok) throw new Error(hash.error.message);
  return { serverSeed: seed.value, seedHash: hash.value };
}

/** A new race's runners: names drawn from the kind's list, weights drawn in its range, win and place prices from them. */
function newRunners(kind: RaceKind): StoredRunner[] {
  const rules = RACE_RULES[kind];
  const pool = [...NAMES[kind]];
  const names =
    kind === 'marbles'
      ? pool.slice(0, rules.runners)
      : Array.from({ length: rules.runners }, () => pool.splice(randomInt(pool.length), 1)[0] ?? '');
  const weights = names.map(() => randomInt(rules.weight[0], rules.weight[1] + 1));
  const prices = racePrices(kind, weights);
  const placePrices = racePlacePrices(kind, weights);
  return names.map((name, i) => ({
    name,
    weight: weights[i] ?? 1,
    price: prices[i] ?? 101,
    placePrice: placePrices[i] ?? null,
  }));
}

/** The runners' place prices: as stored, or derived from the weights for a race created before place bets. */
function placePricesOf(row: { kind: RaceKind; runners: readonly StoredRunner[] }): (number | null)[] {
  if (row.runners.every((r) => r.placePrice !== undefined))
    return row.runners.map((r) => r.placePrice ?? null);
  return racePlacePrices(
    row.kind,
    row.runners.map((r) => r.weight),
  );
}

export function createRaces({ db, money, clock }: { db: Db; money: MoneyPath; clock: Clock }) {
  // ------------------------------------------------------------------------------------------------------
  // Answers
  // ------------------------------------------------------------------------------------------------------

  async function betCounts(raceIds: readonly number[]): Promise<Map<number, number>> {
    if (raceIds.length === 0) return new Map();
    const rows = await db
      .select({ raceId: raceBet.raceId, n: count() })
      .from(raceBet)
      .where(inArray(raceBet.raceId, [...raceIds]))
      .groupBy(raceBet.raceId);
    return new Map(rows.map((r) => [r.raceId, Number(r.n)]));
  }

  function raceAnswer(row: RaceRow, bets: number): Race {
    const run = row.status === 'run';
    const total = row.runners.reduce((sum, r) => sum + r.weight, 0);
    const placePrices = placePricesOf(row);
    return {
      raceId: row.id,
      kind: row.kind,
      number: row.number,
      startAt: row.startAt.toISOString(),
      status: row.status,
      runners: row.runners.map((r, i) => ({
        name: r.name,
        weight: r.weight,
        price: r.price,
        chance: Math.round((10_000 * r.weight) / total) / 100,
        placePrice: placePrices[i] ?? null,
      })),
      places: racePlaces(row.runners.length),
      seedHash: row.seedHash,
      // The seed stays secret until the race has run.
      serverSeed: run ? row.serverSeed : null,
      order: run ? row.finish : null,
      ranAt: row.ranAt?.toISOString() ?? null,
      bets,
    };
  }

  async function racesAnswer(rows: readonly RaceRow[]): Promise<Race[]> {
    const counts = await betCounts(rows.map((r) => r.id));
    return rows.map((row) => raceAnswer(row, counts.get(row.id) ?? 0));
  }

  function betAnswer(row: BetRow, of: RaceRow): RaceBet {
    const decided = row.status !== 'open';
    return {
      betId: row.id,
      raceId: row.raceId,
      kind: of.kind,
      startAt: of.startAt.toISOString(),
      runner: row.runner,
      runnerName: of.runners[row.runner]?.name ?? '',
      market: row.market,
      price: row.price,
      stake: row.stake,
      iso: currencyOf(row.currencyId).iso,
      accountId: row.accountId,
      status: row.status,
      place: decided ? row.place : null,
      payout: decided ? row.payout : null,
      balance: row.balance,
      createdAt: row.createdAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    };
  }

  async function overview(kind: RaceKind, iso: string): Promise<RaceOverview> {
    currencyIdOf(iso);
    const now = new Date(clock.now());
    const next = await db
      .select()
      .from(race)
      .where(and(eq(race.kind, kind), eq(race.status, 'open'), gt(race.startAt, now)))
      .orderBy(asc(race.startAt))
      .limit(RACES_AHEAD);
    const last = await db
      .select()
      .from(race)
      .where(and(eq(race.kind, kind), eq(race.status, 'run')))
      .orderBy(desc(race.startAt), desc(race.id))
      .limit(LAST);
    return {
      kind,
      everyMinutes: RACE_RULES[kind].everyMinutes,
      next: await racesAnswer(next),
      last: await racesAnswer(last),
      stakes: raceStakes(iso),
      iso,
    };
  }

  async function one(raceId: number): Promise<Race> {
    const rows = await db.select().from(race).where(eq(race.id, raceId));
    const [answer] = await racesAnswer(rows);
    if (!answer) throw new HttpError(404, `no race ${raceId}`, RACE_ERROR_CODES.raceNotFound);
    return answer;
  }

  async function bets(
    playerId: number,
    query: { kind?: RaceKind | undefined; limit: number; offset: number },
  ): Promise<RaceBetPage> {
    const where = and(
      eq(raceBet.playerId, playerId),
      query.kind === undefined ? undefined : eq(race.kind, query.kind),
    );
    const [total] = await db
      .select({ n: count() })
      .from(raceBet)
      .innerJoin(race, eq(race.id, raceBet.raceId))
      .where(where);
    const rows = await db
      .select({ bet: raceBet, race })
      .from(raceBet)
      .innerJoin(race, eq(race.id, raceBet.raceId))
      .where(where)
      .orderBy(desc(raceBet.createdAt), desc(raceBet.id))
      .limit(query.limit)
      .offset(query.offset);
    return { total: Number(total?.n ?? 0), bets: rows.map((r) => betAnswer(r.bet, r.race)) };
  }

  // ------------------------------------------------------------------------------------------------------
  // A win or place bet
  // ------------------------------------------------------------------------------------------------------

  async function place(playerId: number, input: RaceBetRequest): Promise<RaceBet> {
    const replay = async (run: Db | Tx): Promise<RaceBet | null> => {
      const [found] = await run
        .select({ bet: raceBet, race })
        .from(raceBet)
        .innerJoin(race, eq(race.id, raceBet.raceId))
        .where(eq(raceBet.id, input.betId));
      if (!found) return null;
      if (found.bet.playerId !== playerId || found.bet.raceId !== input.raceId) {
        throw new HttpError(
          409,
          `bet id ${input.betId} is already used: choose a fresh UUID for a new bet`,
          RACE_ERROR_CODES.betTaken,
        );
      }
      return betAnswer(found.bet, found.race);
    };
    const done = await replay(db);
    if (done) return done;
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.select().from(race).where(eq(race.id, input.raceId)).for('share');
        if (!row) throw new HttpError(404, `no race ${input.raceId}`, RACE_ERROR_CODES.raceNotFound);
        const now = clock.now();
        if (row.status !== 'open' || row.startAt.getTime() <= now) {
          throw new HttpError(
            409,
            `race ${row.id} takes no more bets: it started at ${row.startAt.toISOString()}; bet on the next race`,
            RACE_ERROR_CODES.raceClosed,
          );
        }
        const runner = row.runners[input.runner];
        if (!runner) {
          throw new HttpError(
            422,
            `race ${row.id} has runners 0 to ${row.runners.length - 1}`,
            RACE_ERROR_CODES.runner,
          );
        }
        const price = input.market === 'place' ? placePricesOf(row)[input.runner] : runner.price;
        if (price === null || price === undefined) {
          throw new HttpError(
            422,
            `${runner.name} in race ${row.id} is too likely to finish in the first ${racePlaces(row.runners.length)} to be offered a place bet; back it to win`,
            RACE_ERROR_CODES.market,
          );
        }
        const { account, iso } = await stakeAccountOf(money, tx, {
          playerId,
          accountId: input.accountId,
          what: 'race bets',
          code: RACE_ERROR_CODES.account,
        });
        const stakes = raceStakes(iso);
        if (!stakes.includes(input.stake)) {
          throw new HttpError(
            422,
            `a race bet's stake is one of ${stakes.join(', ')} minor units of ${iso}`,
            RACE_ERROR_CODES.stake,
            undefined,
            { min: stakes[0] ?? 1, max: stakes[stakes.length - 1] ?? 1 },
          );
        }
        const balance = await takeStake(money, tx, {
          playerId,
          accountId: account.id,
          amount: input.stake,
          ledgerKind: 'race_stake',
          key: `race:${input.betId}:stake`,
          meta: { betId: input.betId, raceId: row.id, market: input.market },
          what: 'race bets',
          code: RACE_ERROR_CODES.refused,
        });
        const [stored] = await tx
          .insert(raceBet)
          .values({
            id: input.betId,
            raceId: row.id,
            playerId,
            accountId: account.id,
            currencyId: account.currencyId,
            runner: input.runner,
            market: input.market,
            price,
            stake: input.stake,
            balance,
            status: 'open',
            createdAt: new Date(now),
          })
          .onConflictDoNothing()
          .returning();
        if (!stored) throw new BetRace();
        return betAnswer(stored, row);
      });
    } catch (error) {
      if (!(error instanceof BetRace)) throw error;
      const again = await replay(db);
      if (!again) throw error;
      return again;
    }
  }

  // ------------------------------------------------------------------------------------------------------
  // The sweep
  // ------------------------------------------------------------------------------------------------------

  /** Keeps the next RACES_AHEAD races of every kind created. */
  async function createAhead(now: number): Promise<void> {
    for (const kind of RACE_KINDS) {
      const first = nextRace(kind, now + 1);
      const period = RACE_RULES[kind].everyMinutes * 60_000;
      const existing = new Set(
        (
          await db
            .select({ number: race.number })
            .from(race)
            .where(and(eq(race.kind, kind), gt(race.startAt, new Date(now))))
        ).map((r) => r.number),
      );
      const values = Array.from({ length: RACES_AHEAD }, (_, i) => first.number + i)
        .filter((number) => !existing.has(number))
        .map((number) => ({
          kind,
          number,
          startAt: new Date(number * period),
          status: 'open' as const,
          runners: newRunners(kind),
          ...newServerSeed(),
        }));
      if (values.length > 0) await db.insert(race).values(values).onConflictDoNothing();
    }
  }

  /** Runs one open race (under its lock: bets being placed finish first) and decides its bets. */
  async function runOne(raceId: number, now: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(race).where(eq(race.id, raceId)).for('update');
      if (row?.status !== 'open') return false;
      const finish = raceOrder(
        row.kind,
        row.serverSeed,
        row.number,
        row.runners.map((r) => r.weight),
      );
      const list = await tx.select().from(raceBet).where(eq(raceBet.raceId, raceId));
      for (const b of list) {
        const place = finish.indexOf(b.runner) + 1;
        const payout = raceBetWins(b.market, b.runner, finish) ? raceWinPayout(b.stake, b.price) : 0;
        await tx.update(raceBet).set({ place, payout }).where(eq(raceBet.id, b.id));
      }
      await tx
        .update(race)
        .set({ status: 'run', finish, ranAt: new Date(now) })
        .where(eq(race.id, raceId));
      return true;
    });
  }

  /** Pays one decided bet, once. */
  async function payBet(betId: string, now: number): Promise<void> {
    await db.transaction(async (tx) => {
      const [b] = await tx.select().from(raceBet).where(eq(raceBet.id, betId)).for('update');
      if (b?.status !== 'open' || b.payout === null) return;
      await payReturn(money, tx, {
        playerId: b.playerId,
        accountId: b.accountId,
        amount: b.payout,
        ledgerKind: 'race_win',
        key: `race:${b.id}:win`,
        meta: { betId: b.id, raceId: b.raceId },
      });
      await tx
        .update(raceBet)
        .set({ status: b.payout > 0 ? 'won' : 'lost', settledAt: new Date(now) })
        .where(eq(raceBet.id, b.id));
    });
  }

  async function payDecided(now: number, raceId?: number): Promise<number> {
    const decided = await db
      .select({ id: raceBet.id })
      .from(raceBet)
      .where(
        and(
          eq(raceBet.status, 'open'),
          isNotNull(raceBet.payout),
          raceId === undefined ? undefined : eq(raceBet.raceId, raceId),
        ),
      )
      .orderBy(asc(raceBet.playerId))
      .limit(500);
    for (const { id } of decided) await payBet(id, now);
    return decided.length;
  }

  /** One pass of the races' work; see the module comment. Answers how many races ran and bets were paid. */
  async function sweep(): Promise<number> {
    const now = clock.now();
    await createAhead(now);
    let done = 0;
    const due = await db
      .select({ id: race.id })
      .from(race)
      .where(and(eq(race.status, 'open'), lte(race.startAt, new Date(now))))
      .orderBy(asc(race.startAt), asc(race.id))
      .limit(200);
    for (const { id } of due) if (await runOne(id, now)) done += 1;
    return done + (await payDecided(now));
  }

  /**
   * Demo and development only: runs a kind's next open race now (its start becomes now; its order still comes from
   * the seed committed when it was created), decides and pays its bets. Answers the race.
   */
  async function runNow(kind: RaceKind): Promise<Race> {
    const now = clock.now();
    await createAhead(now);
    const [next] = await db
      .select()
      .from(race)
      .where(and(eq(race.kind, kind), eq(race.status, 'open')))
      .orderBy(asc(race.startAt))
      .limit(1);
    if (!next) throw new HttpError(409, `no ${kind} race is open`, RACE_ERROR_CODES.raceClosed);
    await db
      .update(race)
      .set({ startAt: new Date(now) })
      .where(and(eq(race.id, next.id), eq(race.status, 'open')));
    await runOne(next.id, now);
    await payDecided(now, next.id);
    await createAhead(now);
    return one(next.id);
  }

  return { overview, one, bets, place, sweep, runNow };
}

/** Thrown inside a placing transaction when a concurrent request stored the same bet id first. */
class BetRace extends Error {}

export type Races = ReturnType<typeof createRaces>;
