import { numberFormat } from './format';

// Its own module (not format.ts, which every route loads): only the pages that show shares carry it.

/** A share in per cent (82.34 -> "82.34%", "82,34 %" in German, "%82,34" in Turkish) with a fixed number of decimals. */
export function formatPercent(percent: number, locale: string, decimals = 0): string {
  return numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(percent / 100);
}
