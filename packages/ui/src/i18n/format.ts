import { currencyDecimals } from '@betline/core';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.NumberFormat` per locale and options, made once: building one costs far more than formatting with
 * it, and a board formats hundreds of figures per render.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** One `Intl.DateTimeFormat` per locale and options, made once (see `numberFormat`). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Money in minor units shown with Intl in the given locale (symbol, grouping, the currency's decimals). */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/** A plain number with Intl grouping and a fixed number of decimals. */
export function formatNumber(value: number, locale: string, decimals = 0): string {
  return numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A date (and time unless `dateOnly`) with Intl in the given locale. */
export function formatDateTime(value: Date | number, locale: string, dateOnly = false): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
  }).format(value);
}
