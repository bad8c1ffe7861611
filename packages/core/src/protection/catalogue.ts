/**
 * The limit catalogue of the limit service (SPEC §3 "Limits and responsible gambling", §9; DECISIONS 10, 15).
 *
 * Money limits hold their value in whole units of the player's currency on the wire (the seed's `limitValue`,
 * e.g. 999999999 for "no limit"); time limits hold hours, minutes or days as their `measure` says.
 */

export const LIMIT_TYPE = Object.freeze({
  WAGERING_24H: 1,
  WAGERING_7D: 2,
  WAGERING_30D: 3,
  LOSS_24H: 10,
  LOSS_7D: 11,
  LOSS_30D: 12,
  DEPOSIT_24H: 20,
  DEPOSIT_7D: 21,
  DEPOSIT_30D: 22,
  SELF_EXCLUSION: 30,
  SESSION: 31,
  REALITY_CHECK: 32,
  TIME_OUT: 33,
} as const);

export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

export type LimitFamily =
  'wagering' | 'loss' | 'deposit' | 'selfExclusion' | 'session' | 'realityCheck' | 'timeOut';
export type LimitMeasure = 'money' | 'days' | 'hours' | 'minutes';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** An increase or removal is not in force before this cooling-off period (DECISIONS "Player protection"). */
export const COOLING_OFF_MS = DAY_MS;
/**
 * Our product rule (DECISIONS "Player protection", docs/adr/0046): no promotion is pushed to a player (the
 * first-deposit bonus modal, offers) for this long after the player changed a limit, nor while an exclusion
 * is in force. The offers stay on their pages for a player who goes looking.
 */
export const OFFERS_QUIET_AFTER_LIMIT_MS = DAY_MS;

/** The seed's "no limit" value (a 7-day deposit limit of 999999999 is labelled "no limit"). */
export const NO_LIMIT_VALUE = 999_999_999;
/** The seed's "not set" value of the session limit. */
export const SESSION_NOT_SET = -1;

/** Self-exclusion periods in days (DECISIONS 10). */
export const SELF_EXCLUSION_DAYS = Object.freeze([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const);
/** The seed's alternative spellings of the same periods (360 or 365, 720 or 730, ...), mapped to ours. */
const SELF_EXCLUSION_ALIASES: Readonly<Record<number, number>> = Object.freeze({
  360: 365,
  720: 730,
  1080: 1095,
  1800: 1825,
});
/** Time-out periods in days (limit 33; DECISIONS 15). */
export const TIME_OUT_DAYS = Object.freeze([1, 7, 30, 90] as const);
/** Session limit: 1 to 24 hours. */
export const SESSION_LIMIT_HOURS = Object.freeze(Array.from({ length: 24 }, (_, i) => i + 1));
/** Reality-check intervals in minutes. */
export const REALITY_CHECK_MINUTES = Object.freeze([5, 10, 15, 30, 45, 60] as const);

export interface LimitDefinition {
  readonly type: LimitType;
  readonly family: LimitFamily;
  readonly measure: LimitMeasure;
  /** The rolling window a money limit counts over. */
  readonly windowMs?: number;
  /** The values a player may choose; money limits take any whole amount from 1 to NO_LIMIT_VALUE. */
  readonly availableValues?: readonly number[];
}

const money = (type: LimitType, family: LimitFamily, windowMs: number): LimitDefinition =>
  Object.freeze({ type, family, measure: 'money', windowMs });

export const LIMIT_DEFINITIONS: readonly LimitDefinition[] = Object.freeze([
  money(LIMIT_TYPE.WAGERING_24H, 'wagering', DAY_MS),
  money(LIMIT_TYPE.WAGERING_7D, 'wagering', 7 * DAY_MS),
  money(LIMIT_TYPE.WAGERING_30D, 'wagering', 30 * DAY_MS),
  money(LIMIT_TYPE.LOSS_24H, 'loss', DAY_MS),
  money(LIMIT_TYPE.LOSS_7D, 'loss', 7 * DAY_MS),
  money(LIMIT_TYPE.LOSS_30D, 'loss', 30 * DAY_MS),
  money(LIMIT_TYPE.DEPOSIT_24H, 'deposit', DAY_MS),
  money(LIMIT_TYPE.DEPOSIT_7D, 'deposit', 7 * DAY_MS),
  money(LIMIT_TYPE.DEPOSIT_30D, 'deposit', 30 * DAY_MS),
  Object.freeze({
    type: LIMIT_TYPE.SELF_EXCLUSION,
    family: 'selfExclusion',
    measure: 'days',
    availableValues: SELF_EXCLUSION_DAYS,
  }),
  Object.freeze({
    type: LIMIT_TYPE.SESSION,
    family: 'session',
    measure: 'hours',
    availableValues: SESSION_LIMIT_HOURS,
  }),
  Object.freeze({
    type: LIMIT_TYPE.REALITY_CHECK,
    family: 'realityCheck',
    measure: 'minutes',
    availableValues: REALITY_CHECK_MINUTES,
  }),
  Object.freeze({
    type: LIMIT_TYPE.TIME_OUT,
    family: 'timeOut',
    measure: 'days',
    availableValues: TIME_OUT_DAYS,
  }),
] satisfies LimitDefinition[]);

/** The definition of a limit type, or undefined for a type the service does not know. */
export function limitDefinition(type: number): LimitDefinition | undefined {
  return LIMIT_DEFINITIONS.find((d) => d.type === type);
}

/** The limit sections of the responsible-gaming page, in the seed's order (SPEC §9). */
export const LIMIT_SECTIONS = Object.freeze([
  Object.freeze({ id: 'deposit', types: [20, 21, 22] as readonly LimitType[] }),
  Object.freeze({ id: 'extra', types: [33, 30, 31] as readonly LimitType[] }),
  Object.freeze({ id: 'realityChecks', types: [32] as readonly LimitType[] }),
  Object.freeze({ id: 'wagering', types: [1, 2, 3] as readonly LimitType[] }),
  Object.freeze({ id: 'loss', types: [10, 11, 12] as readonly LimitType[] }),
]);

/** A self-exclusion period in days as we store it: the seed's 360/720/1080/1800 become 365/730/1095/1825. */
export function normalizeSelfExclusionDays(days: number): number | undefined {
  const value = SELF_EXCLUSION_ALIASES[days] ?? days;
  return (SELF_EXCLUSION_DAYS as readonly number[]).includes(value) ? value : undefined;
}

export type LimitValueLabel = { kind: 'notSet' } | { kind: 'noLimit' } | { kind: 'value'; value: number };

/** How a limit's value is labelled (SPEC §5): session -1 is "not set"; 999999999 is "no limit". */
export function limitValueLabel(type: number, value: number | null | undefined): LimitValueLabel {
  if (value === null || value === undefined) return { kind: 'notSet' };
  if (type === LIMIT_TYPE.SESSION && value === SESSION_NOT_SET) return { kind: 'notSet' };
  if (limitDefinition(type)?.measure === 'money' && value >= NO_LIMIT_VALUE) return { kind: 'noLimit' };
  return { kind: 'value', value };
}

/**
 * Reads a requested value for a limit type: `null` means "remove the limit" (the seed's -1 for the session
 * limit and 999999999 for money limits mean the same). Answers undefined for a value the type does not take.
 */
export function normalizeLimitValue(type: number, value: number | null): number | null | undefined {
  const def = limitDefinition(type);
  if (!def) return undefined;
  if (value === null) return null;
  if (!Number.isFinite(value) || !Number.isInteger(value)) return undefined;
  switch (def.measure) {
    case 'money':
      if (value >= NO_LIMIT_VALUE) return null;
      return value >= 1 ? value : undefined;
    case 'hours':
      if (value === SESSION_NOT_SET) return null;
      return def.availableValues?.includes(value) ? value : undefined;
    case 'days':
      if (def.family === 'selfExclusion') return normalizeSelfExclusionDays(value);
      return def.availableValues?.includes(value) ? value : undefined;
    case 'minutes':
      return def.availableValues?.includes(value) ? value : undefined;
  }
}
