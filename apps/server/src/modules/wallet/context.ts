/** What the wallet's use cases share: the database, the ledger behind the money path, and its settings. */
import type { Db, Executor, Tx } from '../../db/client';
import type { IdempotencyStore } from './idempotency';
import type { Ledger } from './ledger';
import type { MoneyPath } from './money';

/** What the wallet needs to know about a player (from the identity module). */
export interface WalletPlayerProfile {
  /** The registration currency: the main account's currency. */
  currencyId: number;
  /** first_deposit_bonus_choice (REG-003): 0 decline, 1 sports, 2 casino; null not asked. */
  firstDepositBonusChoice: number | null;
}

export interface WalletContext {
  db: Db;
  ledger: Ledger;
  money: MoneyPath;
  idempotency: IdempotencyStore;
  now: () => Date;
  /** HMAC secret shared with the payment gateway (callbacks and page links). */
  secret: string;
  /** Demo mode: a withdrawal the gateway accepted is approved after this delay (0: at once). */
  approveDelayMs: number;
  /** Looks a player up; undefined when there is no such player. */
  playerProfile: (playerId: number, run: Executor) => Promise<WalletPlayerProfile | undefined>;
  /**
   * Asked before a withdrawal is held, inside its transaction: throws (an HttpError) to refuse it. Verification
   * refuses players who are not verified once their withdrawals in total go above its threshold.
   */
  withdrawalGate?: WithdrawalGate;
  /** Player protection: whether promotions are kept from being pushed to the player now. */
  offersPaused?: (playerId: number, run: Executor) => Promise<boolean>;
}

/** Refuses a withdrawal (throws) or lets it go: `total` is the player's withdrawals in the currency with this one (minor units). */
export type WithdrawalGate = (tx: Tx, playerId: number, total: number, currencyId: number) => Promise<void>;
