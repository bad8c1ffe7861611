import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContractError,
  checkAnswer,
  pageIsSampled,
  PRODUCTION_SAMPLE_RATE,
  reportMismatch,
} from './validate';

afterEach(() => {
  vi.restoreAllMocks();
});

const status = { result: false, updatedAt: null };

describe('answers checked against the contracts', () => {
  it('in development and tests every answer is checked, and a mismatch fails the call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkAnswer('agreementRulesStatusSchema', status, 'terms status')).resolves.toEqual(status);
    await expect(checkAnswer('agreementRulesStatusSchema', { result: 'no' }, 'terms status')).rejects.toThrow(
      ContractError,
    );
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/terms status does not match the contract/);
  });

  it('in production 1 page view in 100 is sampled, decided by one draw', () => {
    expect(PRODUCTION_SAMPLE_RATE).toBe(0.01);
    expect(pageIsSampled(() => 0.0099)).toBe(true);
    expect(pageIsSampled(() => 0.01)).toBe(false);
    expect(pageIsSampled(() => 0.5)).toBe(false);
  });

  it('the sampled check reports a mismatch with console.error and never throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      reportMismatch('agreementRulesStatusSchema', status, 'terms status'),
    ).resolves.toBeUndefined();
    expect(logged).not.toHaveBeenCalled();
    await expect(
      reportMismatch('agreementRulesStatusSchema', { result: 'no', updatedAt: null }, 'terms status'),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toBe('terms status does not match the contract (sampled check)');
    expect(logged.mock.calls[0]?.[1]).toEqual([expect.stringMatching(/^result: /)]);
  });
});
