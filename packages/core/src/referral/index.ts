/**
 * Referral query parameters become cookies (SPEC §3, §5, §9; DECISIONS 12). The table we implement:
 *
 * | query parameters                         | cookies set                                                      | lifetime |
 * |------------------------------------------|------------------------------------------------------------------|----------|
 * | `ref`                                    | `refererid` = ref; `referral_values` {type: ref}                  | 60 days  |
 * | `bf` (bring-a-friend id)                 | `referral_values` {type: bf, val: id}                             | 1 day    |
 * | `btag` / `qtag`                          | `reflinkid` = tag; `referral_values` {type, val, additional: bwpromocode} | 60 days |
 * | `tag` alone (no affid)                   | `reflinkid` = tag                                                 | 1 hour   |
 * | any tag with `affid`                     | `ref_partner_id` = affid (and the tag's reflinkid for 60 days)    | 60 days  |
 * | `click_id` + `utm_source` + `aip` (all)  | `ref_partner_id` = aip; `referral_values` {type: click_id, val, additional: utm_source} | 30 days |
 * | `pb`                                     | `postback_watcher` = pb                                           | 30 days  |
 * | any referral parameter without `pb`      | `postback_watcher` = "0" (drops an older watcher)                  | 4 s      |
 * | `subid`                                  | `subid` = subid                                                   | 60 days  |
 *
 * Values are trimmed and must be 1..128 characters of letters, digits and `-_.:~`; others are ignored.
 */

export const DAY_S = 86_400;
export const REFERRAL_LIFETIME_S = Object.freeze({
  refererid: 60 * DAY_S,
  bf: DAY_S,
  reflinkid: 60 * DAY_S,
  reflinkidPlainTag: 3_600,
  refPartnerClick: 30 * DAY_S,
  refPartnerAffid: 60 * DAY_S,
  postbackWatcher: 30 * DAY_S,
  postbackWatcherClear: 4,
  subid: 60 * DAY_S,
});

export interface ReferralCookie {
  readonly name:
    'refererid' | 'referral_values' | 'ref_partner_id' | 'reflinkid' | 'postback_watcher' | 'subid';
  readonly value: string;
  readonly maxAgeSeconds: number;
}

/** The `referral_values` cookie's content (SPEC §3: type, val, additional). */
export interface ReferralValues {
  readonly type: string;
  readonly val: string;
  readonly additional?: string;
}

const SAFE = /^[A-Za-z0-9\-_.:~]{1,128}$/;

type Query = URLSearchParams | Readonly<Record<string, string | readonly string[] | null | undefined>>;

function read(query: Query, name: string): string | undefined {
  const raw =
    query instanceof URLSearchParams
      ? query.get(name)
      : ((v) => (Array.isArray(v) ? v[0] : v))(query[name] as string | readonly string[] | null | undefined);
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  return SAFE.test(value) ? value : undefined;
}

const values = (v: ReferralValues) => JSON.stringify(v);

/** The referral cookies a page's query sets, in the order to set them (a later one of a name wins). */
export function referralCookiesFromQuery(query: Query): ReferralCookie[] {
  const out: ReferralCookie[] = [];
  const set = (name: ReferralCookie['name'], value: string, maxAgeSeconds: number) =>
    out.push({ name, value, maxAgeSeconds });

  const ref = read(query, 'ref');
  if (ref) {
    set('refererid', ref, REFERRAL_LIFETIME_S.refererid);
    set('referral_values', values({ type: 'ref', val: ref }), REFERRAL_LIFETIME_S.refererid);
  }

  const bf = read(query, 'bf');
  if (bf) set('referral_values', values({ type: 'bf', val: bf }), REFERRAL_LIFETIME_S.bf);

  const affid = read(query, 'affid');
  const promo = read(query, 'bwpromocode');
  for (const tagName of ['btag', 'qtag', 'tag'] as const) {
    const tag = read(query, tagName);
    if (!tag) continue;
    const plain = tagName === 'tag' && !affid;
    const life = plain ? REFERRAL_LIFETIME_S.reflinkidPlainTag : REFERRAL_LIFETIME_S.reflinkid;
    set('reflinkid', tag, life);
    set(
      'referral_values',
      values({ type: tagName, val: tag, ...(promo ? { additional: promo } : {}) }),
      life,
    );
    if (affid) set('ref_partner_id', affid, REFERRAL_LIFETIME_S.refPartnerAffid);
    break;
  }

  const clickId = read(query, 'click_id');
  const utmSource = read(query, 'utm_source');
  const aip = read(query, 'aip');
  if (clickId && utmSource && aip) {
    set('ref_partner_id', aip, REFERRAL_LIFETIME_S.refPartnerClick);
    set(
      'referral_values',
      values({ type: 'click_id', val: clickId, additional: utmSource }),
      REFERRAL_LIFETIME_S.refPartnerClick,
    );
  }

  const subid = read(query, 'subid');
  if (subid) set('subid', subid, REFERRAL_LIFETIME_S.subid);

  const pb = read(query, 'pb');
  if (pb) set('postback_watcher', pb, REFERRAL_LIFETIME_S.postbackWatcher);
  else if (out.length > 0) set('postback_watcher', '0', REFERRAL_LIFETIME_S.postbackWatcherClear);

  return out;
}

/** Reads a `referral_values` cookie back; undefined when it is not ours. */
export function parseReferralValues(cookie: string | undefined | null): ReferralValues | undefined {
  if (!cookie) return undefined;
  try {
    const v = JSON.parse(cookie) as unknown;
    if (typeof v !== 'object' || v === null) return undefined;
    const { type, val, additional } = v as Record<string, unknown>;
    if (typeof type !== 'string' || typeof val !== 'string') return undefined;
    return typeof additional === 'string' ? { type, val, additional } : { type, val };
  } catch {
    return undefined;
  }
}
