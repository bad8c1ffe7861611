/**
 * The wallet's environment, read once at start by main.ts.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | WALLET_GATEWAY_SECRET | random per process | HMAC secret of the demo gateway's callbacks and page links (set it, at least 16 characters, when several processes serve one site) |
 * | WALLET_WITHDRAWAL_APPROVE_DELAY_MS | 60000 | demo mode: a withdrawal the gateway accepted is paid out after this delay (0: at once) |
 * | WALLET_APPROVE_INTERVAL_MS | 5000 | how often due withdrawals are paid out (0: never automatically) |
 */
import { z } from 'zod';

const walletEnvSchema = z.object({
  WALLET_GATEWAY_SECRET: z.string().min(16, 'WALLET_GATEWAY_SECRET needs at least 16 characters').optional(),
  WALLET_WITHDRAWAL_APPROVE_DELAY_MS: z.coerce.number().int().min(0).default(60_000),
  WALLET_APPROVE_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
});

export interface WalletEnv {
  gatewaySecret?: string;
  withdrawalApproveDelayMs: number;
  approveIntervalMs: number;
}

/** Reads the wallet's variables; throws an Error naming every bad one. Empty strings count as unset. */
export function readWalletEnv(source: NodeJS.ProcessEnv): WalletEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = walletEnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const env = parsed.data;
  return {
    ...(env.WALLET_GATEWAY_SECRET ? { gatewaySecret: env.WALLET_GATEWAY_SECRET } : {}),
    withdrawalApproveDelayMs: env.WALLET_WITHDRAWAL_APPROVE_DELAY_MS,
    approveIntervalMs: env.WALLET_APPROVE_INTERVAL_MS,
  };
}
