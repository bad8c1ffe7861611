/**
 * Comparing a replayed round with the stored one. The stored outcome comes back from the database's JSON (its
 * object keys in another order, e.g. PostgreSQL's jsonb sorts them), so two equal outcomes are not equal
 * strings: they are compared in canonical form (object keys sorted at every level, arrays in order).
 */

/** A JSON value as a canonical string: object keys sorted at every level; `undefined` members are left out. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two outcomes are the same (the same JSON, whatever the order of their keys). */
export function sameOutcome(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
