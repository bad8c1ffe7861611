import { currencyDecimals } from '@betline/core';

/**
 * One formatter per locale and options, made once: building an `Intl` formatter costs far more than formatting
 * with it, and a board formats hundreds of figures per render.
 */
function cachedFormats<Options, Format>(make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (format === undefined) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormats = cachedFormats(
  (locale: string, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormats = cachedFormats(
  (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** One `Intl.NumberFormat` per locale and options (see `cachedFormats`). */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormats(locale, options);
}

/** One `Intl.DateTimeFormat` per locale and options (see `cachedFormats`). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return dateFormats(locale, options);
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
