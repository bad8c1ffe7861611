import { currencyDecimals } from '@betline/core';

/** Money in minor units shown with Intl in the given locale (symbol, grouping, the currency's decimals). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** A plain number with Intl grouping and a fixed number of decimals. */
export function formatNumber(value: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A date (and time unless `dateOnly`) with Intl in the given locale. */
export function formatDateTime(value: Date | number, locale: string, dateOnly = false): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
  }).format(value);
}
