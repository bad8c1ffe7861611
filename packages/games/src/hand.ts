/**
 * Games played in steps (docs/adr/0054-hands.md): Mines, Hi-Lo and video poker. A hand is still one provably
 * fair round: everything random is drawn at the deal from the round's stream (the mines' places, the cards
 * in their order), and the player's actions only choose which of it is shown. The actions are part of the
 * bet, so a finished hand replays like any round: `play({ ...bet, actions }, random)` deals and applies the
 * actions in order, and `verifyRound` checks a hand exactly as it checks a spin.
 *
 * While a hand is open the server keeps its bet and actions, not its state: each action replays the deal from
 * the seeds (the seed cannot be revealed while a hand is open) and asks the engine whether the action is
 * allowed. What the player sees of an open hand is `conceal(outcome)`: everything but what is still hidden.
 */
import type { RandomSource } from './fair';
import { fail, ok, type Result } from './result';

/** What every step game's outcome says, finished or not. */
export interface HandOutcomeBase {
  readonly stake: number;
  /** Whether the hand is over (lost, cashed out, drawn): then `payout` is final and nothing may follow. */
  readonly finished: boolean;
  /** Minor units paid when finished; 0 until then. */
  readonly payout: number;
}

/** The rules of one step game, besides GameEngine's validate/play/maxPayout over bets with their actions. */
export interface HandRules<Bet extends { readonly actions: readonly Action[] }, Action, Outcome> {
  /** Checks one untrusted action's shape (parsed JSON); never throws. */
  validateAction(action: unknown): Result<Action>;
  /** Deals a hand (no actions yet): draws everything random the hand can need. */
  deal(bet: Bet, random: RandomSource): Outcome;
  /**
   * Applies one action to an unfinished hand; refuses an action the hand does not allow now (ACTION_INVALID:
   * a tile already opened, a cash-out before any step, anything after the end).
   */
  act(outcome: Outcome, action: Action): Result<Outcome>;
  /** What the player may see of an unfinished hand; a finished one is shown whole. */
  conceal(outcome: Outcome): unknown;
  /**
   * The actions the house plays, in order of preference, for a hand its player left (the server's idle limit):
   * each one ends the hand or moves it on without more stake and without a choice that could lose what the
   * player has won so far (a cash-out, a stand, insurance declined, the suggested hold). The first one the hand
   * accepts is played, and again until the hand ends. None fits a hand that cannot end without a risk the player
   * has not chosen (Mines or Hi-Lo before the first step): such a hand stays open for its player.
   */
  idle(outcome: Outcome): readonly Action[];
}

/**
 * Plays the house's idle actions (`rules.idle`) on an unfinished hand until it ends or none is accepted; an
 * action that would add to the stake is never played. Answers the actions played and the outcome after them.
 */
export function finishIdleHand<Action, Outcome extends HandOutcomeBase>(
  rules: Pick<HandRules<{ readonly actions: readonly Action[] }, Action, Outcome>, 'act' | 'idle'>,
  outcome: Outcome,
): { actions: Action[]; outcome: Outcome } {
  const actions: Action[] = [];
  let current = outcome;
  // A hand holds a bounded number of actions (each engine's limit); this bound only guards against a loop.
  for (let guard = 0; guard < 200 && !current.finished; guard++) {
    let moved = false;
    for (const action of rules.idle(current)) {
      const next = rules.act(current, action);
      if (!next.ok || next.value.stake > current.stake) continue;
      actions.push(action);
      current = next.value;
      moved = true;
      break;
    }
    if (!moved) break;
  }
  return { actions, outcome: current };
}

/** Deals and applies every action in order; stops at the first action the hand refuses. */
export function playHand<Bet extends { readonly actions: readonly Action[] }, Action, Outcome>(
  rules: HandRules<Bet, Action, Outcome>,
  bet: Bet,
  random: RandomSource,
): Result<Outcome> {
  let outcome = rules.deal(bet, random);
  for (const action of bet.actions) {
    const next = rules.act(outcome, action);
    if (!next.ok) return next;
    outcome = next.value;
  }
  return ok(outcome);
}

/** Reads a bet's `actions` (absent means none) with the game's action check. */
export function validateActions<Action>(
  bet: Record<string, unknown>,
  validateAction: (action: unknown) => Result<Action>,
  max: number,
): Result<Action[]> {
  const raw = bet.actions ?? [];
  if (!Array.isArray(raw) || raw.length > max) {
    return fail('ACTION_INVALID', `actions must be a list of at most ${max} actions`);
  }
  const actions: Action[] = [];
  for (const each of raw) {
    const action = validateAction(each);
    if (!action.ok) return action;
    actions.push(action.value);
  }
  return ok(actions);
}
