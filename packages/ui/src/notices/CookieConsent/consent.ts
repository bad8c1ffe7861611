/** The consent types of the seed (CONSENT-003): all, only functionality, only marketing, disable. */
export type CookiesAgreeType = 'ALL' | 'FUNCTIONALITY' | 'MARKETING' | 'DISABLE';

/** A cookie option of the customize view (CONSENT-001). */
export interface CookieOption {
  /** Translated name. */
  name: string;
  /** Translated description. */
  description: string;
  checked: boolean;
  /** A disabled option cannot be changed (the necessary cookies). */
  disabled: boolean;
  cookiesType: CookiesAgreeType;
}

/**
 * The consent type a customization resolves to: every option checked is ALL (CONSENT-013); otherwise the
 * first checked option that is not disabled (CONSENT-014); nothing checked is DISABLE (CONSENT-015).
 * A pure rule: it belongs in @betline/core with the other consent rules when core has them.
 */
export function resolveCustomConsent(options: readonly CookieOption[]): CookiesAgreeType {
  if (options.length > 0 && options.every((o) => o.checked)) return 'ALL';
  const first = options.find((o) => o.checked && !o.disabled);
  return first ? first.cookiesType : 'DISABLE';
}
