import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus, type BusMessage } from '../../infra/bus';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { isSuspended } from './engine';
import { LINE_LATE_MS } from './queries';
import { createFeed, type FeedBusMessage, type FeedService } from './service';

const START = Date.UTC(2026, 10, 23, 12, 0, 0);
/** Scheduling two days of 30-market football and playing ticks over them: past 30 s on a loaded CI machine. */
const SLOW = 120_000;

describe.each(drivers)('feed service on $name', (driver) => {
  let database: TestDatabase;
  let clock = START;
  const bus = createMemoryBus();
  const received: BusMessage[] = [];
  let feed: FeedService;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    await bus.subscribe('feed.game.>', (m) => received.push(m));
    feed = createFeed({ database, bus, seed: 7, horizonDays: 2, speed: 60, now: () => clock });
  });
  afterAll(async () => {
    await feed.stopSimulator();
    await database.dispose();
  });

  it(
    'schedules a day back and the horizon ahead once, and a second run adds nothing',
    async () => {
      const added = await feed.schedule();
      expect(added).toBeGreaterThan(200);
      expect(await feed.schedule()).toBe(0);
      const counts = await feed.countBySport(0);
      expect(counts.find((c) => c.id === 2999)?.line).toBeGreaterThan(0);
    },
    SLOW,
  );

  it(
    'before the simulator has caught up, the line lists no game that should have kicked off a minute ago',
    async () => {
      const line = await feed.listGames({ section: 'line', limit: 200, offset: 0 });
      expect(line.total).toBeGreaterThan(0);
      for (const game of line.games) expect(game.startAt).toBeGreaterThan(clock - LINE_LATE_MS);
      const upcoming = await feed.listGames({ section: 'line', timeFilter: 1, limit: 200, offset: 0 });
      for (const game of upcoming.games) expect(game.startAt).toBeGreaterThan(clock - LINE_LATE_MS);
    },
    SLOW,
  );

  it(
    'the first tick kicks off games whose start has come; games long past finish with results',
    async () => {
      const tick = await feed.tick();
      expect(tick.leader).toBe(true);
      // At most 100 games are kicked off per tick, the latest first; the next ticks catch up with the rest.
      expect(tick.started).toBe(100);
      let started = tick.started;
      let finished = tick.finished;
      for (let next = await feed.tick(); next.started > 0; next = await feed.tick()) {
        started += next.started;
        finished += next.finished;
      }
      expect(started).toBeGreaterThan(150);
      expect(finished).toBeGreaterThan(20);
      const live = await feed.listGames({ section: 'live', limit: 500, offset: 0 });
      expect(live.total).toBeGreaterThan(0);
      for (const game of live.games) {
        expect(game.state.status).toBe('live');
        expect(game.startAt).toBeLessThanOrEqual(clock);
      }
      const results = await feed.results(START - 86_400_000, START, 'all', 500);
      expect(results.length).toBeGreaterThan(20);
      for (const game of results)
        expect(game.markets.every((m) => m.outcomes.every((o) => o.result !== null))).toBe(true);
    },
    SLOW,
  );

  it(
    'ticks move live games forward, store their events in order and publish them on the bus',
    async () => {
      const before = await feed.listGames({ section: 'live', limit: 500, offset: 0 });
      received.length = 0;
      let lastSeq = 0;
      for (let i = 0; i < 5; i++) {
        clock += 1000;
        const tick = await feed.tick();
        expect(tick.leader).toBe(true);
        if (tick.lastSeq) {
          expect(tick.lastSeq).toBeGreaterThan(lastSeq);
          lastSeq = tick.lastSeq;
        }
      }
      const after = await feed.getGames(before.games.map((g) => g.id));
      for (const game of after) {
        const old = before.games.find((g) => g.id === game.id);
        expect(game.state.clockSec).toBeGreaterThanOrEqual(old?.state.clockSec ?? 0);
      }
      expect(received.length).toBeGreaterThan(0);
      const seqs = received.map((m) => (m.data as FeedBusMessage).seq);
      expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
      const stored = await feed.eventsSince(0, undefined, 10_000);
      expect(stored.map((e) => e.seq)).toEqual(expect.arrayContaining(seqs));
    },
    SLOW,
  );

  it(
    'the line moves: a minute later a few of the soonest line games have new prices, stored and published',
    async () => {
      clock += 60_000;
      received.length = 0;
      const tick = await feed.tick();
      // A drift step looks at the 60 soonest line games; each moves only with a small chance.
      expect(tick.drifted).toBeGreaterThan(0);
      expect(tick.drifted).toBeLessThan(20);
      const moved = received
        .map((m) => m.data as FeedBusMessage)
        .filter((m) => m.status === 'line' && m.events.length === 0);
      expect(moved.length).toBe(tick.drifted);
      for (const m of moved) {
        expect(m.odds.length).toBeGreaterThan(0);
        const game = await feed.getGame(m.gameId);
        const prices = new Map(game?.markets.flatMap((x) => x.outcomes.map((o) => [o.id, o.coef])) ?? []);
        for (const [id, coef] of m.odds) expect(prices.get(id)).toBe(coef);
      }
    },
    SLOW,
  );

  it(
    'games read again show what another process stored since (the stored version decides), and cannot be changed by a reader',
    async () => {
      const live = await feed.listGames({ section: 'live', limit: 20, offset: 0 });
      const ids = live.games.map((g) => g.id);
      const first = await feed.getGames(ids);
      expect(first.map((g) => g.id)).toEqual(ids);
      expect(Object.isFrozen(first[0]!.markets[0]!.outcomes[0])).toBe(true);
      expect(() => {
        (first[0]!.state as { clockSec: number }).clockSec = -1;
      }).toThrow(TypeError);
      // Unchanged games come back as they were; a missing id is left out, the order is the one asked.
      const again = await feed.getGames([...ids].reverse().concat(999_999_999));
      expect(again.map((g) => g.id)).toEqual([...ids].reverse());
      // Another process (its own cache) drives the simulator; this one must see the new versions.
      await feed.releaseLease();
      const other = createFeed({ database, seed: 7, horizonDays: 2, speed: 60, now: () => clock });
      clock += 5000;
      expect((await other.tick()).leader).toBe(true);
      await other.releaseLease();
      expect((await feed.tick()).leader).toBe(true); // the tests below expect this process to lead again
      const after = await feed.getGames(ids);
      const stored = new Map(
        (await other.listGames({ section: 'live', limit: 500, offset: 0 })).games.map((g) => [g.id, g]),
      );
      const moved = after.filter((g) => {
        const before = first.find((f) => f.id === g.id)!;
        return g.state.clockSec !== before.state.clockSec;
      });
      expect(moved.length).toBeGreaterThan(0);
      for (const game of after) {
        const now = stored.get(game.id) ?? (await other.getGame(game.id));
        expect(game.state.clockSec).toBe(now?.state.clockSec);
        expect(game.state.score).toEqual(now?.state.score);
      }
    },
    SLOW,
  );

  it(
    'only one process drives the simulator: a second one waits while the lease is held, then takes over',
    async () => {
      const other = createFeed({ database, seed: 7, horizonDays: 2, now: () => clock, leaseMs: 15_000 });
      expect((await other.tick()).leader).toBe(false);
      await feed.releaseLease();
      expect((await other.tick()).leader).toBe(true);
      expect((await feed.tick()).leader).toBe(false);
      await other.releaseLease();
    },
    SLOW,
  );

  it(
    'the demo control plays a line game forward and finishes it with results',
    async () => {
      const line = await feed.listGames({ section: 'line', sportId: 1, limit: 1, offset: 0 });
      const game = line.games[0];
      if (!game) throw new Error('no football game in the line');
      const moved = await feed.fastForward(game.id, 600);
      expect(moved?.state.status).toBe('live');
      expect(moved?.state.clockSec).toBe(600);
      const done = await feed.finish(game.id);
      expect(done?.state.status).toBe('finished');
      expect((await feed.getGame(game.id))?.state.status).toBe('finished');
      const won = done?.markets[0]?.outcomes.filter((o) => o.result === 'won') ?? [];
      expect(won).toHaveLength(1);
      expect(await feed.finish(123)).toBeNull();
      const events = await feed.eventsSince(0, [game.id], 100);
      expect(events.at(-1)?.status).toBe('finished');
      expect(events.some((e) => e.events.some((x) => x.type === 'start'))).toBe(true);
    },
    SLOW,
  );

  it(
    'a goal is stored as a suspension that a resuming client can read back',
    async () => {
      const events = await feed.eventsSince(0, undefined, 100_000);
      const goal = events.find((e) => e.events.some((x) => x.type === 'score') && e.suspended);
      if (!goal) return expect.fail('no suspending goal in the stored events');
      const game = await feed.getGame(goal.gameId);
      expect(game).not.toBeNull();
      expect(goal.events.some((x) => x.type === 'suspend' || x.type === 'score')).toBe(true);
      if (game && game.state.status === 'live') expect(isSuspended(game.state, clock + 60_000)).toBe(false);
    },
    SLOW,
  );
  it(
    'the demo control suspends a live game as a goal does, and the first tick after the time resumes it',
    async () => {
      // A football game kicked off a minute ago (the demo control), open now.
      const [line] = (await feed.listGames({ section: 'line', sportId: 1, limit: 1, offset: 0 })).games;
      if (!line) return expect.fail('no football game in the line');
      const game = await feed.fastForward(line.id, 60);
      if (!game || game.state.status !== 'live' || isSuspended(game.state, clock))
        return expect.fail('the kicked-off game is not open');
      received.length = 0;
      const suspended = await feed.suspend(game.id, 2);
      expect(suspended?.state.suspendedUntil).toBe(clock + 2000);
      const stored = await feed.getGame(game.id);
      expect(stored?.state.suspendedUntil).toBe(clock + 2000);
      expect(isSuspended(stored!.state, clock)).toBe(true);
      // The same stored event and bus message as a goal's suspension.
      const [message, ...more] = received
        .map((m) => m.data as FeedBusMessage)
        .filter((m) => m.gameId === game.id);
      expect(more).toEqual([]);
      expect(message?.suspended).toBe(true);
      expect(message?.events.map((e) => e.type)).toEqual(['suspend']);
      expect((await feed.eventsSince(0, [game.id], 1000)).at(-1)?.seq).toBe(message?.seq);
      // A second later it is still suspended; the first tick after the time resumes it.
      clock += 1000;
      await feed.tick();
      expect(isSuspended((await feed.getGame(game.id))!.state, clock)).toBe(true);
      clock += 1000;
      received.length = 0;
      await feed.tick();
      const resumed = await feed.getGame(game.id);
      expect(resumed?.state.suspendedUntil).toBeNull();
      const resume = received.map((m) => m.data as FeedBusMessage).find((m) => m.gameId === game.id);
      expect(resume?.suspended).toBe(false);
      expect(resume?.events.map((e) => e.type)).toContain('resume');
      // Only a live game is suspended: a line game is answered unchanged, an unknown one is null.
      const [other] = (await feed.listGames({ section: 'line', sportId: 1, limit: 1, offset: 0 })).games;
      expect((await feed.suspend(other!.id, 30))?.state).toEqual(other!.state);
      expect(await feed.suspend(123, 30)).toBeNull();
    },
    SLOW,
  );
});
