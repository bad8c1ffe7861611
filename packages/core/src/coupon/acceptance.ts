import { betCoefValue } from '../coef/coef';
import { CHANGE_COEF_ACTION } from './types';

/** What happens to a bet whose coefficient moved between the moment it was shown and placement. */
export type CoefChangeDecision = 'accept' | 'confirm';

/**
 * Bet-acceptance modes on odds change (COUPON-014): `CONFIRM` (0) asks the player for any change,
 * `ACCEPT_ANY` (1) accepts every change, `ACCEPT_INCREASE` (2, the default) accepts a higher coefficient and
 * asks for a lower one. An unchanged coefficient is always accepted; an unknown mode or an unusable
 * coefficient asks (the safe side for the player's money). Coefficients are read strictly (ADR 0021): a
 * string ("2.5"), NaN or a number outside 1.001 .. 10,000 is unusable.
 */
export function decideCoefChange(action: number, shownCoef: number, currentCoef: number): CoefChangeDecision {
  const shown = betCoefValue(shownCoef);
  const current = betCoefValue(currentCoef);
  if (shown === null || current === null) return 'confirm';
  if (shown === current) return 'accept';
  if (action === CHANGE_COEF_ACTION.ACCEPT_ANY) return 'accept';
  if (action === CHANGE_COEF_ACTION.ACCEPT_INCREASE) return current > shown ? 'accept' : 'confirm';
  return 'confirm';
}

/**
 * The coefficient the player counts as seen after a bet's price moved from `shownCoef` to `currentCoef`: a
 * change the mode accepts is taken silently (the slip shows the new price as the player's own, with no "odds
 * changed"), one that needs confirmation keeps the price the player saw until they accept. So under
 * ACCEPT_INCREASE a rise is taken and only a drop below the price last taken asks; under ACCEPT_ANY nothing
 * asks; under CONFIRM every change asks.
 */
export function seenCoefAfterChange(action: number, shownCoef: number, currentCoef: number): number {
  return decideCoefChange(action, shownCoef, currentCoef) === 'accept' ? currentCoef : shownCoef;
}
