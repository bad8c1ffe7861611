import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  firstDepositBonusChoiceSchema,
  newPasswordSchema,
  phoneSchema,
  protectionStatus,
  registerFastRequestSchema,
  userConfigSchema,
} from './identity';

describe('identity wire schemas', () => {
  it('a phone as typed is normalised to + and digits; junk is refused', () => {
    expect(phoneSchema.parse('+7 (999) 000-00-01')).toBe('+79990000001');
    expect(phoneSchema.parse('380501234567')).toBe('+380501234567');
    expect(phoneSchema.safeParse('call me').success).toBe(false);
    expect(phoneSchema.safeParse('+12').success).toBe(false);
  });

  it('an e-mail is trimmed and lowercased', () => {
    expect(emailSchema.parse('  Me@Example.COM ')).toBe('me@example.com');
    expect(emailSchema.safeParse('me@').success).toBe(false);
  });

  it('a new password needs 8 characters, a letter and a digit', () => {
    expect(newPasswordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(newPasswordSchema.safeParse('abcdefgh').success).toBe(false);
    expect(newPasswordSchema.safeParse('1234567a'.slice(0, 7)).success).toBe(false);
  });

  it('REG-003 first_deposit_bonus_choice is 0, 1 or 2, or left out (not asked)', () => {
    expect([0, 1, 2].map((v) => firstDepositBonusChoiceSchema.safeParse(v).success)).toEqual([
      true,
      true,
      true,
    ]);
    expect(firstDepositBonusChoiceSchema.safeParse(3).success).toBe(false);
    expect(
      registerFastRequestSchema.parse({ country_id: 1, currency_id: 1 }).first_deposit_bonus_choice,
    ).toBeUndefined();
  });

  it('ACC-016 ACC-017 ACC-018 ACC-019 protection status boundaries: 30 bad, 31 normal, 69 normal, 70 good, 99 good, 100 full', () => {
    expect([30, 31, 69, 70, 99, 100].map(protectionStatus)).toEqual([
      'bad',
      'normal',
      'normal',
      'good',
      'good',
      'full',
    ]);
  });

  it('ACC-012 activation_type is 0, 1, 2 or 3', () => {
    const shape = userConfigSchema.shape.activation_type;
    expect([0, 1, 2, 3].every((v) => shape.safeParse(v).success)).toBe(true);
    expect(shape.safeParse(4).success).toBe(false);
  });
});
