/**
 * Scale test (docs/adr/0034-worker-leases.md): two server processes serve one site behind a round-robin
 * balancer (bench/balancer.ts): one fresh PostgreSQL database, NATS JetStream (a subject namespace of this run)
 * and Redis. Players sign in and register through the balancer, then a bounded bet storm runs while games
 * finish (the feed's demo control); midway the process holding the betting worker's lease is killed with
 * SIGKILL and started again, the other takes the lease over. A coupon whose answer was lost is sent again
 * with the same id, as a client does. Then: push updates through the balancer from either process, a
 * rate-limited path hammered through both processes (one count in Redis), and the stored data checked
 * (bench/checks.ts). Prints its figures; exits 1 when a check fails.
 *
 *   npm run scale-test -w @betline/server
 *
 * Environment: SCALE_PG_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database
 * `betline_scale_<run>` is created on that server and dropped afterwards unless SCALE_KEEP=1), NATS_URL
 * (nats://127.0.0.1:4222), REDIS_URL (redis://127.0.0.1:6379), SCALE_BETS (600), SCALE_CONCURRENCY (12).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { connect as natsConnect } from 'nats';
import pg from 'pg';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { IDENTITY_PATHS, SPORTSBOOK_PATHS, WALLET_PATHS, type PushServerMessage } from '@betline/contracts';
import { openDatabase } from '../src/db/client';
import { workerLease } from '../src/infra/tables';
import { DEMO_PASSWORD } from '../src/modules/identity/demo';
import { createLedger } from '../src/modules/wallet/ledger';
import { couponRequest } from '../src/modules/sportsbook/couponRequest';
import { sessionHeaders } from '../src/test/players';
import { startBalancer } from './balancer';
import { checkSite, percentile, waitSettled } from './checks';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const RUN = randomBytes(4).toString('hex');
const PG_URL =
  process.env.SCALE_PG_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const BETS = Number(process.env.SCALE_BETS || 600);
const CONCURRENCY = Number(process.env.SCALE_CONCURRENCY || 12);
/** Fresh players registered through the balancer (besides the demo player `wallet_demo`). */
const NEW_PLAYERS = 7;
/** Games played to their end during the storm. */
const FINISH = 12;
const LEASE_MS = 3000;
const AUTH_PER_MINUTE = 30;

const DB_NAME = `betline_scale_${RUN}`;
const dbUrl = (() => {
  const u = new URL(PG_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const NAMESPACE = `scale_${RUN}`;
const GATEWAY_SECRET = randomBytes(24).toString('hex');
const ports = [0, 1].map(() => 30_000 + Math.floor(Math.random() * 20_000));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A client address of its own (the servers trust the balancer's X-Forwarded-For). */
const someAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const children: (ChildProcess | undefined)[] = [undefined, undefined];
function start(i: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(ports[i]),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      NATS_URL,
      NATS_NAMESPACE: NAMESPACE,
      REDIS_URL,
      WALLET_GATEWAY_SECRET: GATEWAY_SECRET,
      DEMO_MODE: 'true',
      TRUST_PROXY: '1',
      WEB_DIST_DIR: 'none',
      LOG_LEVEL: 'error',
      LOG_FORMAT: 'json',
      FEED_TICK_MS: '500',
      FEED_SPEED: '30',
      BET_WORKER_INTERVAL_MS: '500',
      BET_SETTLE_BATCH_SIZE: '50',
      WORKER_LEASE_MS: String(LEASE_MS),
    },
  });
  children[i] = child;
  return child;
}

async function healthy(port: number, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(300);
  }
  throw new Error(`the server on port ${port} did not become healthy`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

interface WireOutcome {
  id: number;
  typeId: number;
  coef: number | null;
}
interface Pick {
  gameId: number;
  outcome: WireOutcome;
}
interface Player {
  name: string;
  /** Stake of each coupon, minor units of the player's currency. */
  stake: number;
  address: string;
  headers: Record<string, string>;
}

function couponBody(pick: Pick, id: string, amount: number) {
  return JSON.stringify(
    couponRequest(id, [{ outcomeId: pick.outcome.id, gameId: pick.gameId, coef: pick.outcome.coef ?? 0 }], {
      amount,
    }),
  );
}

async function main(): Promise<number> {
  const failures: string[] = [];
  console.log(
    `scale test ${RUN}: two processes on ${DB_NAME} (${new URL(PG_URL).host}), NATS ${NATS_URL} namespace ${NAMESPACE}, Redis ${REDIS_URL}`,
  );
  await admin(`create database "${DB_NAME}"`);
  const database = await openDatabase({ url: dbUrl, maxConnections: 4 });
  let balancerClose: (() => Promise<void>) | undefined;
  try {
    // One process migrates and seeds; the second starts on the prepared database.
    start(0);
    await healthy(ports[0]!);
    start(1);
    await healthy(ports[1]!);
    const balancer = await startBalancer(
      ports.map((port, i) => ({ name: String.fromCharCode(65 + i), host: '127.0.0.1', port })),
    );
    balancerClose = balancer.close;
    const BASE = `http://127.0.0.1:${balancer.port}`;
    const processName = (pid: number | undefined) => {
      if (pid === undefined) return 'none';
      const i = children.findIndex((c) => c?.pid === pid);
      return i < 0 ? `pid ${pid}` : String.fromCharCode(65 + i);
    };
    const leaseHolder = async () => {
      const [row] = await database.db.select().from(workerLease).where(eq(workerLease.name, 'betting'));
      if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
      return Number(row.holder.split(':').at(-2));
    };

    // Players: the demo player signs in, the others register (one-click) through the balancer and are funded.
    const players: Player[] = [];
    {
      const address = someAddress();
      const res = await fetch(`${BASE}${IDENTITY_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ login: 'wallet_demo', password: DEMO_PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      players.push({
        name: 'wallet_demo',
        stake: 100,
        address,
        headers: sessionHeaders(res.headers.getSetCookie()),
      });
    }
    const ledger = createLedger(database.db);
    const house = await ledger.houseAccountId('adjustments', 1);
    for (let i = 0; i < NEW_PLAYERS; i++) {
      const address = someAddress();
      const res = await fetch(`${BASE}${IDENTITY_PATHS.registerFast}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0 }),
      });
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { userId: number; login: string };
      const headers = sessionHeaders(res.headers.getSetCookie());
      const balance = (await (
        await fetch(`${BASE}${WALLET_PATHS.balance}`, { headers: { ...headers, 'x-forwarded-for': address } })
      ).json()) as { active_account_id: number };
      await ledger.transferAlone({
        key: `scale-fund:${RUN}:${i}`,
        kind: 'adjustment',
        playerId: body.userId,
        entries: [
          { accountId: house, amount: -5_000_000 },
          { accountId: balance.active_account_id, amount: 5_000_000 },
        ],
      });
      players.push({ name: body.login, stake: 2_000, address, headers });
    }

    // Line games to bet on (the simulator of whichever process holds the feed's lease schedules them).
    let picks: Pick[] = [];
    for (let i = 0; i < 120 && picks.length < 40; i++) {
      const res = await fetch(`${BASE}${SPORTSBOOK_PATHS.games}?section=line&limit=200`);
      const body = (await res.json()) as {
        games: { gameId: number; gameStartDateTime: number; markets: { outcomes: WireOutcome[] }[] }[];
      };
      // Games that start in more than ten minutes: none of them kicks off (and ends) during the run by itself; the
      // latest first (the demo bets play some of the soonest to their end).
      const later = body.games.filter((g) => g.gameStartDateTime * 1000 > Date.now() + 600_000).reverse();
      picks = later.flatMap((g) => {
        const o = g.markets
          .flatMap((m) => m.outcomes)
          .find((x) => (x.typeId === 1 || x.typeId === 401) && x.coef);
        return o ? [{ gameId: g.gameId, outcome: o }] : [];
      });
      if (picks.length < 40) await sleep(1000);
    }
    if (picks.length < 40) throw new Error('the feed scheduled too few line games');
    const finishing = picks.slice(0, FINISH);
    const pushGames = picks.slice(FINISH, FINISH + 3);
    const finished = new Set<number>();

    // The storm.
    const accepted = new Map<number, string>();
    const latencies: number[] = [];
    const refusedBy = new Map<string, number>();
    let sent = 0;
    let resent = 0;
    let unknown = 0;
    let killedName = '';
    let killedAtBet = 0;
    let restarted: Promise<void> | undefined;
    const holderBefore = processName(await leaseHolder());
    const storm = async (worker: number) => {
      while (sent < BETS) {
        const n = sent++;
        const player = players[(worker + n) % players.length]!;
        // The games still to finish (settlement has work while bets arrive), then the rest (not the push check's).
        const open = finishing.filter((p) => !finished.has(p.gameId));
        const candidates = open.length > 0 ? open : picks.slice(FINISH + 3);
        const pick = candidates[n % candidates.length]!;
        const id = randomUUID();
        const body = couponBody(pick, id, player.stake);
        for (let attempt = 0; attempt < 8; attempt++) {
          const t0 = performance.now();
          let status = 0;
          let answer: unknown;
          try {
            const res = await fetch(`${BASE}/web-api/sportsbook/coupons`, {
              method: 'POST',
              headers: {
                ...player.headers,
                'content-type': 'application/json',
                'x-forwarded-for': player.address,
              },
              body,
            });
            status = res.status;
            answer = await res.json().catch(() => null);
          } catch {
            status = 0;
          }
          if (status === 200 || status === 201) {
            accepted.set((answer as { coupon: { couponId: number } }).coupon.couponId, id);
            if (attempt === 0) latencies.push(performance.now() - t0);
            else resent += 1;
            break;
          }
          if (status >= 400 && status < 500) {
            const code = (answer as { code?: string } | null)?.code ?? String(status);
            refusedBy.set(code, (refusedBy.get(code) ?? 0) + 1);
            break;
          }
          // 502 or no answer: the coupon's fate is unknown; the same coupon (same id) is sent again.
          if (attempt === 7) unknown += 1;
          await sleep(250);
        }
      }
    };
    const finisher = async () => {
      for (const pick of finishing) {
        while (sent < ((finished.size + 1) * BETS) / (FINISH + 2)) await sleep(20);
        const res = await fetch(`${BASE}/web-api/sportsbook/demo/games/${pick.gameId}/finish`, {
          method: 'POST',
        }).catch(() => null);
        if (res?.ok) finished.add(pick.gameId);
        else {
          // Lost with a killed process: tried again after the storm.
        }
      }
    };
    const killer = async () => {
      while (sent < BETS / 2) await sleep(10);
      const pid = await leaseHolder();
      const index = Math.max(
        0,
        children.findIndex((c) => c?.pid === pid),
      );
      killedName = String.fromCharCode(65 + index);
      killedAtBet = sent;
      children[index]!.kill('SIGKILL');
      await exited(children[index]!);
      restarted = (async () => {
        await sleep(2_000);
        start(index);
        await healthy(ports[index]!);
      })();
    };
    const stormStarted = performance.now();
    await Promise.all([...Array.from({ length: CONCURRENCY }, (_, w) => storm(w)), finisher(), killer()]);
    const stormSeconds = (performance.now() - stormStarted) / 1000;
    await restarted;
    for (const pick of finishing) {
      if (finished.has(pick.gameId)) continue;
      const res = await fetch(`${BASE}/web-api/sportsbook/demo/games/${pick.gameId}/finish`, {
        method: 'POST',
      });
      if (res.ok || res.status === 409) finished.add(pick.gameId);
    }

    // Push through the balancer: a client on each process sees the games finished through either process.
    const sockets = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<{ ws: WebSocket; seen: Set<number> }>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${balancer.port}${SPORTSBOOK_PATHS.push}`);
            const seen = new Set<number>();
            ws.on('message', (raw: Buffer) => {
              const m = JSON.parse(raw.toString()) as PushServerMessage;
              if (m.type === 'subscribed') resolve({ ws, seen });
              if (m.type === 'update' && m.status === 'finished') seen.add(m.gameId);
            });
            ws.on('open', () =>
              ws.send(JSON.stringify({ type: 'subscribe', gameIds: pushGames.map((p) => p.gameId) })),
            );
            ws.on('error', reject);
          }),
      ),
    );
    const pushServedBefore = new Map(balancer.served);
    for (const pick of pushGames) {
      const player = players[0]!;
      const id = randomUUID();
      const res = await fetch(`${BASE}/web-api/sportsbook/coupons`, {
        method: 'POST',
        headers: { ...player.headers, 'content-type': 'application/json', 'x-forwarded-for': player.address },
        body: couponBody(pick, id, player.stake),
      });
      if (res.status === 201)
        accepted.set(((await res.json()) as { coupon: { couponId: number } }).coupon.couponId, id);
      await fetch(`${BASE}/web-api/sportsbook/demo/games/${pick.gameId}/finish`, { method: 'POST' });
    }
    for (let i = 0; i < 50 && sockets.some((s) => s.seen.size < pushGames.length); i++) await sleep(100);
    for (const s of sockets) s.ws.close();
    const pushOk = sockets.every((s) => s.seen.size === pushGames.length);
    const finishBackends = [...balancer.served].map(
      ([name, n]) => `${name} ${n - (pushServedBefore.get(name) ?? 0)}`,
    );
    if (!pushOk)
      failures.push(
        `push: clients saw ${sockets.map((s) => s.seen.size).join(' and ')} of ${pushGames.length} finished games`,
      );

    // Rate limits shared by both processes: the sign-in path allows 30 a minute per address, counted in Redis.
    const limitAddress = someAddress();
    const limitBy = new Map<string, { allowed: number; limited: number }>();
    let allowed = 0;
    let limited = 0;
    for (let i = 0; i < AUTH_PER_MINUTE + 15; i++) {
      const res = await fetch(`${BASE}${IDENTITY_PATHS.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': limitAddress },
        body: JSON.stringify({ login: `nobody-${RUN}-${i}`, password: 'wrong-password' }),
      });
      await res.arrayBuffer();
      const backend = res.headers.get('x-backend') ?? '?';
      const entry = limitBy.get(backend) ?? { allowed: 0, limited: 0 };
      if (res.status === 429) {
        limited += 1;
        entry.limited += 1;
      } else {
        allowed += 1;
        entry.allowed += 1;
      }
      limitBy.set(backend, entry);
    }
    if (allowed !== AUTH_PER_MINUTE || limitBy.size < 2)
      failures.push(
        `rate limit: ${allowed} sign-ins let through of ${AUTH_PER_MINUTE + 15} (expected ${AUTH_PER_MINUTE}) across ${limitBy.size} processes`,
      );

    // Settlement finishes (the lease holder sweeps), then the stored data are checked.
    const settled = await waitSettled(database.db, 60_000);
    if (!settled) failures.push('settlement did not finish within 60 s');
    const holderAfter = processName(await leaseHolder());
    const check = await checkSite(database.db, accepted);
    failures.push(...check.failures);

    latencies.sort((a, b) => a - b);
    const refused = [...refusedBy].map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
    console.log(
      [
        `bets: ${sent} sent by ${CONCURRENCY} clients for ${players.length} players in ${stormSeconds.toFixed(1)} s; ${accepted.size} accepted (${resent} after a lost answer, sent again with the same id), refused: ${refused}; ${unknown} with no answer; answers lost in flight (the balancer's 502): ${[...balancer.lostInFlight].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`,
        `placement latency through the balancer: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} first answers)`,
        `kill: process ${killedName} (the betting lease holder, ${holderBefore} before) SIGKILLed at bet ${killedAtBet}, started again; lease holder now ${holderAfter}`,
        `requests served: ${[...balancer.served].map(([name, n]) => `${name} ${n}`).join(', ')}`,
        `stored: ${check.coupons} coupons ${JSON.stringify(check.byStatus)}; every accepted coupon present exactly once with one stake: ${check.failures.some((f) => /missing|twice|stake|client/.test(f)) ? 'NO' : 'yes'}`,
        `settlement: ${check.finishedGames} finished games with ${check.couponsOnFinishedGames} coupons, all settled: ${settled ? 'yes' : 'NO'}; ${check.payouts} payout transactions, none twice: ${check.failures.some((f) => /paid|payout/.test(f)) ? 'NO' : 'yes'}`,
        `ledger: ${check.ledgerBalanced ? 'balanced (every transaction sums to zero, every balance is the sum of its entries)' : 'NOT balanced'}`,
        `push through the balancer: ${sockets.map((s, i) => `client ${i + 1} saw ${s.seen.size}/${pushGames.length}`).join(', ')} finished games (finish requests served by ${finishBackends.join(', ')})`,
        `rate limit in Redis across processes: ${allowed} of ${AUTH_PER_MINUTE + 15} sign-ins let through, ${limited} answered 429 (${[...limitBy].map(([b, e]) => `${b}: ${e.allowed} through, ${e.limited} limited`).join('; ')})`,
      ].join('\n'),
    );
  } finally {
    for (const child of children) {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited(child);
      }
    }
    await balancerClose?.();
    await database.close();
    try {
      const nc = await natsConnect({ servers: NATS_URL });
      await (await nc.jetstreamManager()).streams.delete(`BETLINE_FEED_${NAMESPACE}`).catch(() => false);
      await nc.close();
    } catch {
      // NATS away: nothing to clean
    }
    if (process.env.SCALE_KEEP === '1') console.log(`database kept: ${dbUrl}`);
    else await admin(`drop database if exists "${DB_NAME}" with (force)`).catch(() => undefined);
  }
  if (failures.length > 0) {
    for (const f of failures) console.error(`FAIL ${f}`);
    return 1;
  }
  console.log('scale test passed');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    for (const child of children) child?.kill('SIGKILL');
    process.exit(1);
  },
);
