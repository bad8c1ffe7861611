import { describe, expect, it } from 'vitest';
import {
  AD_BAIT_PATH,
  BETTING_PATHS as CONTRACT_BETTING_PATHS,
  CASINO_PATHS as CONTRACT_CASINO_PATHS,
  CRASH_LIVE_PATHS as CONTRACT_CRASH_LIVE_PATHS,
  TOURNAMENT_PATHS as CONTRACT_TOURNAMENT_PATHS,
  SPORTSBOOK_PATHS as CONTRACT_SPORTSBOOK_PATHS,
  SEO_PATHS as CONTRACT_SEO_PATHS,
  APP_VERSION_PATH,
  COLLECTOR_HEADERS,
  COLLECTOR_PATH_PREFIX,
  COLLECTOR_SOURCE_IDS,
  COOKIES_AGREEMENT_PATH,
  AGREEMENT_RULES_ACCEPT_PATH,
  AGREEMENT_RULES_STATUS_PATH,
  BAN_STATE_PATH,
  BLOCK_PATH,
  CONFIG_GROUPS_PATH,
  CSRF_COOKIE,
  FINGERPRINT_ERROR_CODE,
  FINGERPRINT_HEADER,
  FINGERPRINT_PATH,
  FIGURES_PATHS as CONTRACT_FIGURES_PATHS,
  CSRF_HEADER,
  IDEMPOTENCY_HEADER as CONTRACT_IDEMPOTENCY_HEADER,
  IDENTITY_PATHS,
  LIMIT_PATHS,
  REALITY_CHECK_PATH,
  WALLET_PATHS as CONTRACT_WALLET_PATHS,
  MAINTENANCE_PATH,
  SITE_CONFIG_PATH,
  TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
  TERMS_NOT_ACCEPTED_STATUS,
} from '@betline/contracts';
import {
  AUTH_PATHS,
  BETTING_PATHS,
  CASINO_PATHS,
  CRASH_LIVE_PATHS,
  CSRF,
  FIGURES_PATHS,
  FINGERPRINT,
  IDEMPOTENCY_HEADER,
  LIMIT_SERVICE_PATHS,
  PATHS,
  PHONE_PATHS,
  PROFILE_PATHS,
  SITE_NOTICE_PATHS,
  SEO_PAGE_PATH,
  SPORTSBOOK_PATHS,
  COLLECTOR,
  TERMS_NOT_ACCEPTED,
  TOURNAMENT_PATHS,
  WALLET_PATHS,
  pathWith,
} from './paths';

describe('client paths', () => {
  it('equal the contracts', () => {
    expect(PATHS).toEqual({
      siteConfig: SITE_CONFIG_PATH,
      configGroups: CONFIG_GROUPS_PATH,
      termsStatus: AGREEMENT_RULES_STATUS_PATH,
      termsAccept: AGREEMENT_RULES_ACCEPT_PATH,
      maintenance: MAINTENANCE_PATH,
      block: BLOCK_PATH,
      banState: BAN_STATE_PATH,
    });
    expect(SITE_NOTICE_PATHS).toEqual({
      appVersion: APP_VERSION_PATH,
      collectorPrefix: COLLECTOR_PATH_PREFIX,
      cookiesAgreement: COOKIES_AGREEMENT_PATH,
      adBait: AD_BAIT_PATH,
    });
    expect(COLLECTOR).toEqual({ ...COLLECTOR_HEADERS, webSourceId: COLLECTOR_SOURCE_IDS.web });
    expect(TERMS_NOT_ACCEPTED).toEqual({
      status: TERMS_NOT_ACCEPTED_STATUS,
      exceptionCode: TERMS_NOT_ACCEPTED_EXCEPTION_CODE,
    });
  });

  it('casino paths equal the contracts (the preview light is a partner call the app does not make)', () => {
    const { previewLight, thumbnail, ...casino } = CONTRACT_CASINO_PATHS;
    expect([previewLight, thumbnail].every((path) => path.startsWith('/web-api/casino/'))).toBe(true);
    expect(CASINO_PATHS).toEqual(casino);
    expect(CRASH_LIVE_PATHS).toEqual(CONTRACT_CRASH_LIVE_PATHS);
    expect(TOURNAMENT_PATHS).toEqual(CONTRACT_TOURNAMENT_PATHS);
  });

  it('identity, wallet and limit-service paths equal the contracts', () => {
    for (const [name, path] of Object.entries(AUTH_PATHS)) {
      expect(path, name).toBe(IDENTITY_PATHS[name as keyof typeof IDENTITY_PATHS]);
    }
    for (const [name, path] of Object.entries(WALLET_PATHS)) {
      expect(path, name).toBe(CONTRACT_WALLET_PATHS[name as keyof typeof CONTRACT_WALLET_PATHS]);
    }
    const { realityCheck, ...limitPaths } = LIMIT_SERVICE_PATHS;
    expect(limitPaths).toEqual({ ...LIMIT_PATHS });
    expect(realityCheck).toBe(REALITY_CHECK_PATH);
    expect(CSRF).toEqual({ cookie: CSRF_COOKIE, header: CSRF_HEADER });
    expect(FINGERPRINT).toEqual({
      path: FINGERPRINT_PATH,
      header: FINGERPRINT_HEADER,
      errorCode: FINGERPRINT_ERROR_CODE,
    });
    expect(IDEMPOTENCY_HEADER).toBe(CONTRACT_IDEMPOTENCY_HEADER);
    expect(PHONE_PATHS).toEqual({
      countries: IDENTITY_PATHS.phoneCountries,
      masks: IDENTITY_PATHS.phoneMasks,
      oauthStart: IDENTITY_PATHS.oauthStart,
    });
  });

  it('office security and settings paths equal the contracts', () => {
    expect(PROFILE_PATHS).toEqual({
      mailing: IDENTITY_PATHS.mailing,
      protection: IDENTITY_PATHS.protection,
      session: `${IDENTITY_PATHS.sessions}/:id`,
    });
  });

  it('player figures paths equal the contracts', () => {
    expect(FIGURES_PATHS).toEqual(CONTRACT_FIGURES_PATHS);
  });

  it('sportsbook and betting paths equal the contracts', () => {
    expect(SPORTSBOOK_PATHS).toEqual(CONTRACT_SPORTSBOOK_PATHS);
    expect(BETTING_PATHS).toEqual(CONTRACT_BETTING_PATHS);
  });

  it('the SEO page data path equals the contracts', () => {
    expect(SEO_PAGE_PATH).toBe(CONTRACT_SEO_PATHS.page);
  });

  it('fills path parameters, encoded', () => {
    expect(pathWith(WALLET_PATHS.cancelWithdrawal, { id: 42 })).toBe('/web-api/wallet/withdrawals/42/cancel');
    expect(pathWith('/a/:id', { id: 'x/y' })).toBe('/a/x%2Fy');
  });
});
