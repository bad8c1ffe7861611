import { useTranslation } from 'react-i18next';
import { formatPreferredDateTime, usePreferences } from '../stores/preferences';

/** Date and time (or the date only) in the player's zone and clock: the board's format. */
export function useDateTime(): (iso: string | null | undefined, dateOnly?: boolean) => string {
  const { i18n } = useTranslation();
  const prefs = usePreferences();
  return (iso, dateOnly = false) => formatPreferredDateTime(iso, i18n.language, prefs, { dateOnly }) ?? '';
}
