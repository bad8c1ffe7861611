/** Selected outcome ids as the widgets accept them: a Set or a list. */
export type SelectedIds = ReadonlySet<string> | readonly string[];

/** Whether `id` is among the selected ids. */
export function isSelected(ids: SelectedIds | undefined, id: string): boolean {
  if (!ids) return false;
  return 'has' in ids ? ids.has(id) : ids.includes(id);
}
