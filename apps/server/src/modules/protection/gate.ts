/**
 * The money gate: what the wallet's money path opens inside every movement's transaction (ADR 0035).
 */
import {
  decideMovement,
  LIMIT_DEFINITIONS,
  type MovementGate,
  type MovementKind,
  type PlayerLimit,
} from '@betline/core';
import { inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { lockPlayers } from '../../infra/playerLock';
import { toPlayerLimit, type BansOf, type UsageSource } from './ports';
import { playerLimit } from './tables';

/** The deposits, stakes and losses of a player's limit windows (window ms -> minor units). */
interface WindowUsage {
  deposited: Map<number, number>;
  wagered: Map<number, number>;
  lost: Map<number, number>;
}

const EMPTY_USAGE: WindowUsage = { deposited: new Map(), wagered: new Map(), lost: new Map() };

/** Movements protection never refuses (money paid back for what was accepted; an operator's adjustment; bonus money the house takes back). */
const ALWAYS_ALLOWED: ReadonlySet<MovementKind> = new Set(['payback', 'adjustment', 'removal']);

/** The state of a player nobody needs to read: the rule allows paybacks whatever it is. */
const NOBODY = (now: number) => ({
  limits: [],
  ban: null,
  usage: { deposited: () => 0, wagered: () => 0, netLoss: () => 0 },
  now,
});

/**
 * Opens the money gate for a movement's transaction: locks the players and answers the decider of their
 * movements (what the wallet's money path calls `OpenGate`).
 */
export type MoneyGate = (
  tx: Tx,
  wanted: readonly { playerId: number; currency: string; kind?: MovementKind }[],
) => Promise<MovementGate>;

export function createMoneyGate({
  clock,
  usage,
  bansOf,
}: {
  clock: Clock;
  usage: UsageSource;
  bansOf: BansOf;
}): MoneyGate {
  /** The usage windows the player's own limits read (no limit, no usage query). */
  async function windowUsage(
    tx: Executor,
    playerId: number,
    currency: string,
    limits: readonly PlayerLimit[],
    now: number,
  ): Promise<WindowUsage> {
    if (limits.length === 0) return EMPTY_USAGE;
    const figures: WindowUsage = { deposited: new Map(), wagered: new Map(), lost: new Map() };
    for (const d of LIMIT_DEFINITIONS) {
      if (!d.windowMs || !limits.some((l) => l.type === d.type)) continue;
      if (d.family === 'deposit')
        figures.deposited.set(d.windowMs, await usage.deposited(tx, playerId, currency, now - d.windowMs));
      if (d.family === 'wagering')
        figures.wagered.set(d.windowMs, await usage.wagered(tx, playerId, currency, now - d.windowMs));
      if (d.family === 'loss')
        figures.lost.set(d.windowMs, await usage.netLoss(tx, playerId, currency, now - d.windowMs));
    }
    return figures;
  }

  /**
   * The money gate (the wallet's money path opens it inside every movement's transaction): takes the money
   * lock of every player of `wanted` (`lockPlayers`: limit changes take the same lock, so a movement is decided
   * against protection as it is at that moment), reads their limits and bans, and the usage windows only of
   * families the player has limits of, then answers a decider. `decide` applies the one rule of
   * `@betline/core` (`decideMovement`); `count` adds a movement that happened to the usage later decisions of
   * the same transaction read (a batch of stakes is decided in arrival order against what the earlier ones
   * used).
   */
  return async function openGate(
    tx: Tx,
    wanted: readonly { playerId: number; currency: string; kind?: MovementKind }[],
  ): Promise<MovementGate> {
    const ids = [...new Set(wanted.map((w) => w.playerId))];
    await lockPlayers(tx, ids);
    // Paybacks and adjustments always pass: only the players with another movement need their state read.
    const judged = new Set(
      wanted.filter((w) => w.kind === undefined || !ALWAYS_ALLOWED.has(w.kind)).map((w) => w.playerId),
    );
    const now = clock.now();
    if (judged.size === 0) {
      return {
        decide(playerId, request) {
          if (!ALWAYS_ALLOWED.has(request.kind))
            throw new Error(
              `the gate was opened for paybacks only; a ${request.kind} of player ${playerId} was asked`,
            );
          return decideMovement(request, NOBODY(now));
        },
        count: () => undefined,
      };
    }
    const rows = await tx
      .select()
      .from(playerLimit)
      .where(inArray(playerLimit.playerId, [...judged]))
      .orderBy(playerLimit.playerId, playerLimit.limitType);
    const limitsOf = new Map<number, PlayerLimit[]>();
    for (const row of rows) {
      const own = limitsOf.get(row.playerId) ?? [];
      own.push(toPlayerLimit(row));
      limitsOf.set(row.playerId, own);
    }
    const bans = await bansOf(tx, [...judged]);
    const usageOf = new Map<string, WindowUsage>();
    for (const { playerId, currency } of wanted) {
      const key = `${playerId}:${currency}`;
      if (!judged.has(playerId)) continue;
      if (!usageOf.has(key))
        usageOf.set(key, await windowUsage(tx, playerId, currency, limitsOf.get(playerId) ?? [], now));
    }
    const earlier = new Map<string, { deposited: number; staked: number }>();
    const earlierOf = (key: string) => earlier.get(key) ?? { deposited: 0, staked: 0 };
    return {
      decide(playerId, request) {
        if (!judged.has(playerId) && !ALWAYS_ALLOWED.has(request.kind))
          throw new Error(
            `the gate was opened for paybacks of player ${playerId}; a ${request.kind} was asked`,
          );
        const key = `${playerId}:${request.currency}`;
        const figures = usageOf.get(key) ?? EMPTY_USAGE;
        const before = earlierOf(key);
        return decideMovement(request, {
          limits: limitsOf.get(playerId) ?? [],
          ban: bans.get(playerId) ?? null,
          usage: {
            deposited: (w) => (figures.deposited.get(w) ?? 0) + before.deposited,
            wagered: (w) => (figures.wagered.get(w) ?? 0) + before.staked,
            // An unsettled stake counts as lost.
            netLoss: (w) => (figures.lost.get(w) ?? 0) + before.staked,
          },
          now,
        });
      },
      count(playerId, request) {
        const key = `${playerId}:${request.currency}`;
        const before = earlierOf(key);
        if (request.kind === 'deposit')
          earlier.set(key, { ...before, deposited: before.deposited + request.amount });
        if (request.kind === 'stake') earlier.set(key, { ...before, staked: before.staked + request.amount });
      },
    };
  };
}
