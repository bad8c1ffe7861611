/** A date and time for people, in the page's language (`23 Nov 2026, 12:00`); undefined for a missing date. */
export function formatDateTime(iso: string | null | undefined, lng: string): string | undefined {
  if (iso === null || iso === undefined) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
