import { describe, expect, it } from 'vitest';
import {
  BLOCK_REASON_PAGES,
  blockRequestSchema,
  blockResponseSchema,
  collectorEventSchema,
  collectorRequestSchema,
  configGroupsQuerySchema,
  demoSwitchRequestSchema,
  redirectLightRequestSchema,
} from './site';
import { collectorPath } from './paths';

describe('config groups query', () => {
  it('API-020 groups is a comma list of known group names, lang optional', () => {
    expect(configGroupsQuerySchema.parse({ groups: 'site,features', lang: 'ru' })).toEqual({
      groups: ['site', 'features'],
      lang: 'ru',
    });
    expect(configGroupsQuerySchema.parse({ groups: 'routing' }).groups).toEqual(['routing']);
  });

  it.each([[''], ['site,,features'], ['nope'], ['site,site'], [`${'site,'.repeat(60)}site`]])(
    'rejects the groups %j',
    (groups) => {
      expect(configGroupsQuerySchema.safeParse({ groups }).success).toBe(false);
    },
  );
});

describe('site paths', () => {
  it.each(['/en', '/en/rules?x=1', '/'])('accepts the site path %s', (url) => {
    expect(redirectLightRequestSchema.safeParse({ url }).success).toBe(true);
  });
  it.each(['', 'en/rules', '//evil.example/x', 'https://evil.example/', '/a b', '/a\\b'])(
    'refuses %j (not a site path)',
    (url) => {
      expect(redirectLightRequestSchema.safeParse({ url }).success).toBe(false);
    },
  );
});

describe('blocks', () => {
  it('GUARD-012 every block reason of the seed maps to its page', () => {
    expect(BLOCK_REASON_PAGES).toEqual({
      1: 'block',
      2: 'block',
      3: 'block',
      4: 'site-updates',
      5: 'block',
      8: 'coming-soon',
      13: 'block-ua',
      14: 'block',
      16: 'suspension',
      17: 'block-ie',
    });
  });
  it('API-023 the block request carries auth and url; the answer displayTypeId and templateTypeId', () => {
    expect(blockRequestSchema.safeParse({ auth: false, url: '/en' }).success).toBe(true);
    expect(blockRequestSchema.safeParse({ url: '/en' }).success).toBe(false);
    expect(blockResponseSchema.safeParse({ data: { displayTypeId: 13, templateTypeId: 1 } }).success).toBe(
      true,
    );
    expect(blockResponseSchema.safeParse({ data: { displayTypeId: 6, templateTypeId: 1 } }).success).toBe(
      false,
    );
  });
});

describe('reporting collector', () => {
  it('API-059 the path carries the key and the source id', () => {
    expect(collectorPath('demo key', 55)).toBe('/collector-api/v1/demo%20key/55');
  });
  it('API-060 events carry a numeric id and the fields s1..s3, i1..i3, f1, f2, nothing else', () => {
    const event = { id: 1000, s1: 'a', s2: 'b', s3: 'c', i1: 1, i2: 2, i3: 3, f1: 1.5, f2: -2.25 };
    expect(collectorEventSchema.parse(event)).toEqual(event);
    expect(collectorEventSchema.safeParse({ id: '1000' }).success).toBe(false);
    expect(collectorEventSchema.safeParse({ id: 1, s4: 'x' }).success).toBe(false);
    expect(collectorEventSchema.safeParse({ id: 1, i1: 1.5 }).success).toBe(false);
    expect(collectorRequestSchema.safeParse({ events: [] }).success).toBe(false);
  });
});

describe('demo switches', () => {
  it('accepts each switch and refuses an unknown block reason', () => {
    expect(demoSwitchRequestSchema.safeParse({ switch: 'maintenance', state: 'on' }).success).toBe(true);
    expect(demoSwitchRequestSchema.safeParse({ switch: 'block', reason: 13 }).success).toBe(true);
    expect(demoSwitchRequestSchema.safeParse({ switch: 'block', reason: null }).success).toBe(true);
    expect(demoSwitchRequestSchema.safeParse({ switch: 'block', reason: 7 }).success).toBe(false);
    expect(demoSwitchRequestSchema.safeParse({ switch: 'terms', on: true }).success).toBe(true);
    expect(demoSwitchRequestSchema.safeParse({ switch: 'ban' }).success).toBe(false);
  });
});
