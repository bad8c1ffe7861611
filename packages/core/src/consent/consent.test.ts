import { describe, expect, it } from 'vitest';
import {
  COOKIES_TYPE,
  acceptAll,
  allowsFunctional,
  allowsMarketing,
  analyticsInstallDelay,
  initialConsent,
  resolveCustomization,
  type CookieOption,
} from '../index';

const option = (
  cookiesType: CookieOption['cookiesType'],
  checked: boolean,
  disabled = false,
): CookieOption => ({
  name: cookiesType.toLowerCase(),
  description: '',
  checked,
  disabled,
  cookiesType,
});

describe('cookie consent', () => {
  it('CONSENT-013 a customization with every option checked resolves to ALL', () => {
    expect(
      resolveCustomization([
        option('DISABLE', true, true),
        option('FUNCTIONAL', true),
        option('MARKETING', true),
      ]),
    ).toBe('ALL');
  });

  it('CONSENT-014 otherwise it is the first checked option that is not disabled', () => {
    const opts = [option('DISABLE', true, true), option('FUNCTIONAL', false), option('MARKETING', true)];
    expect(resolveCustomization(opts)).toBe('MARKETING');
    expect(
      resolveCustomization([
        option('DISABLE', true, true),
        option('FUNCTIONAL', true),
        option('MARKETING', false),
      ]),
    ).toBe('FUNCTIONAL');
  });

  it('CONSENT-015 no checked option (or only the locked one) resolves to DISABLE', () => {
    expect(resolveCustomization([option('FUNCTIONAL', false), option('MARKETING', false)])).toBe('DISABLE');
    expect(resolveCustomization([option('DISABLE', true, true), option('MARKETING', false)])).toBe('DISABLE');
    expect(resolveCustomization([])).toBe('DISABLE');
  });

  it('CONSENT-003 the choices are all, only functionality, only marketing, disable', () => {
    expect(Object.values(COOKIES_TYPE)).toEqual(['ALL', 'FUNCTIONAL', 'MARKETING', 'DISABLE']);
  });

  it('CONSENT-005 with the popup disabled, ALL is agreed; a stored choice is kept; otherwise ask', () => {
    expect(initialConsent(undefined, false)).toBe('ALL');
    expect(initialConsent('MARKETING', false)).toBe('MARKETING');
    expect(initialConsent(undefined, true)).toBeNull();
    expect(initialConsent('bogus', true)).toBeNull();
  });

  it('CONSENT-006 CONSENT-007 CONSENT-008 CONSENT-009 accept-all stores ALL, logs the time where it belongs, grants analytics', () => {
    expect(acceptAll(true, 1000)).toEqual({
      cookiesType: 'ALL',
      logAgreementTo: 'server',
      agreementTime: 1000,
      analyticsConsent: 'granted',
    });
    expect(acceptAll(false, 1000).logAgreementTo).toBe('localStorage');
  });

  it('CONSENT-010 CONSENT-011 analytics needs marketing consent and waits 10 s except on registration pages', () => {
    expect(analyticsInstallDelay('FUNCTIONAL', 'home')).toBeNull();
    expect(analyticsInstallDelay('DISABLE', 'home')).toBeNull();
    expect(analyticsInstallDelay(null, 'home')).toBeNull();
    expect(analyticsInstallDelay('MARKETING', 'home')).toBe(10_000);
    expect(analyticsInstallDelay('ALL', 'registration')).toBe(0);
    expect(analyticsInstallDelay('ALL', 'socialRegistration')).toBe(0);
  });

  it('CONSENT-012 only functional consent (or all) allows saving the window width', () => {
    expect(['ALL', 'FUNCTIONAL', 'MARKETING', 'DISABLE'].map((t) => allowsFunctional(t as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(allowsMarketing('FUNCTIONAL')).toBe(false);
  });
});
