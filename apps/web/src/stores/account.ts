import { proxy } from 'valtio';
import type { Stores } from './index';
import type { BalanceResponse, WalletAccount } from '../api/types';
import { addCurrency as postCurrency, fetchBalance, removeAccount, setActiveAccount } from '../api/wallet';

/** ACC-004: account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** ACC-009: adding a currency polls the accounts up to 5 times, 1000 ms apart. */
export const ADD_CURRENCY_POLLS = { attempts: 5, intervalMs: 1000 } as const;
/** ACC-010: loading the balance repeats while there is no active account, up to 5 times at 2500 ms. */
export const BALANCE_RETRIES = { attempts: 5, intervalMs: 2500 } as const;

/** SPEC §3 "Account state" (ACC-001..003). */
export interface AccountState {
  accounts: WalletAccount[];
  all_accounts: WalletAccount[];
  bonuses: WalletAccount[];
  activeAccountId: number | null;
  /** Active account's balance and its bonus, minor units. */
  balance: number;
  bonus: number;
  isAvailableFirstDepositBonus: boolean;
  /** Ours: no deposit yet and no bonus chosen: the welcome bonus may still be chosen (first-deposit modal 2). */
  firstDepositBonusChoosable: boolean;
  /** Ours: promotions are not pushed to the player now (an exclusion, or a limit changed in the last 24 h). */
  offersPaused: boolean;
  /** ACC-020: 0 nothing to convert, 1 the main account, 2 an additional account is in a retired currency (HRK). */
  convertAccountStatus: 0 | 1 | 2;
  isAccountFrozen: boolean;
  selectedAddCurrency: number | null;
  inProgress: { add: boolean; delete: boolean; change: boolean };
  status: 'idle' | 'loading' | 'ready' | 'error';
}

function initial(): AccountState {
  return {
    accounts: [],
    all_accounts: [],
    bonuses: [],
    activeAccountId: null,
    balance: 0,
    bonus: 0,
    isAvailableFirstDepositBonus: false,
    firstDepositBonusChoosable: false,
    offersPaused: false,
    convertAccountStatus: 0,
    isAccountFrozen: false,
    selectedAddCurrency: null,
    inProgress: { add: false, delete: false, change: false },
    status: 'idle',
  };
}

export type AccountStore = AccountState;

export function createAccountStore(): AccountStore {
  return proxy<AccountState>(initial());
}

/** This app instance's account store, made on first use (the wallet's code loads with the first sign-in). */
export function accountOf(stores: Pick<Stores, 'lazy'>): AccountStore {
  return (stores.lazy.account ??= createAccountStore());
}

// ---- derived (ACC-005..007) ----

type Accounts = { readonly all_accounts: readonly Readonly<WalletAccount>[] };

export function activeAccount(state: Accounts & { readonly activeAccountId: number | null }) {
  return state.all_accounts.find((each) => each.id === state.activeAccountId);
}
export function mainAccount(state: Accounts) {
  return state.all_accounts.find((each) => each.type === ACCOUNT_TYPE.main);
}
export function bonusAccount(state: Accounts) {
  return state.all_accounts.find((each) => each.type === ACCOUNT_TYPE.bonus);
}
export function moneyAccounts(state: Accounts) {
  return state.all_accounts.filter(
    (each) => each.type === ACCOUNT_TYPE.main || each.type === ACCOUNT_TYPE.currency,
  );
}

// ---- actions ----

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function apply(accountStore: AccountStore, answer: BalanceResponse): void {
  accountStore.accounts = answer.accounts;
  accountStore.all_accounts = answer.all_accounts;
  accountStore.bonuses = answer.bonuses;
  accountStore.activeAccountId = answer.active_account_id;
  accountStore.balance = answer.balance;
  accountStore.bonus = answer.bonus;
  accountStore.isAvailableFirstDepositBonus = answer.is_available_first_deposit_bonus;
  accountStore.firstDepositBonusChoosable = answer.first_deposit_bonus_choosable;
  accountStore.offersPaused = answer.offers_paused;
  accountStore.convertAccountStatus = answer.convert_account_status;
  accountStore.status = 'ready';
}

/**
 * Loads balances; repeats while no active account is known (ACC-010). A server render asks once (`attempts: 1`):
 * the browser's app repeats as the rule says once it runs.
 */
export async function loadBalance(
  accountStore: AccountStore,
  wait: (ms: number) => Promise<void> = sleep,
  attempts: number = BALANCE_RETRIES.attempts,
): Promise<void> {
  if (accountStore.status !== 'ready') accountStore.status = 'loading';
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      apply(accountStore, await fetchBalance());
      if (activeAccount(accountStore) !== undefined) return;
    } catch (error) {
      console.warn('balance could not be loaded:', error instanceof Error ? error.message : error);
      if (attempt === attempts) accountStore.status = 'error';
    }
    if (attempt < attempts) await wait(BALANCE_RETRIES.intervalMs);
  }
}

/** Adds an account in a currency and polls until it appears (ACC-009); false when it never did. */
export async function addCurrencyAccount(
  accountStore: AccountStore,
  currencyId: number,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<boolean> {
  accountStore.inProgress.add = true;
  accountStore.selectedAddCurrency = currencyId;
  try {
    await postCurrency(currencyId);
    for (let attempt = 1; attempt <= ADD_CURRENCY_POLLS.attempts; attempt += 1) {
      apply(accountStore, await fetchBalance());
      if (accountStore.all_accounts.some((each) => each.currencyId === currencyId)) return true;
      if (attempt < ADD_CURRENCY_POLLS.attempts) await wait(ADD_CURRENCY_POLLS.intervalMs);
    }
    return false;
  } finally {
    accountStore.inProgress.add = false;
    accountStore.selectedAddCurrency = null;
  }
}

export async function removeCurrencyAccount(accountStore: AccountStore, id: number): Promise<void> {
  accountStore.inProgress.delete = true;
  try {
    await removeAccount(id);
    apply(accountStore, await fetchBalance());
  } finally {
    accountStore.inProgress.delete = false;
  }
}

export async function chooseActiveAccount(accountStore: AccountStore, id: number): Promise<void> {
  accountStore.inProgress.change = true;
  try {
    await setActiveAccount(id);
    apply(accountStore, await fetchBalance());
  } finally {
    accountStore.inProgress.change = false;
  }
}

export function resetAccount(accountStore: AccountStore): void {
  Object.assign(accountStore, initial());
}
