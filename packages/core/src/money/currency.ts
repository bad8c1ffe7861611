/**
 * Currencies known to the coupon engine and their minor units (ISO 4217 exponents).
 * Money is always held as an integer number of minor units of the account's currency.
 */
import { retiredCurrency } from './retired';

/** Decimals (minor-unit exponent) per currency ISO code. */
export const CURRENCY_DECIMALS: Readonly<Record<string, number>> = Object.freeze({
  RUB: 2,
  USD: 2,
  EUR: 2,
  UAH: 2,
  KZT: 2,
  GBP: 2,
  PLN: 2,
  JPY: 0,
  BYN: 2,
  TRY: 2,
  HRK: 2,
});

/** The fallback currency of the product (SPEC §9). */
export const FALLBACK_CURRENCY = 'RUB';

/** Normalises an ISO code ("usd" -> "USD"); unknown or empty codes fall back to RUB. */
export function normalizeCurrency(iso: string | null | undefined): string {
  const code = typeof iso === 'string' ? iso.trim().toUpperCase() : '';
  return code in CURRENCY_DECIMALS ? code : FALLBACK_CURRENCY;
}

/** Whether the ISO code is one of the currencies listed in CURRENCY_DECIMALS. */
export function isKnownCurrency(iso: string | null | undefined): boolean {
  return typeof iso === 'string' && iso.trim().toUpperCase() in CURRENCY_DECIMALS;
}

/** Number of decimals of the currency's minor unit (JPY 0, the others 2; unknown currencies: RUB's 2). */
export function currencyDecimals(iso: string | null | undefined): number {
  return CURRENCY_DECIMALS[normalizeCurrency(iso)] ?? 2;
}

/** A currency the product offers: its numeric id on the wire (`currency_id`), ISO code, symbol and decimals. */
export interface CurrencyInfo {
  readonly id: number;
  readonly iso: string;
  readonly symbol: string;
  readonly decimals: number;
}

/**
 * The product's currencies (DECISIONS "Currencies") with their stable numeric ids. The ids are part of the
 * wire (`currency_id` in registration, add-currency and account answers) and of stored data: never renumber.
 */
export const CURRENCIES: readonly CurrencyInfo[] = Object.freeze(
  (
    [
      [1, 'RUB', '₽'],
      [2, 'USD', '$'],
      [3, 'EUR', '€'],
      [4, 'UAH', '₴'],
      [5, 'KZT', '₸'],
      [6, 'GBP', '£'],
      [7, 'PLN', 'zł'],
      [8, 'JPY', '¥'],
      [9, 'BYN', 'Br'],
      [10, 'TRY', '₺'],
    ] as const
  ).map(([id, iso, symbol]) => Object.freeze({ id, iso, symbol, decimals: CURRENCY_DECIMALS[iso] ?? 2 })),
);

/** The offered currency with this numeric id, or undefined (a retired currency is not offered). */
export function currencyById(id: number): CurrencyInfo | undefined {
  return CURRENCIES.find((c) => c.id === id);
}

/** A currency id that is not in the catalogue: stored data or a caller is wrong; never guessed. */
export class UnknownCurrencyError extends Error {
  constructor(readonly currencyId: number) {
    super(`Unknown currency id ${currencyId}`);
    this.name = 'UnknownCurrencyError';
  }
}

/** The currency with this id, offered or retired (accounts held in it); throws `UnknownCurrencyError` for an id outside the catalogue. */
export function currencyOf(id: number): CurrencyInfo {
  const found = currencyById(id) ?? retiredCurrency(id);
  if (!found) throw new UnknownCurrencyError(id);
  return found;
}

/** The currency with this ISO code (case-insensitive), or undefined. */
export function currencyByIso(iso: string | null | undefined): CurrencyInfo | undefined {
  const code = typeof iso === 'string' ? iso.trim().toUpperCase() : '';
  return CURRENCIES.find((c) => c.iso === code);
}
