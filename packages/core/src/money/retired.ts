/**
 * Retired currencies (ACC-020..024, DECISIONS 13): their own module, so that the pages that never meet one (all
 * but the account and conversion pages) do not carry their data.
 */
import type { CurrencyInfo } from './currency';
import { divRound } from './rounding';

/**
 * A currency that was replaced by another at a fixed rate (the Croatian kuna by the euro on 1 January 2023). It
 * is no longer offered (registration, new accounts, deposits), but accounts held in it still exist: their players
 * are reminded to convert them (ACC-020..024, DECISIONS 13), through the ledger at the fixed rate.
 */
export interface RetiredCurrencyInfo extends CurrencyInfo {
  /** The currency that replaced it. */
  readonly replacedBy: string;
  /** How many units of it one unit of `replacedBy` was fixed at, as an exact decimal string ("7.53450"). */
  readonly rate: string;
  /** The day the replacement took effect (ISO date). */
  readonly since: string;
}

/** The retired currencies, with ids after the offered ones (stored data: never renumber). */
export const RETIRED_CURRENCIES: readonly RetiredCurrencyInfo[] = Object.freeze([
  Object.freeze({
    id: 11,
    iso: 'HRK',
    symbol: 'kn',
    decimals: 2,
    replacedBy: 'EUR',
    rate: '7.53450',
    since: '2023-01-01',
  }),
]);

/** The retired currency with this id or ISO code, or undefined. */
export function retiredCurrency(idOrIso: number | string): RetiredCurrencyInfo | undefined {
  return RETIRED_CURRENCIES.find((c) => c.id === idOrIso || c.iso === idOrIso);
}

/**
 * A balance of a retired currency in its replacement, both in minor units: divided by the fixed rate and
 * rounded half away from zero to the replacement's minor unit (the euro changeover's rule). Both currencies
 * have two decimals, so minor units divide like units.
 */
export function convertRetired(minor: number, currency: RetiredCurrencyInfo): number {
  const [whole, fraction = ''] = currency.rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rate = BigInt(`${whole}${fraction}`);
  return Number(divRound(BigInt(minor) * scale, rate));
}
