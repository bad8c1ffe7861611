/**
 * Whether one movement of a player's money may happen now: the one rule every money path of the server asks
 * (deposit confirmation, withdrawal, stake, bonus credit, win, refund, cash-out, adjustment). The server reads
 * the player's limits, ban and usage inside the movement's transaction, under the player's money lock, and
 * asks this function; it never decides a movement any other way.
 *
 * - Money paid back to the player for what was already accepted (a win, a void refund, a cash-out, a released
 *   withdrawal hold, a wagering conversion) and an operator's adjustment always pass: refusing them would keep
 *   the player's money.
 * - A withdrawal passes unless a ban closes the withdrawal page (DECISIONS 8, GUARD-019).
 * - A deposit is refused while banned or excluded (time-out or self-exclusion), and over a deposit limit.
 * - A stake is refused while banned or excluded, once the session limit has ended the session, and over a
 *   wagering or loss limit (the tightest period of each wins; an unsettled stake counts as lost).
 * - A bonus credit is refused while banned or excluded (no incentive reaches an excluded player).
 * - A removal (bonus money the house takes back: above a bonus's maximum conversion, on its expiry, forfeit
 *   or decline) always passes: it only ever takes back what the house gave, never the player's own money.
 * A limit increase that waits for its cooling-off period is not in force: the value in force decides.
 */
import type { Minor } from '../money';
import { isBanned, withdrawalAllowedWhenBanned, type BanState } from '../navigation/guards';
import { LIMIT_TYPE } from './catalogue';
import { sessionEndsAt, type PlayerLimit } from './changes';
import {
  activeExclusion,
  checkDeposit,
  checkStake,
  type MoneyCheck,
  type UsageByWindow,
} from './enforcement';

export const MOVEMENT_KINDS = [
  'deposit',
  'withdrawal',
  'stake',
  'bonus',
  'payback',
  'adjustment',
  'removal',
] as const;
/**
 * What a movement is, for protection. `payback`: a win, refund, cash-out, released hold or conversion;
 * `removal`: bonus money taken back by the house (out of a bonus account).
 */
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The stable reason of a refused movement (clients switch on it). */
export type MovementRefusalCode =
  'banned' | 'excluded' | 'session_limit' | 'deposit_limit' | 'wagering_limit' | 'loss_limit';

export type MovementRefusal =
  | { readonly code: 'banned'; readonly banLevel: number }
  | {
      readonly code: 'excluded';
      /** LIMIT_TYPE.TIME_OUT or LIMIT_TYPE.SELF_EXCLUSION. */
      readonly limitType: number;
      /** When it ends (epoch ms). */
      readonly until: number;
    }
  | { readonly code: 'session_limit'; readonly endedAt: number }
  | {
      readonly code: 'deposit_limit' | 'wagering_limit' | 'loss_limit';
      readonly limitType: number;
      /** What may still move now (minor units). */
      readonly stillAllowed: Minor;
    };

export type MovementDecision = { readonly ok: true } | ({ readonly ok: false } & MovementRefusal);

export interface MovementState {
  /** Every limit row of the player (in force or not: the rule reads which are). */
  readonly limits: readonly PlayerLimit[];
  readonly ban: BanState | null;
  /** What the player deposited, staked and lost in each limit window, before this movement. */
  readonly usage: {
    readonly deposited: UsageByWindow;
    readonly wagered: UsageByWindow;
    readonly netLoss: UsageByWindow;
  };
  readonly now: number;
}

export interface MovementRequest {
  readonly kind: MovementKind;
  /** ISO code of the account's currency. */
  readonly currency: string;
  /** Positive minor units. */
  readonly amount: Minor;
  /** When the session asking for a stake started (epoch ms); absent for movements no session asks for. */
  readonly sessionStartedAt?: number | null | undefined;
  /**
   * A deposit the usage windows already hold since `at` (a pending deposit counts from its creation): decided
   * as if it were not there yet, in each window that holds it.
   */
  readonly counted?: { readonly amount: Minor; readonly at: number } | null | undefined;
}

function exclusionOrBan(state: MovementState): MovementDecision | null {
  if (isBanned(state.ban)) return { ok: false, code: 'banned', banLevel: state.ban!.banLevel };
  const exclusion = activeExclusion(state.limits, state.now);
  if (exclusion) return { ok: false, code: 'excluded', limitType: exclusion.type, until: exclusion.endsAt };
  return null;
}

const LIMIT_CODE = {
  depositLimit: 'deposit_limit',
  wageringLimit: 'wagering_limit',
  lossLimit: 'loss_limit',
} as const;

function fromLimitCheck(check: MoneyCheck): MovementDecision {
  return check.ok
    ? check
    : { ok: false, code: LIMIT_CODE[check.reason], limitType: check.limitType, stillAllowed: check.allowed };
}

/** The rule (see the module comment). */
export function decideMovement(request: MovementRequest, state: MovementState): MovementDecision {
  switch (request.kind) {
    case 'payback':
    case 'adjustment':
    case 'removal':
      return { ok: true };
    case 'withdrawal':
      return state.ban && isBanned(state.ban) && !withdrawalAllowedWhenBanned(state.ban)
        ? { ok: false, code: 'banned', banLevel: state.ban.banLevel }
        : { ok: true };
    case 'bonus':
      return exclusionOrBan(state) ?? { ok: true };
    case 'deposit': {
      const closed = exclusionOrBan(state);
      if (closed) return closed;
      const counted = request.counted;
      const deposited: UsageByWindow = counted
        ? (w) => state.usage.deposited(w) - (counted.at > state.now - w ? counted.amount : 0)
        : state.usage.deposited;
      const check = checkDeposit(state.limits, request.currency, request.amount, deposited, state.now);
      return fromLimitCheck(check);
    }
    case 'stake': {
      const closed = exclusionOrBan(state);
      if (closed) return closed;
      if (request.sessionStartedAt !== undefined && request.sessionStartedAt !== null) {
        const hours = state.limits.find((l) => l.type === LIMIT_TYPE.SESSION)?.value;
        const ends = sessionEndsAt(request.sessionStartedAt, hours);
        if (ends !== null && ends <= state.now) return { ok: false, code: 'session_limit', endedAt: ends };
      }
      const check = checkStake(
        state.limits,
        request.currency,
        request.amount,
        { wagered: state.usage.wagered, netLoss: state.usage.netLoss },
        state.now,
      );
      return fromLimitCheck(check);
    }
  }
}

/**
 * Protection's answer for the movements of one transaction, the players already locked and their state read:
 * `decide` applies `decideMovement`; `count` adds a movement that happened to what later decisions of the
 * same transaction read.
 */
export interface MovementGate {
  decide(playerId: number, request: MovementRequest): MovementDecision;
  count(playerId: number, request: MovementRequest): void;
}
