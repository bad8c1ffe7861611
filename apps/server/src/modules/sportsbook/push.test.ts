import { pushServerMessageSchema, SPORTSBOOK_PATHS, type PushServerMessage } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lte } from 'drizzle-orm';
import type { WebSocket } from 'ws';
import { buildApp, type App } from '../../app';
import { createSeededDatabase, drivers, type TestDatabase } from '../../test/databases';
import { createFeed, type FeedService } from '../feed/service';
import { feedEvent } from '../feed/tables';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

interface Client {
  ws: WebSocket;
  messages: PushServerMessage[];
  send(message: unknown): void;
  /** Resolves with the first message (from `from` on) that matches. */
  next<T extends PushServerMessage['type']>(
    type: T,
    match?: (m: Extract<PushServerMessage, { type: T }>) => boolean,
    from?: number,
  ): Promise<Extract<PushServerMessage, { type: T }>>;
}

describe.each(drivers)('push channel on $name', (driver) => {
  let database: TestDatabase;
  let app: App;
  let feed: FeedService;
  const clock = NOW;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    feed = createFeed({ database, seed: 5, horizonDays: 1, now: () => clock });
    await feed.schedule();
    while ((await feed.tick()).started > 0);
    app = buildApp({ db: database, webDistDir: null, feed, pushHeartbeatMs: 200 });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function connect(): Promise<Client> {
    const messages: PushServerMessage[] = [];
    const waiters: (() => void)[] = [];
    const ws = await app.injectWS(
      SPORTSBOOK_PATHS.push,
      {},
      {
        onInit: (socket) =>
          socket.on('message', (raw: Buffer) => {
            messages.push(pushServerMessageSchema.parse(JSON.parse(raw.toString())));
            for (const w of waiters.splice(0)) w();
          }),
      },
    );
    const client: Client = {
      ws,
      messages,
      send: (m) => ws.send(JSON.stringify(m)),
      next: (type, match, from = 0) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${type} message in time`)), 10_000);
          const check = () => {
            const found = messages.slice(from).find((m) => m.type === type && (!match || match(m as never)));
            if (found) {
              clearTimeout(timer);
              resolve(found as never);
            } else waiters.push(check);
          };
          check();
        }),
    };
    return client;
  }

  async function lineFootballGame(offset = 0): Promise<number> {
    const { games } = await feed.listGames({ section: 'line', sportId: 1, limit: 10, offset: 0 });
    const game = games[offset];
    if (!game) throw new Error('no football game');
    return game.id;
  }

  it('greets with the newest sequence and a heartbeat period, then beats', async () => {
    const client = await connect();
    const hello = await client.next('hello');
    expect(hello.heartbeatMs).toBe(200);
    expect(hello.seq).toBe(await feed.latestSeq());
    const beat = await client.next('heartbeat');
    expect(beat.seq).toBeGreaterThanOrEqual(hello.seq);
    // Nothing comes before the hello, not even a beat while the newest sequence is being read.
    expect(client.messages[0]?.type).toBe('hello');
    client.ws.terminate();
  });

  it('a game subscription gets the game odds, score and time; other games do not arrive', async () => {
    const client = await connect();
    await client.next('hello');
    const gameId = await lineFootballGame(0);
    const other = await lineFootballGame(1);
    client.send({ type: 'subscribe', gameIds: [gameId] });
    expect((await client.next('subscribed')).gameIds).toEqual([gameId]);
    await feed.fastForward(other, 600);
    await feed.fastForward(gameId, 600);
    const update = await client.next('update');
    expect(update.gameId).toBe(gameId);
    expect(update.status).toBe('live');
    expect(update.clockSec).toBe(600);
    expect(update.events.some((e) => e.type === 'start')).toBe(true);
    expect(update.odds.length).toBeGreaterThan(0);
    expect(client.messages.some((m) => m.type === 'update' && m.gameId === other)).toBe(false);
    client.ws.terminate();
  });

  it('a list subscription gets the games of its section and sport', async () => {
    const client = await connect();
    await client.next('hello');
    client.send({ type: 'subscribe', lists: [{ section: 'live', sportId: 1 }] });
    await client.next('subscribed');
    const gameId = await lineFootballGame(2);
    await feed.fastForward(gameId, 300);
    const update = await client.next('update', (m) => m.gameId === gameId);
    expect(update.sportId).toBe(1);
    client.send({ type: 'unsubscribe', lists: [{ section: 'live', sportId: 1 }] });
    expect((await client.next('subscribed', (m) => m.lists.length === 0)).lists).toEqual([]);
    client.ws.terminate();
  });

  it('after a reconnect, resume from the last sequence delivers every missed update in order, suspensions included', async () => {
    const gameId = await lineFootballGame(3);
    const first = await connect();
    await first.next('hello');
    first.send({ type: 'subscribe', gameIds: [gameId] });
    await first.next('subscribed');
    await feed.fastForward(gameId, 60);
    const seen = await first.next('update');
    first.ws.terminate();

    // While the client is away the game goes on to its end: goals, suspensions, the result.
    for (let i = 0; i < 9; i++) await feed.fastForward(gameId, 600);
    await feed.finish(gameId);
    const missed = await feed.eventsSince(seen.seq, [gameId], 1000);
    expect(missed.length).toBeGreaterThan(1);

    const second = await connect();
    await second.next('hello');
    second.send({ type: 'subscribe', gameIds: [gameId] });
    await second.next('subscribed');
    const from = second.messages.length;
    second.send({ type: 'resume', seq: seen.seq });
    const resumed = await second.next('resumed', undefined, from);
    const replayed = second.messages.slice(from).filter((m) => m.type === 'update');
    expect(replayed.map((m) => m.seq)).toEqual(missed.map((m) => m.seq));
    expect(resumed.seq).toBe(missed.at(-1)?.seq);
    const suspensions = missed.filter((m) => m.suspended).map((m) => m.seq);
    expect(replayed.filter((m) => m.type === 'update' && m.suspended).map((m) => m.seq)).toEqual(suspensions);
    expect(replayed.at(-1)).toMatchObject({ type: 'update', status: 'finished' });
    second.ws.terminate();
  });

  it('a resume from before the kept events answers reset; malformed messages answer an error and keep the connection', async () => {
    const client = await connect();
    await client.next('hello');
    // Events older than an hour are pruned; simulate that for the first few.
    await database.db.delete(feedEvent).where(lte(feedEvent.seq, 5));
    expect(await feed.oldestSeq()).toBeGreaterThan(5);
    client.send({ type: 'resume', seq: 2 });
    const reset = await client.next('reset');
    expect(reset.message).toMatch(/no longer kept/);
    expect(reset.seq).toBe(await feed.latestSeq());
    client.ws.send('not json at all');
    expect((await client.next('error')).message).toMatch(/JSON/);
    const from = client.messages.length;
    client.send({ type: 'subscribe', gameIds: ['x'] });
    expect((await client.next('error', undefined, from)).message).toMatch(/^message\.gameIds\.0: /);
    client.send({ type: 'ping' });
    await client.next('pong');
    client.ws.terminate();
  });
});
