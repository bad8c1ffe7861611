/**
 * The betting part of the environment, read once at start (docs/adr/0016-betting.md).
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | BET_LIVE_DELAY_MS | 3000 | in-play delay of a coupon with a live selection (0: none) |
 * | BET_WORKER_INTERVAL_MS | 2000 | how often finished games are settled, VIP bets decided and auto cash-outs checked (0: never) |
 * | BET_VIP_DECISION_MS | 10000 | a VIP bet is decided (demo rule) this long after it was placed |
 * | BET_SETTLE_BATCH_SIZE | 1000 | coupons settled per database transaction |
 */
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(0).max(3_600_000).default(fallback);

const betEnvSchema = z.object({
  BET_LIVE_DELAY_MS: ms(3000),
  BET_WORKER_INTERVAL_MS: ms(2000),
  BET_VIP_DECISION_MS: ms(10_000),
  BET_SETTLE_BATCH_SIZE: z.coerce.number().int().min(1).max(100_000).default(1000),
});

export interface BetEnv {
  liveDelayMs: number;
  workerIntervalMs: number;
  vipDecisionMs: number;
  settleBatchSize: number;
}

export function readBetEnv(env: NodeJS.ProcessEnv): BetEnv {
  const parsed = betEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${issue?.path.join('.') ?? 'BET_*'}: ${issue?.message ?? 'invalid'} (${
        issue?.path[0] === 'BET_SETTLE_BATCH_SIZE' ? 'a number of coupons' : 'a number of milliseconds'
      })`,
    );
  }
  return {
    liveDelayMs: parsed.data.BET_LIVE_DELAY_MS,
    workerIntervalMs: parsed.data.BET_WORKER_INTERVAL_MS,
    vipDecisionMs: parsed.data.BET_VIP_DECISION_MS,
    settleBatchSize: parsed.data.BET_SETTLE_BATCH_SIZE,
  };
}
