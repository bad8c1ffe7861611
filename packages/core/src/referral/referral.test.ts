import { describe, expect, it } from 'vitest';
import { parseReferralValues, referralCookiesFromQuery, type ReferralCookie } from '../index';

const cookies = (q: string) => referralCookiesFromQuery(new URLSearchParams(q));
const last = (list: ReferralCookie[], name: ReferralCookie['name']) =>
  list.filter((c) => c.name === name).at(-1);

describe('referral cookies', () => {
  it('REF-002 REF-008 ref becomes refererid for 60 days (5184000 s)', () => {
    const list = cookies('ref=abc123');
    expect(last(list, 'refererid')).toEqual({ name: 'refererid', value: 'abc123', maxAgeSeconds: 5_184_000 });
    expect(parseReferralValues(last(list, 'referral_values')?.value)).toEqual({ type: 'ref', val: 'abc123' });
  });

  it('REF-003 REF-009 bf becomes the bring-a-friend id for 1 day', () => {
    const c = last(cookies('bf=777'), 'referral_values');
    expect(c?.maxAgeSeconds).toBe(86_400);
    expect(parseReferralValues(c?.value)).toEqual({ type: 'bf', val: '777' });
  });

  it('REF-004 REF-010 btag/qtag become reflinkid for 60 days, a plain tag for 1 hour, with bwpromocode kept', () => {
    expect(last(cookies('btag=b1'), 'reflinkid')).toMatchObject({ value: 'b1', maxAgeSeconds: 5_184_000 });
    expect(last(cookies('qtag=q1'), 'reflinkid')).toMatchObject({ value: 'q1', maxAgeSeconds: 5_184_000 });
    expect(last(cookies('tag=t1'), 'reflinkid')).toMatchObject({ value: 't1', maxAgeSeconds: 3_600 });
    const withPromo = last(cookies('btag=b1&bwpromocode=WELCOME'), 'referral_values');
    expect(parseReferralValues(withPromo?.value)).toEqual({ type: 'btag', val: 'b1', additional: 'WELCOME' });
  });

  it('REF-012 a tag with affid sets ref_partner_id for 60 days (and the tag is no longer "plain")', () => {
    const list = cookies('tag=t1&affid=aff9');
    expect(last(list, 'ref_partner_id')).toMatchObject({ value: 'aff9', maxAgeSeconds: 5_184_000 });
    expect(last(list, 'reflinkid')?.maxAgeSeconds).toBe(5_184_000);
  });

  it('REF-005 REF-011 click_id + utm_source + aip set ref_partner_id for 30 days (2592000 s); all three are needed', () => {
    const list = cookies('click_id=c1&utm_source=net&aip=p42');
    expect(last(list, 'ref_partner_id')).toEqual({
      name: 'ref_partner_id',
      value: 'p42',
      maxAgeSeconds: 2_592_000,
    });
    expect(parseReferralValues(last(list, 'referral_values')?.value)).toEqual({
      type: 'click_id',
      val: 'c1',
      additional: 'net',
    });
    expect(cookies('click_id=c1&utm_source=net')).toEqual([]);
  });

  it('REF-006 REF-013 pb sets the postback watcher for 30 days; other referrals without pb drop it in 4 s', () => {
    expect(last(cookies('pb=pp'), 'postback_watcher')).toMatchObject({
      value: 'pp',
      maxAgeSeconds: 2_592_000,
    });
    expect(last(cookies('ref=abc'), 'postback_watcher')).toMatchObject({ value: '0', maxAgeSeconds: 4 });
  });

  it('REF-007 REF-014 subid becomes a cookie for 60 days', () => {
    expect(last(cookies('subid=s-1'), 'subid')).toEqual({
      name: 'subid',
      value: 's-1',
      maxAgeSeconds: 5_184_000,
    });
  });

  it('REF-001 only the seed cookie names are ever set; unsafe or empty values and unrelated queries set nothing', () => {
    const all = cookies('ref=a&bf=b&btag=c&affid=d&click_id=e&utm_source=f&aip=g&pb=h&subid=i');
    const names = new Set(all.map((c) => c.name));
    for (const n of names) {
      expect([
        'refererid',
        'referral_values',
        'ref_partner_id',
        'reflinkid',
        'postback_watcher',
        'subid',
      ]).toContain(n);
    }
    expect(cookies('ref=%3Cscript%3E')).toEqual([]);
    expect(cookies('ref=')).toEqual([]);
    expect(cookies(`ref=${'a'.repeat(200)}`)).toEqual([]);
    expect(cookies('q=football')).toEqual([]);
    expect(referralCookiesFromQuery({ ref: ['x1', 'x2'] })[0]?.value).toBe('x1');
  });

  it('a referral_values cookie that is not ours reads as undefined', () => {
    expect(parseReferralValues('not json')).toBeUndefined();
    expect(parseReferralValues('{"type":1}')).toBeUndefined();
    expect(parseReferralValues(undefined)).toBeUndefined();
  });
});
