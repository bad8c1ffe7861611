import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  brandBookEntrySchema,
  errorAnswerSchema,
  healthResponseSchema,
  languageCodeSchema,
  siteConfigQuerySchema,
  siteConfigSchema,
  type SiteConfig,
} from './siteConfig';

const valid: SiteConfig = {
  couponTypesWithMinAmount: [0, 1, 2, 4, 9],
  couponTypesWithMaxAmount: [0, 1, 2, 4, 9],
  isAvailableCouponBonusBet: true,
  showVipBet: true,
  show_one_click: true,
  ref_id: 1,
  isRegistrationAllowed: true,
  isShowIdentification: true,
  group_id: 1,
  isFlexibleAssetPath: false,
  isPwa: true,
  pwaManifest: { themeColor: '#10141c' },
  partnerCssBrandBook: [{ css_prop: '--color-accent-bgColor', css_value: '#7c3aed' }],
  companyName: 'Betline',
  taskCounter: 0,
  countryCode: 'RU',
  currencyId: 1,
  languageId: 1,
  analyticsKey: 'betline-web-demo',
  remoteViewOrigins: ['https://views.partner.example'],
  footerRemoteView: 'partner-footer',
  errorRemoteView: 'error-page',
  accountRemoteView: null,
  supportRemoteView: 'support-modal',
  lang: 'en',
  languages: [
    { code: 'en', name: 'English', hidden: false },
    { code: 'kk', name: 'Қазақша', hidden: true },
  ],
};

describe('siteConfigSchema', () => {
  it('MISC-004 accepts a complete site config', () => {
    expect(siteConfigSchema.parse(valid)).toEqual(valid);
  });

  it('reads a config without the remote-view fields as no code origins and no footer view', () => {
    const { remoteViewOrigins: _origins, footerRemoteView: _footer, ...older } = valid;
    expect(siteConfigSchema.parse(older)).toMatchObject({ remoteViewOrigins: [], footerRemoteView: null });
    expect(siteConfigSchema.safeParse({ ...valid, remoteViewOrigins: ['javascript:x'] }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...valid, remoteViewOrigins: ["'unsafe-inline'"] }).success).toBe(
      false,
    );
  });

  it('MISC-004 rejects a config missing a listed field', () => {
    for (const field of [
      'couponTypesWithMinAmount',
      'show_one_click',
      'ref_id',
      'taskCounter',
      'currencyId',
    ] as const) {
      const { [field]: _omitted, ...rest } = valid;
      expect(siteConfigSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it('MISC-005 partnerCssBrandBook entries must be { css_prop, css_value } strings', () => {
    const bad = [
      [{ prop: '--x', value: '#fff' }],
      [{ css_prop: '--x' }],
      [{ css_prop: '', css_value: '#fff' }],
      [{ css_prop: '--x', css_value: 12 }],
      { css_prop: '--x', css_value: '#fff' },
    ];
    for (const partnerCssBrandBook of bad) {
      expect(
        siteConfigSchema.safeParse({ ...valid, partnerCssBrandBook }).success,
        JSON.stringify(partnerCssBrandBook),
      ).toBe(false);
    }
    expect(brandBookEntrySchema.safeParse({ css_prop: '--radius-md', css_value: '8px' }).success).toBe(true);
  });

  it('MISC-006 requires the analytics key', () => {
    const { analyticsKey: _key, ...rest } = valid;
    expect(siteConfigSchema.safeParse(rest).success).toBe(false);
  });

  it('I18N-004 every language carries its hidden flag', () => {
    const languages = [{ code: 'kk', name: 'Қазақша' }];
    expect(siteConfigSchema.safeParse({ ...valid, languages }).success).toBe(false);
  });

  it('rejects a bad lang in the answer', () => {
    expect(siteConfigSchema.safeParse({ ...valid, lang: 'EN' }).success).toBe(false);
    expect(siteConfigSchema.safeParse({ ...valid, languages: [] }).success).toBe(false);
  });
});

describe('siteConfigQuerySchema', () => {
  it('API-019 takes an optional two-letter lang', () => {
    expect(siteConfigQuerySchema.parse({ lang: 'ru' })).toEqual({ lang: 'ru' });
    expect(siteConfigQuerySchema.parse({})).toEqual({});
  });

  it.each(['RU', 'eng', 'e', '', 'en-GB', 'r1'])('rejects the malformed lang %j', (lang) => {
    const result = siteConfigQuerySchema.safeParse({ lang });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('a language code is two lowercase letters');
  });

  it('rejects a lang given twice', () => {
    expect(siteConfigQuerySchema.safeParse({ lang: ['en', 'ru'] }).success).toBe(false);
  });

  it('languageCodeSchema is exactly two lowercase ASCII letters', () => {
    expect(languageCodeSchema.safeParse('uk').success).toBe(true);
    expect(languageCodeSchema.safeParse('ük').success).toBe(false);
  });
});

describe('other wire shapes', () => {
  it('apiErrorSchema and healthResponseSchema', () => {
    expect(
      apiErrorSchema.safeParse({ statusCode: 400, error: 'Bad Request', message: 'query.lang: ...' }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ statusCode: '400', error: 'x', message: 'y' }).success).toBe(false);
    expect(healthResponseSchema.safeParse({ status: 'ok', db: 'ok' }).success).toBe(true);
    expect(healthResponseSchema.safeParse({ status: 'fine', db: 'ok' }).success).toBe(false);
  });

  it('errorAnswerSchema keeps the extra fields of a refusal and needs the uniform ones', () => {
    const refusal = {
      statusCode: 403,
      error: 'Forbidden',
      message: 'the deposit limit allows 40.00 EUR more',
      code: 'deposit_limit',
      stillAllowed: 4000,
    };
    expect(errorAnswerSchema.parse(refusal)).toEqual(refusal);
    expect(errorAnswerSchema.safeParse({ statusCode: 400, error: 'Bad Request' }).success).toBe(false);
    expect(errorAnswerSchema.safeParse({ ...refusal, code: 7 }).success).toBe(false);
  });
});
