import { amountStep } from '@betline/core';

/**
 * The stakes a fixed-stake game offers in a currency (the lotto's tickets, the races' bets): the given multiples of
 * a fifth of the currency's stake step (EUR 0.50 times 1, 2, 5, 10, 20, 50).
 */
export function stakeChoices(iso: string, steps: readonly number[]): number[] {
  const min = Math.max(1, Math.round(amountStep(iso) / 5));
  return steps.map((n) => n * min);
}
