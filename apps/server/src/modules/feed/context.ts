/** What the feed's use cases share: the database, the bus, the clock and the simulator's settings. */
import { randomUUID } from 'node:crypto';
import { createMemoryBus, type Bus } from '../../infra/bus';
import type { Database, Db } from '../../db/client';
import { DEFAULT_SUSPEND_MS } from './engine';

export interface FeedLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

const silentLog: FeedLog = { info() {}, warn() {}, error() {} };

export interface FeedServiceOptions {
  database: Database;
  bus?: Bus | undefined;
  /** Seed of the catalogue, schedule and matches (default 1). A stored feed keeps the seed it was made with. */
  seed?: number;
  /** Milliseconds between two simulator ticks (default 1000). */
  tickMs?: number;
  /** Game seconds per real second (default 1; 60 plays a football match in 90 s). */
  speed?: number;
  /** How long a goal suspends the markets (default 5000 ms). */
  suspendMs?: number;
  /** Days of line scheduled ahead (default 7). */
  horizonDays?: number;
  /** The clock (default Date.now); tests pass a fixed one. */
  now?: () => number;
  /** Name of this process in the simulator lease (default a random id). */
  holder?: string;
  /** Lease length (default 15 s, at least three ticks). */
  leaseMs?: number;
  log?: FeedLog;
}

export interface FeedContext {
  db: Db;
  /** Where the simulator publishes its events (in-process unless given). */
  bus: Bus;
  log: FeedLog;
  now: () => number;
  /** The seed asked for; the catalogue keeps the one of a stored feed (`catalogue.ts`). */
  configuredSeed: number;
  tickMs: number;
  speed: number;
  suspendMs: number;
  horizonDays: number;
  /** Name of this process in the simulator lease. */
  holder: string;
  leaseMs: number;
  /** Set while the simulator stops: a long schedule run and the tick in flight give up early. */
  stopping: { aborting: boolean };
}

/** The feed's settings with their defaults. */
export function createFeedContext(options: FeedServiceOptions): FeedContext {
  const tickMs = options.tickMs ?? 1000;
  return {
    db: options.database.db,
    bus: options.bus ?? createMemoryBus(),
    log: options.log ?? silentLog,
    now: options.now ?? Date.now,
    configuredSeed: options.seed ?? 1,
    tickMs,
    speed: options.speed ?? 1,
    suspendMs: options.suspendMs ?? DEFAULT_SUSPEND_MS,
    horizonDays: options.horizonDays ?? 7,
    holder: options.holder ?? `feed-${randomUUID()}`,
    leaseMs: options.leaseMs ?? Math.max(15_000, tickMs * 3),
    stopping: { aborting: false },
  };
}
