import { describe, expect, it } from 'vitest';
import {
  BLOCK_REASON_ROUTES,
  decideNavigation,
  isBanned,
  safeReturnUrl,
  siteFeatures,
  withdrawalAllowedWhenBanned,
  type NavigationState,
} from './guards';
import { FEATURES, PAGE_ROUTES } from './routes';

const allFeatures = siteFeatures({ production: false, signedIn: true });

const guest: NavigationState = {
  signedIn: false,
  features: allFeatures,
  forbiddenPaths: [],
  loginRouteAvailable: true,
  banRedirectUrl: 'block-appeal-history',
  maintenanceActive: false,
  blockReason: null,
  termsChanged: false,
  ban: null,
  navigationBlocked: false,
};
const player: NavigationState = { ...guest, signedIn: true };

const go = (pathname: string, state: NavigationState, search?: string) =>
  decideNavigation({ pathname, ...(search === undefined ? {} : { search }) }, state);

describe('decideNavigation: sign-in', () => {
  it('GUARD-001 GUARD-003 GUARD-005 a guest on an office page goes to our login page with returnUrl (DECISIONS 7)', () => {
    expect(go('/en/office/account', guest)).toMatchObject({
      kind: 'redirect',
      location: '/en/user/login?returnUrl=%2Fen%2Foffice%2Faccount',
    });
    expect(go('/ru/office/recharge', guest, '?amount=5')).toMatchObject({
      location: '/ru/user/login?returnUrl=%2Fru%2Foffice%2Frecharge%3Famount%3D5',
    });
    expect(go('/en/office/account', player)).toMatchObject({ kind: 'allow', routeId: 'office-account' });
  });

  it('GUARD-002 history routes need sign-in', () => {
    expect(go('/en/office/history', guest).kind).toBe('redirect');
    expect(go('/en/office/historypay', guest).kind).toBe('redirect');
    expect(go('/en/office/history', player).kind).toBe('allow');
  });

  it('GUARD-003 on a desktop header with a login dropdown, a guest coming from a public page stays there', () => {
    const state = { ...guest, loginDropdown: true };
    expect(decideNavigation({ pathname: '/en/office/account', from: '/en/live' }, state)).toEqual({
      kind: 'cancel',
      reason: 'login-dropdown',
    });
    // Opened directly (no previous page): the login page.
    expect(go('/en/office/account', state)).toMatchObject({ kind: 'redirect' });
  });

  it('GUARD-004 without a login route, a guest on a protected route goes home', () => {
    expect(go('/de/office/account', { ...guest, loginRouteAvailable: false })).toMatchObject({
      kind: 'redirect',
      location: '/de',
    });
  });

  it('GUARD-006 a signed-in player on a guest-only page goes to the return URL or the account page', () => {
    expect(go('/en/user/login', player)).toMatchObject({ kind: 'redirect', location: '/en/office/account' });
    expect(go('/en/registration', player)).toMatchObject({ location: '/en/office/account' });
    expect(go('/en/user/login', player, '?returnUrl=%2Fen%2Foffice%2Fhistory')).toMatchObject({
      location: '/en/office/history',
    });
    expect(go('/en/user/login', player, '?returnUrl=https://evil.example')).toMatchObject({
      location: '/en/office/account',
    });
    expect(go('/en/user/login', guest).kind).toBe('allow');
  });
});

describe('decideNavigation: terms', () => {
  const pending = { ...player, termsChanged: true };

  it('GUARD-007 signed in, feature on and terms changed: confirm-terms first', () => {
    expect(go('/en/live', pending)).toMatchObject({
      kind: 'redirect',
      location: '/en/confirm-terms?returnUrl=%2Fen%2Flive',
    });
    expect(go('/en/confirm-terms', pending).kind).toBe('allow');
    expect(go('/en/confirm', pending).kind).toBe('allow');
    // Not for guests, not when the feature is off.
    expect(go('/en/live', { ...guest, termsChanged: true }).kind).toBe('allow');
    const off = new Set([...allFeatures].filter((id) => id !== FEATURES.terms));
    expect(go('/en/live', { ...pending, features: off }).kind).toBe('allow');
  });

  it('GUARD-008 when terms are not changed, confirm-terms goes home (or back)', () => {
    expect(go('/en/confirm-terms', player)).toMatchObject({ kind: 'redirect', location: '/en' });
    expect(go('/en/confirm-terms', player, '?returnUrl=%2Fen%2Flive')).toMatchObject({
      location: '/en/live',
    });
  });
});

describe('decideNavigation: maintenance', () => {
  it('GUARD-010 while maintenance is on every route goes to the maintenance page', () => {
    const state = { ...player, maintenanceActive: true };
    for (const path of ['/en', '/en/live', '/en/office/account', '/en/no/such/page', '/ru/block']) {
      expect(go(path, state), path).toMatchObject({
        kind: 'redirect',
        location: `/${path.split('/')[1]}/maintenance`,
      });
    }
    expect(go('/en/maintenance', state)).toMatchObject({ kind: 'allow', routeId: 'maintenance' });
  });

  it('GUARD-011 when maintenance is off the maintenance page goes home', () => {
    expect(go('/en/maintenance', guest)).toMatchObject({ kind: 'redirect', location: '/en' });
  });
});

describe('decideNavigation: blocks', () => {
  it('GUARD-012 GUARD-014 each block reason shows its page', () => {
    const expected: Record<number, string> = {
      4: 'site-updates',
      16: 'suspension',
      3: 'block',
      1: 'block',
      5: 'block',
      2: 'block',
      14: 'block',
      13: 'block-ua',
      17: 'block-ie',
      8: 'coming-soon',
    };
    expect(BLOCK_REASON_ROUTES).toEqual(expected);
    for (const [reason, page] of Object.entries(expected)) {
      const state = { ...guest, blockReason: Number(reason) };
      expect(go('/en/live', state)).toMatchObject({ kind: 'redirect', location: `/en/${page}` });
      expect(go(`/en/${page}`, state)).toMatchObject({ kind: 'allow', routeId: page });
    }
  });

  it('GUARD-013 the verify route is exempt', () => {
    expect(go('/en/user/accountverify', { ...guest, blockReason: 3 }).kind).toBe('allow');
  });

  it('GUARD-012 a block page without a block goes home; an unknown block reason blocks nothing', () => {
    expect(go('/en/block-ua', guest)).toMatchObject({ kind: 'redirect', location: '/en' });
    expect(go('/en/live', { ...guest, blockReason: 99 }).kind).toBe('allow');
  });
});

describe('decideNavigation: ban', () => {
  const banned = (banLevel: number, banVersion: number): NavigationState => ({
    ...player,
    ban: { banLevel, banVersion },
  });

  it('GUARD-016 GUARD-017 banned means ban level above 0', () => {
    expect(isBanned({ banLevel: 0, banVersion: 1 })).toBe(false);
    expect(isBanned({ banLevel: 1, banVersion: 1 })).toBe(true);
    expect(isBanned(null)).toBe(false);
  });

  it('GUARD-018 a banned player opening a page not allowed gets a full-page redirect to the ban address', () => {
    expect(go('/en/live', banned(10, 1))).toEqual({
      kind: 'fullPageRedirect',
      location: '/en/block-appeal-history',
      reason: 'banned',
    });
    expect(go('/en/block-appeal-history', banned(10, 1)).kind).toBe('allow');
    expect(go('/en/information/contacts', banned(10, 1)).kind).toBe('allow');
    expect(go('/en/live', { ...banned(10, 1), banRedirectUrl: 'https://appeal.example/ban' })).toMatchObject({
      location: 'https://appeal.example/ban',
    });
  });

  it('GUARD-019 the withdrawal page only for level 53 on version 1, or 45 on other versions (DECISIONS 8)', () => {
    expect(go('/en/office/deduce', banned(53, 1)).kind).toBe('allow');
    expect(go('/en/office/deduce', banned(45, 2)).kind).toBe('allow');
    expect(go('/en/office/deduce', banned(45, 1)).kind).toBe('fullPageRedirect');
    expect(go('/en/office/deduce', banned(53, 2)).kind).toBe('fullPageRedirect');
    expect(go('/en/office/account', banned(53, 1)).kind).toBe('fullPageRedirect');
    expect(withdrawalAllowedWhenBanned({ banLevel: 45, banVersion: 0 })).toBe(true);
  });

  it('GUARD-020 a banned-only page sends a player who is not banned home', () => {
    expect(go('/en/block-appeal-history', player)).toMatchObject({ kind: 'redirect', location: '/en' });
  });
});

describe('decideNavigation: flags, cycles, 404', () => {
  it('GUARD-021 navigation is cancelled while the navigation-blocked flag is set', () => {
    expect(go('/en/live', { ...guest, navigationBlocked: true })).toEqual({
      kind: 'cancel',
      reason: 'navigation-blocked',
    });
  });

  it('GUARD-022 a cyclic redirect is not performed but reported', () => {
    const state = { ...guest, maintenanceActive: true };
    const decision = decideNavigation({ pathname: '/en/live', redirectChain: ['/en/maintenance'] }, state);
    expect(decision).toMatchObject({ kind: 'cancel', reason: 'cyclic-redirect' });
    expect(decision.kind === 'cancel' && decision.detail).toBe('/en/live -> /en/maintenance');
    expect(decideNavigation({ pathname: '/en/live', redirectChain: ['/en/live'] }, state).kind).toBe(
      'redirect',
    );
  });

  it('GUARD-023 routes in the forbidden-paths config are 404, with everything below them', () => {
    const state = { ...player, forbiddenPaths: ['office/promotion', '/casino/brand/'] };
    expect(go('/en/office/promotion', state)).toMatchObject({ kind: 'notFound', reason: 'forbidden-path' });
    expect(go('/en/casino/brand', state).kind).toBe('notFound');
    expect(go('/en/casino-lobby', { ...state, forbiddenPaths: ['casino'] }).kind).toBe('allow');
    expect(go('/en/office/account', state).kind).toBe('allow');
  });

  it('GUARD-024 a route whose feature is off is 404', () => {
    const features = siteFeatures({ production: true, signedIn: false, features: { statistic: false } });
    const state = { ...guest, features };
    expect(go('/en/statistic', state)).toMatchObject({ kind: 'notFound', reason: 'feature-off:statistic' });
    expect(go('/en/debugger', state).kind).toBe('notFound');
    expect(go('/en/debugger', guest).kind).toBe('allow');
  });

  it('ROUTE-068 unknown paths are 404; table redirects pass through', () => {
    expect(go('/en/user/foo', guest)).toMatchObject({ kind: 'notFound' });
    expect(go('/en/rules', guest)).toMatchObject({ kind: 'redirect', location: '/en/information/rules/1' });
  });

  it('every page of the table is reachable by a signed-in player when nothing blocks it', () => {
    for (const route of PAGE_ROUTES) {
      if (route.path.includes(':') || route.path.includes('*')) continue;
      if (route.flags?.featureId !== undefined && !allFeatures.has(route.flags.featureId)) continue;
      const decision = go(`/en/${route.path}`, player);
      if (decision.kind === 'allow') expect(decision.routeId).toBe(route.id);
      else expect(['redirect'], route.id).toContain(decision.kind);
    }
  });
});

describe('siteFeatures', () => {
  it('ROUTE-027 ROUTE-031 ROUTE-042 ROUTE-044 ROUTE-049 come from site config', () => {
    const base = { production: true, signedIn: false };
    expect(siteFeatures({ ...base, isRegistrationAllowed: false }).has(FEATURES.registration)).toBe(false);
    expect(siteFeatures({ ...base, isShowIdentification: false }).has(FEATURES.identification)).toBe(false);
    expect(siteFeatures({ ...base, paymentPageRequiresAuth: true }).has(FEATURES.informationPayment)).toBe(
      false,
    );
    expect(
      siteFeatures({ ...base, signedIn: true, paymentPageRequiresAuth: true }).has(
        FEATURES.informationPayment,
      ),
    ).toBe(true);
    expect(siteFeatures(base).has(FEATURES.nonProduction)).toBe(false);
    expect(siteFeatures({ ...base, promoBonusToOffer: true }).has(FEATURES.promoOffers)).toBe(true);
    expect(siteFeatures({ ...base, promoBonusToOffer: true }).has(FEATURES.promoBonuses)).toBe(false);
  });

  it('GUARD-024 a product area switched off in the features group is 404, other areas stay on', () => {
    const features = siteFeatures({ production: true, signedIn: false, features: { marble: false } });
    const state = { ...guest, features };
    expect(go('/en/live/marble', state)).toMatchObject({ kind: 'notFound', reason: 'feature-off:marble' });
    expect(go('/en/toto', state).kind).toBe('allow');
    const noCasino = {
      ...guest,
      features: siteFeatures({ production: true, signedIn: false, features: { casino: false } }),
    };
    expect(go('/en/slots', noCasino).kind).toBe('notFound');
    expect(go('/en/slots/game/12/book', noCasino).kind).toBe('notFound');
    expect(go('/en/live-casino', noCasino).kind).toBe('allow');
  });

  it('safeReturnUrl accepts rooted paths only', () => {
    expect(safeReturnUrl('/en/live')).toBe('/en/live');
    expect(safeReturnUrl('//evil.example')).toBeUndefined();
    expect(safeReturnUrl('https://evil.example')).toBeUndefined();
    expect(safeReturnUrl(null)).toBeUndefined();
  });
});
