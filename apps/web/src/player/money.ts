import { useTranslation } from 'react-i18next';
import { formatMoney } from '@betline/ui';

/** Money in minor units in the page's language (Intl: symbol, grouping, the currency's decimals). */
export function useMoney(): (minor: number, iso: string) => string {
  const { i18n } = useTranslation();
  return (minor, iso) => formatMoney(minor, iso, i18n.language);
}
