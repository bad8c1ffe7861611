/**
 * Maintenance helpers (SPEC §2 maintenance layout, §4 notices; DECISIONS 9).
 */

/** DECISIONS 9 / I18N-006: the maintenance text is Russian for these languages, English for all others. */
export const MAINTENANCE_RUSSIAN_LANGUAGES: readonly string[] = ['az', 'kk', 'uk', 'ru'];

/** The language the maintenance page speaks for a path language. */
export function maintenanceTextLanguage(lng: string): 'ru' | 'en' {
  return MAINTENANCE_RUSSIAN_LANGUAGES.includes(lng) ? 'ru' : 'en';
}

export interface MaintenanceWindow {
  startAt: string | null;
  finishAt: string | null;
  notifyStartDate: string | null;
  notifyEndDate: string | null;
  isActive: boolean;
}

function time(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * NOTICE-014: the maintenance warning shows between the notify dates (inclusive start, exclusive end) while
 * the works are not on yet. Without a notify end, it shows until the works start.
 */
export function isMaintenanceWarningDue(window: MaintenanceWindow | null, now: number): boolean {
  if (window === null || window.isActive) return false;
  const from = time(window.notifyStartDate);
  if (from === undefined || now < from) return false;
  const until = time(window.notifyEndDate) ?? time(window.startAt);
  return until === undefined || now < until;
}
