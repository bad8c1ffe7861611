import { currencyDecimals } from './currency';

/**
 * How many of a currency's major units make one payment unit (about one US dollar). The wallet writes its
 * payment limits and the first-deposit bonus cap in these units; other currencies count 1:1.
 */
export const PAYMENT_UNIT_SCALE: Readonly<Record<string, number>> = {
  RUB: 100,
  USD: 1,
  EUR: 1,
  UAH: 40,
  KZT: 500,
  GBP: 1,
  PLN: 4,
  JPY: 150,
  BYN: 3,
  TRY: 30,
};

/** `units` payment units in minor units of `iso`. */
export function paymentUnitsToMinor(units: number, iso: string): number {
  return units * (PAYMENT_UNIT_SCALE[iso] ?? 1) * 10 ** currencyDecimals(iso);
}

/**
 * Bring a friend (docs/adr/0047-bring-a-friend.md): a friend who registers through a player's link and whose first
 * successful deposit is at least `minDepositUnits` payment units, within `qualifyDays` of registering, earns the
 * player a bonus of `rewardUnits` payment units (kind `referral`); at most `maxRewardedFriends` friends a player.
 */
export const BRING_A_FRIEND = {
  minDepositUnits: 20,
  rewardUnits: 10,
  qualifyDays: 30,
  maxRewardedFriends: 50,
} as const;

/** The first-deposit bonus (docs/adr/0007-wallet.md): 100 % of the first deposit, at most 100 payment units. */
export const FIRST_DEPOSIT_BONUS = { percent: 100, maxUnits: 100 } as const;

/** The largest first-deposit bonus in `iso`, in minor units. */
export function firstDepositBonusCap(iso: string): number {
  return paymentUnitsToMinor(FIRST_DEPOSIT_BONUS.maxUnits, iso);
}

/** The first-deposit bonus a deposit of `deposit` minor units of `iso` earns, in minor units. */
export function firstDepositBonusAmount(deposit: number, iso: string): number {
  return Math.min(Math.floor((deposit * FIRST_DEPOSIT_BONUS.percent) / 100), firstDepositBonusCap(iso));
}

/**
 * Withdrawals above this many payment units in total (about US$1,000; paid and waiting withdrawals of the
 * currency counted together, so that small pieces do not pass it by) wait for the player's verification: a
 * player who is not verified may withdraw up to it, anything more is refused until the documents are accepted
 * (anti-money-laundering checks before large payouts).
 */
export const VERIFICATION_WITHDRAWAL_THRESHOLD_UNITS = 1_000;

/** The verification threshold of withdrawals in minor units of `iso`. */
export function verificationWithdrawalThreshold(iso: string): number {
  return paymentUnitsToMinor(VERIFICATION_WITHDRAWAL_THRESHOLD_UNITS, iso);
}
