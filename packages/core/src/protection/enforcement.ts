/**
 * What the server checks wherever money moves (DECISIONS "Player protection"): deposits against deposit limits,
 * stakes against wagering and loss limits (counting unsettled stakes), and the exclusions that refuse every
 * deposit, bet and game. Where several periods apply, the tightest wins. Amounts are integer minor units.
 */
import type { Minor } from '../money';
import { toMinor } from '../money';
import { LIMIT_TYPE, limitDefinition, type LimitFamily } from './catalogue';
import { isLimitInForce, type PlayerLimit } from './changes';

/** How much of a limit's window has been used, per limit type's window (minor units). */
export type UsageByWindow = (windowMs: number) => Minor;

export interface AllowanceBreakdown {
  /** The most that may still move (minor units), or null when no limit of the family is in force. */
  readonly allowed: Minor | null;
  /** The limit that decides it (the tightest). */
  readonly limitType: number | null;
}

/**
 * The remaining allowance of a money family (deposit, wagering, loss) across all its periods in force: for each
 * limit, its value (in the account currency's minor units) minus the usage of its window; the smallest wins.
 */
export function remainingAllowance(
  limits: readonly PlayerLimit[],
  family: Extract<LimitFamily, 'deposit' | 'wagering' | 'loss'>,
  currency: string,
  usage: UsageByWindow,
  now: number,
): AllowanceBreakdown {
  let allowed: Minor | null = null;
  let limitType: number | null = null;
  for (const limit of limits) {
    const def = limitDefinition(limit.type);
    if (!def || def.family !== family || !def.windowMs || !isLimitInForce(limit, now)) continue;
    const cap = toMinor(limit.value as number, currency);
    if (cap === null) continue;
    const left = Math.max(0, cap - Math.max(0, usage(def.windowMs)));
    if (allowed === null || left < allowed) {
      allowed = left;
      limitType = limit.type;
    }
  }
  return { allowed, limitType };
}

export type MoneyCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'depositLimit' | 'wageringLimit' | 'lossLimit';
      /** The amount still allowed (minor units), to tell the player. */
      readonly allowed: Minor;
      readonly limitType: number;
    };

/** A deposit of `amount` against the deposit limits (24 h, 7 d, 30 d rolling). `usage`: deposits per window. */
export function checkDeposit(
  limits: readonly PlayerLimit[],
  currency: string,
  amount: Minor,
  deposited: UsageByWindow,
  now: number,
): MoneyCheck {
  const { allowed, limitType } = remainingAllowance(limits, 'deposit', currency, deposited, now);
  if (allowed !== null && limitType !== null && amount > allowed) {
    return { ok: false, reason: 'depositLimit', allowed, limitType };
  }
  return { ok: true };
}

/**
 * A stake of `amount` against the wagering limits (sum of stakes per window) and the loss limits (net loss per
 * window: stakes, settled or not, minus what came back). A new stake can lose all of itself, so it must fit in
 * what the tightest loss limit still allows.
 */
export function checkStake(
  limits: readonly PlayerLimit[],
  currency: string,
  amount: Minor,
  usage: { wagered: UsageByWindow; netLoss: UsageByWindow },
  now: number,
): MoneyCheck {
  const wager = remainingAllowance(limits, 'wagering', currency, usage.wagered, now);
  const loss = remainingAllowance(limits, 'loss', currency, usage.netLoss, now);
  const refusals: MoneyCheck[] = [];
  if (wager.allowed !== null && wager.limitType !== null && amount > wager.allowed) {
    refusals.push({ ok: false, reason: 'wageringLimit', allowed: wager.allowed, limitType: wager.limitType });
  }
  if (loss.allowed !== null && loss.limitType !== null && amount > loss.allowed) {
    refusals.push({ ok: false, reason: 'lossLimit', allowed: loss.allowed, limitType: loss.limitType });
  }
  if (refusals.length === 0) return { ok: true };
  // Tell the player the smaller of the two allowances: that is what may really be staked.
  return refusals.reduce((a, b) =>
    (a as { allowed: Minor }).allowed <= (b as { allowed: Minor }).allowed ? a : b,
  );
}

export interface ActiveExclusion {
  readonly type: typeof LIMIT_TYPE.SELF_EXCLUSION | typeof LIMIT_TYPE.TIME_OUT;
  readonly endsAt: number;
}

/**
 * The self-exclusion or time-out in force, if any (the one ending last when both are). While one is in force the
 * player can neither sign in, deposit, bet nor play (DECISIONS 15 and "Player protection").
 */
export function activeExclusion(limits: readonly PlayerLimit[], now: number): ActiveExclusion | null {
  let found: ActiveExclusion | null = null;
  for (const limit of limits) {
    if (limit.type !== LIMIT_TYPE.SELF_EXCLUSION && limit.type !== LIMIT_TYPE.TIME_OUT) continue;
    if (!isLimitInForce(limit, now) || limit.endsAt === null) continue;
    if (!found || limit.endsAt > found.endsAt) found = { type: limit.type, endsAt: limit.endsAt };
  }
  return found;
}
