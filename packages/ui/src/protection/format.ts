import { currencyDecimals, limitDefinition, limitValueLabel } from '@betline/core';
import { formatMoney, type UiT } from '../i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function unit(value: number, name: 'hour' | 'minute' | 'second' | 'day', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
}

/** A duration in hours and minutes with Intl ("1 hour and 25 minutes"); under a minute, in seconds. */
export function formatDuration(ms: number, locale: string): string {
  const safe = Math.max(0, ms);
  const hours = Math.floor(safe / HOUR_MS);
  const minutes = Math.floor((safe % HOUR_MS) / MINUTE_MS);
  if (hours === 0 && minutes === 0) return unit(Math.ceil(safe / 1000), 'second', locale);
  const parts = [
    hours > 0 ? unit(hours, 'hour', locale) : null,
    minutes > 0 ? unit(minutes, 'minute', locale) : null,
  ];
  return new Intl.ListFormat(locale, { type: 'unit', style: 'long' }).format(
    parts.filter((p): p is string => !!p),
  );
}

/** A number of days with Intl ("7 days"). */
export function formatDays(days: number, locale: string): string {
  return unit(days, 'day', locale);
}

/**
 * A limit's value as the player reads it (RG-016, RG-017): "not set" for an unset limit or the session's -1,
 * "no limit" for a money limit of 999999999, else money (whole units of the currency) or hours, minutes, days.
 */
export function formatLimitValue(
  type: number,
  value: number | null | undefined,
  currency: string,
  locale: string,
  t: UiT,
): string {
  const label = limitValueLabel(type, value);
  if (label.kind === 'notSet') return t('limits.notSet');
  if (label.kind === 'noLimit') return t('limits.noLimit');
  switch (limitDefinition(type)?.measure) {
    case 'money':
      return formatMoney(label.value * 10 ** currencyDecimals(currency), currency, locale);
    case 'hours':
      return unit(label.value, 'hour', locale);
    case 'minutes':
      return unit(label.value, 'minute', locale);
    case 'days':
      return formatDays(label.value, locale);
    default:
      return String(label.value);
  }
}
