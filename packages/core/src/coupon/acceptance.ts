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
