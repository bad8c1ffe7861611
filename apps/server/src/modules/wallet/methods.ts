/**
 * Payment methods of the demo gateway and their limits per method, direction and currency, and the
 * first-deposit bonus. Limits are written once in "units" and scaled per currency (a unit is about one US
 * dollar, @betline/core's PAYMENT_UNIT_SCALE), then turned into minor units with the currency's decimals.
 */
import type { PaymentMethodId } from '@betline/contracts';
import { currencyById, firstDepositBonusAmount as bonusFor, paymentUnitsToMinor } from '@betline/core';
import type { PaymentDirection } from './tables';

export const PAYMENT_METHODS: readonly { id: PaymentMethodId; name: string }[] = [
  { id: 'card', name: 'Bank card' },
  { id: 'ewallet', name: 'E-wallet' },
  { id: 'bank', name: 'Bank transfer' },
];

/** Units per method and direction: [min, max]. */
const BASE_LIMITS: Record<PaymentMethodId, Record<PaymentDirection, readonly [number, number]>> = {
  card: { deposit: [1, 5_000], withdrawal: [10, 3_000] },
  ewallet: { deposit: [5, 2_000], withdrawal: [5, 1_000] },
  bank: { deposit: [50, 50_000], withdrawal: [50, 20_000] },
};

function toMinorUnits(units: number, currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) throw new Error(`unknown currency id ${currencyId}`);
  return paymentUnitsToMinor(units, currency.iso);
}

/** Minimum and maximum of one payment, in minor units. */
export function paymentLimits(
  method: PaymentMethodId,
  direction: PaymentDirection,
  currencyId: number,
): { min: number; max: number } {
  const [min, max] = BASE_LIMITS[method][direction];
  return { min: toMinorUnits(min, currencyId), max: toMinorUnits(max, currencyId) };
}

/** First-deposit bonus (the rule is @betline/core's, shared with the app's offer): 100 %, at most 100 units. */
export function firstDepositBonusAmount(deposit: number, currencyId: number): number {
  const currency = currencyById(currencyId);
  if (!currency) throw new Error(`unknown currency id ${currencyId}`);
  return bonusFor(deposit, currency.iso);
}

/** first_deposit_bonus_choice (REG-003): 1 sports bonus, 2 casino bonus. */
export const BONUS_LABELS: Record<number, string> = { 1: 'Sports bonus', 2: 'Casino bonus' };
