import { describe, expect, it } from 'vitest';
import { refusalWords, type RefusalKey, type StakeRefusal } from './stakeRefusal';

const say = (key: RefusalKey, values?: { allowed: string }) => (values ? `${key}:${values.allowed}` : key);
const money = (minor: number) => `€${(minor / 100).toFixed(2)}`;
const words = (refusal: StakeRefusal) => refusalWords(refusal, say, money, 'lotto_');

describe('the player’s words for a refused stake', () => {
  it('tells a limit apart from an exclusion, a low balance from a bad request, and an unknown outcome from a refusal', () => {
    expect(words({ kind: 'failed' })).toBe('failed');
    expect(words({ kind: 'refused', status: 401, code: '' })).toBe('signIn');
    expect(words({ kind: 'refused', status: 409, code: 'lotto_draw_closed' })).toBe('closed');
    expect(
      words({ kind: 'refused', status: 403, code: 'lotto_refused', reason: 'wagering_limit', allowed: 150 }),
    ).toBe('wageringLimit:€1.50');
    expect(
      words({ kind: 'refused', status: 403, code: 'lotto_refused', reason: 'loss_limit', allowed: 0 }),
    ).toBe('lossLimit:€0.00');
    expect(words({ kind: 'refused', status: 403, code: 'lotto_refused', reason: 'self_exclusion' })).toBe(
      'excluded',
    );
    // The ledger's refusal of a balance too low carries no game code.
    expect(words({ kind: 'refused', status: 422, code: '' })).toBe('funds');
    expect(words({ kind: 'refused', status: 422, code: 'lotto_stake' })).toBe('failed');
  });
});
