/**
 * A refusal because of player protection (a time-out, a self-exclusion, a ban), read from the server's error
 * body: what is in force and until when. Structured fields win (`kind`, `limitType`, `until`, `endsAt`, a
 * specific `code`); the message is read only for what they leave open (`time-out until <ISO>: ...`,
 * `self-excluded until <ISO>: ...`, `Deposit refused: excluded until <ISO>`).
 */

export type ProtectionKind = 'timeOut' | 'selfExclusion' | 'excluded' | 'ban';

export interface ProtectionRefusal {
  readonly kind: ProtectionKind;
  /** When it ends (ISO), when the server said so. */
  readonly until: string | null;
}

/** Names of a protection state in codes and fields, without case, spaces, "-" or "_". */
const KIND_BY_NAME: Readonly<Record<string, ProtectionKind>> = {
  timeout: 'timeOut',
  selfexcluded: 'selfExclusion',
  selfexclusion: 'selfExclusion',
  excluded: 'excluded',
  exclusion: 'excluded',
  banned: 'ban',
  ban: 'ban',
};

/** The limit types of the limit service (SPEC §9): 30 self-exclusion, 33 time-out. */
const KIND_BY_LIMIT_TYPE: Readonly<Record<number, ProtectionKind>> = { 30: 'selfExclusion', 33: 'timeOut' };

const kindOfName = (value: unknown): ProtectionKind | undefined =>
  typeof value === 'string' ? KIND_BY_NAME[value.toLowerCase().replace(/[\s_-]/g, '')] : undefined;

/** An instant as ISO: an ISO string, or epoch seconds or milliseconds. */
function isoOf(value: unknown): string | null {
  let date: Date | undefined;
  if (typeof value === 'string' && value.trim() !== '') date = new Date(value);
  else if (typeof value === 'number' && Number.isFinite(value) && value > 0) {
    date = new Date(value < 1e11 ? value * 1000 : value);
  }
  return date !== undefined && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

/** "until 2026-12-05T14:00:00.000Z" in a message (a date after anything else, "signed out at ...", is not an end). */
const UNTIL_RE = /\buntil\s+(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)/i;

function kindFromMessage(message: string): ProtectionKind | undefined {
  const timeOut = /\btime[\s-]?outs?\b/i.test(message);
  const selfExclusion = /\bself[\s-]?exclu/i.test(message);
  // "a self-exclusion or time-out is in force" names both: it is not known which.
  if (timeOut === selfExclusion) return undefined;
  return timeOut ? 'timeOut' : 'selfExclusion';
}

/** The protection refusal an error body carries, or null when it is about something else. */
export function readProtectionRefusal(body: unknown): ProtectionRefusal | null {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const fromCode = kindOfName(fields.code);
  const fromFields =
    kindOfName(fields.kind) ??
    kindOfName(fields.exclusion) ??
    (typeof fields.limitType === 'number' ? KIND_BY_LIMIT_TYPE[fields.limitType] : undefined);
  if (fromCode === undefined && fromFields === undefined) return null;
  const message = typeof fields.message === 'string' ? fields.message : '';
  const specific = (kind: ProtectionKind | undefined) => (kind === 'excluded' ? undefined : kind);
  const kind =
    specific(fromFields) ??
    specific(fromCode) ??
    kindFromMessage(message) ??
    fromFields ??
    fromCode ??
    'excluded';
  const until = isoOf(fields.until) ?? isoOf(fields.endsAt) ?? isoOf(UNTIL_RE.exec(message)?.[1]);
  return { kind, until };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translation key of a refusal (`protection.refusal.*` of the account namespace). */
export function protectionRefusalKey(kind: ProtectionKind, dated: boolean): string {
  return `protection.refusal.${kind}${dated ? 'Until' : ''}`;
}

/**
 * The player's words for a refusal: its own sentence per state, with its end formatted by `formatDate` (the
 * player's language and time zone); without an end (or one that cannot be formatted), the sentence without it.
 */
export function protectionRefusalText(
  refusal: ProtectionRefusal,
  t: Translate,
  formatDate: (iso: string) => string | undefined,
): string {
  const date = refusal.until === null ? undefined : formatDate(refusal.until);
  return date === undefined
    ? t(protectionRefusalKey(refusal.kind, false))
    : t(protectionRefusalKey(refusal.kind, true), { date });
}
