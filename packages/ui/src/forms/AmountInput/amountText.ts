/*
 * How a player's typed amount is read per locale, shared by the amount field and the slip's stake field (both
 * hand the text to core's `parseAmount`, which takes a dot or a comma as the decimal separator).
 */

/** The locale's decimal separator ("." in en, "," in ru). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** "1,500.50" typed in a locale that groups with commas: drop the grouping so "," is not read as decimals. */
export function dropCommaGrouping(text: string, locale: string): string {
  return decimalSeparator(locale) === '.' && /^\s*\d{1,3}(,\d{3})+(\.\d+)?\s*$/.test(text)
    ? text.replace(/,/g, '')
    : text;
}
