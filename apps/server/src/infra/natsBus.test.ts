/**
 * Two server processes on one database and one NATS: the feed driven through one reaches the push clients of
 * the other. Runs when NATS_URL is set (CI sets it when a NATS server answers on 127.0.0.1:4222).
 */
import { pushServerMessageSchema, SPORTSBOOK_PATHS, type PushServerMessage } from '@betline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createFeed, type FeedService } from '../modules/feed/service';
import { createSeededDatabase, drivers, type TestDatabase } from '../test/databases';
import { createNatsBus, type NatsBus } from './natsBus';

const natsUrl = process.env.NATS_URL || undefined;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe.runIf(natsUrl).each(drivers)('NATS bus between two server processes on $name', (driver) => {
  let database: TestDatabase;
  let second: Database;
  let busA: NatsBus;
  let busB: NatsBus;
  let appA: App;
  let appB: App;
  let feedA: FeedService;
  const run = Math.random().toString(36).slice(2, 10);
  const stream = `BETLINE_TEST_${driver.name.toUpperCase()}_${run.toUpperCase()}`;
  const namespace = `betline_test_${driver.name}_${run}`;

  beforeAll(async () => {
    database = await createSeededDatabase(driver);
    // The second process opens its own connection pool to the same database (PGlite: the same instance).
    second = database.url ? await openDatabase({ url: database.url, maxConnections: 2 }) : database;
    busA = await createNatsBus({ url: natsUrl as string, stream, namespace, name: 'test-a' });
    busB = await createNatsBus({ url: natsUrl as string, stream, namespace, name: 'test-b' });
    feedA = createFeed({ database, bus: busA, seed: 11, horizonDays: 1, now: () => NOW });
    await feedA.schedule();
    const feedB = createFeed({ database: second, bus: busB, seed: 11, horizonDays: 1, now: () => NOW });
    appA = buildApp({ db: database, webDistDir: null, feed: feedA });
    appB = buildApp({ db: second, webDistDir: null, feed: feedB });
    await Promise.all([appA.ready(), appB.ready()]);
  });
  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await busA?.deleteStream();
    await busA?.close();
    await busB?.close();
    if (second && second !== database) await second.close();
    await database?.dispose();
  });

  it('a subscriber on one process receives the odds and the result published through the other', async () => {
    const messages: PushServerMessage[] = [];
    const ws = await appB.injectWS(
      SPORTSBOOK_PATHS.push,
      {},
      {
        onInit: (socket) =>
          socket.on('message', (raw: Buffer) =>
            messages.push(pushServerMessageSchema.parse(JSON.parse(raw.toString()))),
          ),
      },
    );
    const waitFor = async (predicate: (m: PushServerMessage) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const found = messages.find(predicate);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('nothing arrived');
    };
    await waitFor((m) => m.type === 'hello');
    const { games } = await feedA.listGames({ section: 'line', sportId: 1, limit: 1, offset: 0 });
    const gameId = games[0]?.id;
    if (!gameId) throw new Error('no game');
    ws.send(JSON.stringify({ type: 'subscribe', gameIds: [gameId] }));
    await waitFor((m) => m.type === 'subscribed');
    await appA.inject({
      method: 'POST',
      url: SPORTSBOOK_PATHS.demoFastForward.replace(':gameId', String(gameId)),
      payload: { seconds: 600 },
    });
    const odds = await waitFor((m) => m.type === 'update' && m.gameId === gameId);
    expect(odds).toMatchObject({ type: 'update', status: 'live', clockSec: 600 });
    expect(odds.type === 'update' && odds.odds.length > 0).toBe(true);
    await appA.inject({
      method: 'POST',
      url: SPORTSBOOK_PATHS.demoFinish.replace(':gameId', String(gameId)),
    });
    const result = await waitFor(
      (m) => m.type === 'update' && m.gameId === gameId && m.status === 'finished',
    );
    expect(result.type === 'update' && result.events.some((e) => e.type === 'finish')).toBe(true);
    ws.terminate();
  });
});
