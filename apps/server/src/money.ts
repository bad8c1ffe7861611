/**
 * The money stack: player protection and the wallet whose money path asks it, wired together once. The
 * composition root (`app.ts`) uses it, and so do the seeds, benches and tests that need a wallet or a money
 * path of their own: there is one way to build the path every movement of a player's money takes.
 */
import { randomBytes } from 'node:crypto';
import { LIMIT_TYPE } from '@betline/core';
import type { Db } from './db/client';
import { systemClock, type Clock } from './infra/clock';
import { bansOf, currencyIsoOf, setPlayerCurrency, walletProfile } from './modules/identity/directory';
import { createProtectionService, type ProtectionService } from './modules/protection/service';
import { createWallet, type Wallet, type WalletOptions } from './modules/wallet/service';
import { createWalletUsage } from './modules/wallet/usage';

export interface MoneyStackOptions {
  clock?: Clock;
  /** A protection service made elsewhere (tests); default: one on `db` with the wallet's usage figures. */
  protection?: ProtectionService;
  wallet?: Partial<Omit<WalletOptions, 'playerProfile' | 'openGate'>>;
}

export function createMoneyStack(db: Db, options: MoneyStackOptions = {}) {
  const clock = options.clock ?? systemClock;
  const protection =
    options.protection ??
    createProtectionService({
      db,
      clock,
      playerCurrency: (playerId) => currencyIsoOf(playerId, db),
      usage: createWalletUsage(),
      bansOf,
    });
  const wallet: Wallet = createWallet(db, {
    playerProfile: walletProfile,
    setPlayerCurrency,
    // Every movement of a player's money asks player protection in its own transaction (ADR 0034).
    openGate: protection.openGate,
    // Promotions are not pushed to a player who is excluded or changed a limit in the last 24 hours.
    offersPaused: (playerId, run) => protection.offersPaused(playerId, run),
    ...options.wallet,
    // Random per process unless given (several processes of one site share WALLET_GATEWAY_SECRET).
    gatewaySecret: options.wallet?.gatewaySecret ?? randomBytes(32).toString('hex'),
  });
  // An exclusion or time-out cancels the player's pending deposits (none could be credited anyway).
  protection.whenExcluded(async (playerId, exclusion) => {
    await wallet.cancelPendingDeposits(
      playerId,
      `cancelled: ${exclusion.type === LIMIT_TYPE.SELF_EXCLUSION ? 'self-exclusion' : 'time-out'} until ${new Date(exclusion.endsAt).toISOString()}`,
    );
  });
  return { protection, wallet, money: wallet.money };
}

export type MoneyStack = ReturnType<typeof createMoneyStack>;
