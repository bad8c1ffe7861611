import { formatMoney, formatNumber, useUiTranslation, type UiT } from '../i18n';

/** Formats an amount in minor units for display (the app's own formatter, e.g. fun-mode credits). */
export type FormatAmount = (minor: number) => string;

/** How a game component shows money: the account's currency, or a formatter of the app's own. */
export interface GameAmountProps {
  /** ISO code of the amounts' currency, formatted with Intl in the current language. */
  currency?: string;
  /** Formats an amount in minor units; wins over `currency` (fun credits, a custom unit). */
  formatAmount?: FormatAmount;
}

/** Decimals needed to show a pay given in thousandths exactly (1.485, 2.5, 25). */
function thousandthsDecimals(value: number): number {
  if (value % 1000 === 0) return 0;
  if (value % 100 === 0) return 1;
  if (value % 10 === 0) return 2;
  return 3;
}

export interface GameFormat {
  t: UiT;
  locale: string;
  /** Money in minor units. */
  amount: FormatAmount;
  /** A multiplier in hundredths (crash: 257 -> "2.57×"). */
  hundredthsTimes: (value: number) => string;
  /** A pay in thousandths (engines' pays: 1485 -> "1.485×", 25000 -> "25×"). */
  thousandthsTimes: (value: number) => string;
  /** A value in hundredths as a plain number with two decimals (dice: 4950 -> "49.50"). */
  hundredths: (value: number) => string;
  /** A chance in hundredths of a percent (4950 -> "49.50%"). */
  percent: (value: number) => string;
}

/** The kit's number and money formats for the game screens, in the current language. */
export function useGameFormat({ currency, formatAmount }: GameAmountProps = {}): GameFormat {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const hundredths = (value: number) => formatNumber(value / 100, locale, 2);
  return {
    t,
    locale,
    amount: (minor) =>
      formatAmount
        ? formatAmount(minor)
        : currency
          ? formatMoney(minor, currency, locale)
          : formatNumber(minor / 100, locale, 2),
    hundredthsTimes: (value) => t('games.times', { value: hundredths(value) }),
    thousandthsTimes: (value) =>
      t('games.times', { value: formatNumber(value / 1000, locale, thousandthsDecimals(value)) }),
    hundredths,
    percent: (value) => t('games.percent', { value: hundredths(value) }),
  };
}
