/**
 * Feed delivery benchmark: starts the server app on an ephemeral port (PGlite in memory), connects WebSocket
 * clients to the sportsbook push channel, subscribes them to enough games to cover about 1 000 outcomes,
 * then publishes odds changes at 200 changes/s for 15 s on the feed's bus (the subject and message shape the
 * simulator's `store` publishes, so the path measured is bus -> push fan-out -> socket -> client) and prints
 * the publish-to-receipt latency (p50/p95/p99/max) and how many updates arrived against how many were due.
 * Figures, not assertions; the goal is p95 <= 150 ms.
 *
 *   npm run bench:feed -w @betline/server
 *
 * Options (environment): BENCH_RATE (changes/s, default 200), BENCH_SECONDS (default 15), BENCH_CLIENTS
 * (default 4), BENCH_OUTCOMES (default 1000).
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { SPORTSBOOK_PATHS, type PushServerMessage } from '@betline/contracts';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { createFeed, FEED_SUBJECT_PREFIX, type FeedBusMessage } from '../src/modules/feed/service';
import { storedGames } from '../src/modules/sportsbook/testing';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const OUTCOMES = Number(process.env.BENCH_OUTCOMES ?? 1000);
const GOAL_P95_MS = 150;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const database = await openDatabase();
  await database.migrate();
  await seedDatabase(database.db);
  const feed = createFeed({ database, seed: 1, horizonDays: 1 });
  await feed.schedule();
  const app = buildApp({ db: database, feed, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');

  // Games until about OUTCOMES priced outcomes are covered.
  const chosen: { id: number; sportId: number; outcomes: number[] }[] = [];
  let covered = 0;
  for (const g of await storedGames(database.db, 'line')) {
    if (covered >= OUTCOMES || chosen.length >= 200) break;
    const outcomes = g.markets
      .flatMap((m) => m.outcomes)
      .filter((o) => o.coef !== null)
      .map((o) => o.id);
    if (outcomes.length === 0) continue;
    chosen.push({ id: g.id, sportId: g.sportId, outcomes });
    covered += outcomes.length;
  }

  const published = new Map<number, number>();
  const latencies: number[] = [];
  const received: number[] = Array.from({ length: CLIENTS }, () => 0);
  const url = `ws://127.0.0.1:${address.port}${SPORTSBOOK_PATHS.push}`;
  const sockets = await Promise.all(
    Array.from(
      { length: CLIENTS },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url);
          ws.on('error', reject);
          ws.on('message', (raw: Buffer) => {
            const at = performance.now();
            const m = JSON.parse(raw.toString()) as PushServerMessage;
            if (m.type === 'update') {
              const t = published.get(m.seq);
              if (t !== undefined) {
                latencies.push(at - t);
                received[i]! += 1;
              }
            } else if (m.type === 'subscribed') resolve(ws);
          });
          ws.on('open', () => {
            const ids = chosen.map((g) => g.id);
            for (let k = 0; k < ids.length; k += 100)
              ws.send(JSON.stringify({ type: 'subscribe', gameIds: ids.slice(k, k + 100) }));
          });
        }),
    ),
  );

  // Publishing: the sequence numbers continue after the stored ones (push drops anything not newer).
  let seq = (await feed.latestSeq()) + 1_000;
  const total = Math.round(RATE * SECONDS);
  let sent = 0;
  const started = performance.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) {
        const g = chosen[sent % chosen.length]!;
        const outcome = g.outcomes[Math.floor(sent / chosen.length) % g.outcomes.length]!;
        seq += 1;
        const message: FeedBusMessage = {
          seq,
          gameId: g.id,
          sportId: g.sportId,
          events: [],
          odds: [[outcome, 1000 + 1 + (sent % 4000)]],
          status: 'line',
          suspended: false,
          clockSec: 0,
          period: 0,
          score: [0, 0],
        };
        published.set(seq, performance.now());
        void feed.bus.publish(`${FEED_SUBJECT_PREFIX}.${g.id}`, message);
        sent += 1;
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  const publishSeconds = (performance.now() - started) / 1000;
  // Let the last updates arrive.
  await new Promise((r) => setTimeout(r, 2_000));
  for (const ws of sockets) ws.close();
  await app.close();
  await database.close();

  latencies.sort((a, b) => a - b);
  const delivered = received.reduce((a, b) => a + b, 0);
  const expected = sent * CLIENTS;
  const p95 = percentile(latencies, 95);
  console.log(
    `feed bench: ${chosen.length} games, ${covered} outcomes, ${CLIENTS} clients; ${sent} changes published in ` +
      `${publishSeconds.toFixed(1)} s (${(sent / publishSeconds).toFixed(0)}/s)`,
  );
  console.log(
    `delivery latency: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(goal <= ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'}), p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `max ${(latencies[latencies.length - 1] ?? 0).toFixed(1)} ms`,
  );
  console.log(
    `delivered ${delivered} of ${expected} (${sent} changes x ${CLIENTS} clients); lost ${expected - delivered}` +
      ` (per client: ${received.join(', ')})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
