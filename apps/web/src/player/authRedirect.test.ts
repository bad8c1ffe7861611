import { describe, expect, it, vi } from 'vitest';
import { setRegistrationProcess } from '../stores/global';
import { afterAuthOn, AUTH_REDIRECTS, authRedirectOf } from './authRedirect';
import { testStores } from '../test/app';

describe('the redirect after sign-in or registration (SPEC §4 Authentication)', () => {
  it('AUTH-018 a relative or rooted target stays in the app; anything else is a full-page redirect', () => {
    expect(authRedirectOf('office/recharge', 'ru')).toEqual({ kind: 'navigate', to: '/ru/office/recharge' });
    expect(authRedirectOf('./promotions', 'en')).toEqual({ kind: 'navigate', to: '/en/promotions' });
    expect(authRedirectOf('/de/casino?tab=new', 'en')).toEqual({
      kind: 'navigate',
      to: '/de/casino?tab=new',
    });
    expect(authRedirectOf('https://partner.example/welcome', 'en')).toEqual({
      kind: 'fullPage',
      to: 'https://partner.example/welcome',
    });
    // `//host` is not rooted: it leaves the site.
    expect(authRedirectOf('//partner.example/app', 'en')).toEqual({
      kind: 'fullPage',
      to: 'https://partner.example/app',
    });
    // Not an address to send a player to.
    expect(authRedirectOf('javascript:alert(1)', 'en')).toBeNull();
    expect(authRedirectOf('/en\\evil', 'en')).toBeNull();
    expect(authRedirectOf('', 'en')).toBeNull();
    expect(authRedirectOf(undefined, 'en')).toBeNull();
  });

  it('AUTH-016 AUTH-017 on a page with a configured redirect the player is sent on, then the registration process is cleared', () => {
    setRegistrationProcess(testStores().global, true);
    const seen: boolean[] = [];
    const navigate = vi.fn(() => seen.push(testStores().global.isRegistrationProcess));
    const assign = vi.fn();
    expect(afterAuthOn(testStores().global, 'bonus-casino', 'en', navigate, { assign })).toEqual({
      kind: 'navigate',
      to: `/en/${AUTH_REDIRECTS['bonus-casino']}`,
    });
    expect(navigate).toHaveBeenCalledWith('/en/office/recharge');
    // Still set while the redirect runs; cleared after it.
    expect(seen).toEqual([true]);
    expect(testStores().global.isRegistrationProcess).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('AUTH-016 AUTH-017 AUTH-018 a target on another site is left by a full-page redirect; a page without one keeps the player', () => {
    const redirects = { promotion: 'https://partner.example/landing', home: '' };
    const navigate = vi.fn();
    const assign = vi.fn();
    setRegistrationProcess(testStores().global, true);
    afterAuthOn(testStores().global, 'promotion', 'en', navigate, { redirects, assign });
    expect(assign).toHaveBeenCalledWith('https://partner.example/landing');
    expect(navigate).not.toHaveBeenCalled();
    expect(testStores().global.isRegistrationProcess).toBe(false);

    setRegistrationProcess(testStores().global, true);
    expect(afterAuthOn(testStores().global, 'casino', 'en', navigate, { redirects, assign })).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(testStores().global.isRegistrationProcess).toBe(false);
  });
});
