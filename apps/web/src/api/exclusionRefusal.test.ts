import { describe, expect, it } from 'vitest';
import { protectionRefusalText, readProtectionRefusal } from './exclusionRefusal';

const END = '2026-12-05T14:00:00.000Z';

describe('readProtectionRefusal', () => {
  it("reads a time-out's sign-in refusal: the state from the message, the end after 'until'", () => {
    expect(
      readProtectionRefusal({
        statusCode: 403,
        error: 'Forbidden',
        message: `time-out until ${END}: signing in is not possible before then`,
        code: 'excluded',
      }),
    ).toEqual({ kind: 'timeOut', until: END });
  });

  it("reads a self-exclusion's sign-in refusal", () => {
    expect(
      readProtectionRefusal({
        statusCode: 403,
        message: `self-excluded until 2027-06-01T08:30:00Z: signing in is not possible before then`,
        code: 'excluded',
      }),
    ).toEqual({ kind: 'selfExclusion', until: '2027-06-01T08:30:00.000Z' });
  });

  it('prefers structured fields to the message', () => {
    expect(
      readProtectionRefusal({
        message: `time-out until 2020-01-01T00:00:00Z: ...`,
        code: 'excluded',
        kind: 'self_exclusion',
        until: END,
      }),
    ).toEqual({ kind: 'selfExclusion', until: END });
    expect(readProtectionRefusal({ code: 'excluded', limitType: 33, endsAt: 1_796_479_200 })).toEqual({
      kind: 'timeOut',
      until: '2026-12-05T14:00:00.000Z',
    });
    expect(readProtectionRefusal({ code: 'time_out', until: END })).toEqual({ kind: 'timeOut', until: END });
    expect(readProtectionRefusal({ code: 'self-excluded' })).toEqual({ kind: 'selfExclusion', until: null });
  });

  it("a deposit's refusal names no state: an exclusion with its end", () => {
    expect(
      readProtectionRefusal({
        message: `Deposit refused: excluded until ${END}`,
        code: 'excluded',
        until: END,
      }),
    ).toEqual({ kind: 'excluded', until: END });
  });

  it("a date that is not the end is not taken for one (a session ended: 'signed out at <date>')", () => {
    expect(
      readProtectionRefusal({
        statusCode: 401,
        message: `signed out at ${END}: a self-exclusion or time-out is in force`,
        code: 'excluded',
      }),
    ).toEqual({ kind: 'excluded', until: null });
  });

  it('a ban, with or without its end', () => {
    expect(readProtectionRefusal({ code: 'banned', message: 'account banned' })).toEqual({
      kind: 'ban',
      until: null,
    });
    expect(readProtectionRefusal({ code: 'banned', until: END })).toEqual({ kind: 'ban', until: END });
  });

  it('is null for other refusals and for what is not a body; an end that is not a date is left out', () => {
    expect(
      readProtectionRefusal({ code: 'invalid_credentials', message: 'time-out until ' + END }),
    ).toBeNull();
    expect(readProtectionRefusal({ code: 'deposit_limit', stillAllowed: 4000 })).toBeNull();
    expect(readProtectionRefusal({ message: `time-out until ${END}` })).toBeNull();
    expect(readProtectionRefusal(undefined)).toBeNull();
    expect(readProtectionRefusal('excluded')).toBeNull();
    expect(
      readProtectionRefusal({ code: 'excluded', until: 'soon', message: 'time-out until later' }),
    ).toEqual({
      kind: 'timeOut',
      until: null,
    });
  });
});

describe('protectionRefusalText', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    options ? `${key} ${JSON.stringify(options)}` : key;
  const format = (iso: string) => `<${iso}>`;

  it('each state has its own words, with its end when known', () => {
    expect(protectionRefusalText({ kind: 'timeOut', until: END }, t, format)).toBe(
      `protection.refusal.timeOutUntil {"date":"<${END}>"}`,
    );
    expect(protectionRefusalText({ kind: 'selfExclusion', until: END }, t, format)).toBe(
      `protection.refusal.selfExclusionUntil {"date":"<${END}>"}`,
    );
    expect(protectionRefusalText({ kind: 'ban', until: null }, t, format)).toBe('protection.refusal.ban');
    expect(protectionRefusalText({ kind: 'excluded', until: END }, t, () => undefined)).toBe(
      'protection.refusal.excluded',
    );
  });
});
