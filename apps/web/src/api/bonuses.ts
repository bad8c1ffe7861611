import type { Bonus, BonusesResponse, BonusTermsResponse } from '@betline/contracts';
import { WALLET_PATHS, pathWith } from '@betline/contracts/paths';
import { http } from './client';
import { checkAnswer } from './validate';

/** The player's bonuses, newest first, with their terms and wagering (docs/adr/0045-bonuses-wagering.md). */
export async function fetchBonuses(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(WALLET_PATHS.bonuses, { signal, quiet: true });
  return checkAnswer<BonusesResponse>('bonusesResponseSchema', data, 'bonuses');
}

/** Every kind's terms and the first-deposit offer (public). */
export async function fetchBonusTerms(signal?: AbortSignal) {
  const { data } = await http.get<unknown>(WALLET_PATHS.bonusTerms, { signal, quiet: true });
  return checkAnswer<BonusTermsResponse>('bonusTermsResponseSchema', data, 'bonus terms');
}

/** The player gives an active bonus up: its money is removed. Repeating it answers the same bonus. */
export async function forfeitBonus(id: number) {
  const { data } = await http.post<unknown>(pathWith(WALLET_PATHS.forfeitBonus, { id }), undefined, {
    quiet: true,
  });
  return checkAnswer<{ bonus: Bonus }>('bonusChangedSchema', data, 'forfeit bonus');
}

/** The player declines a bonus not used yet. Repeating it answers the same bonus. */
export async function declineBonus(id: number) {
  const { data } = await http.post<unknown>(pathWith(WALLET_PATHS.declineBonus, { id }), undefined, {
    quiet: true,
  });
  return checkAnswer<{ bonus: Bonus }>('bonusChangedSchema', data, 'decline bonus');
}
