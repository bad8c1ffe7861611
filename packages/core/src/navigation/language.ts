/**
 * Language part of navigation (SPEC §2, DECISIONS 2): every path starts with a two-letter language segment;
 * a missing or unavailable language is replaced by the detected browser language when the site offers it,
 * else by English. Pure functions: the app passes in the site's languages, the detected languages and
 * whether the player is signed in.
 */

/** The routing fallback when neither the path nor the browser gives an available language (I18N-003). */
export const FALLBACK_LANGUAGE = 'en';

/**
 * Default of the stored language preference before anything was detected or chosen (SPEC §3, I18N-005).
 * It is not a routing fallback (DECISIONS 2).
 */
export const DEFAULT_STORED_LANGUAGE = 'ru';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/** A language of the site as far as navigation cares (a subset of the site config's `languages`). */
export interface LanguageOption {
  code: string;
  hidden: boolean;
}

/** ROUTE-001: a language segment is exactly two lowercase letters. */
export function isLanguageSegment(segment: string | undefined): segment is string {
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment);
}

/**
 * The language codes a visitor may use: every visible language, plus hidden ones for signed-in players only
 * (I18N-004). Order is kept, duplicates are dropped.
 */
export function availableLanguages(languages: readonly LanguageOption[], isSignedIn: boolean): string[] {
  const codes: string[] = [];
  for (const language of languages) {
    if (!isLanguageSegment(language.code)) continue;
    if (language.hidden && !isSignedIn) continue;
    if (!codes.includes(language.code)) codes.push(language.code);
  }
  return codes;
}

/**
 * Turns a browser language tag into a candidate language segment: `en-US` -> `en`, `PT_br` -> `pt`.
 * Returns undefined for anything that does not start with two letters.
 */
export function normaliseLanguageTag(tag: string): string | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageSegment(primary) ? primary : undefined;
}

export interface PickLanguageInput {
  /** The language asked for (the path's segment), if any. */
  requested?: string | undefined;
  /** The site's languages (site config `languages`). */
  languages: readonly LanguageOption[];
  isSignedIn: boolean;
  /** Browser languages in order of preference (`navigator.languages`), any tag form. */
  detected: readonly string[];
}

/**
 * The language to use: the requested one when available (I18N-001), else the first detected language that is
 * available (I18N-002), else English (I18N-003). When the site does not offer English, its first available
 * language stands in, so the answer is always a language the site serves (no redirect loop).
 */
export function pickLanguage({ requested, languages, isSignedIn, detected }: PickLanguageInput): string {
  const available = availableLanguages(languages, isSignedIn);
  if (requested !== undefined && available.includes(requested)) return requested;
  for (const tag of detected) {
    const candidate = normaliseLanguageTag(tag);
    if (candidate !== undefined && available.includes(candidate)) return candidate;
  }
  if (available.includes(FALLBACK_LANGUAGE) || available.length === 0) return FALLBACK_LANGUAGE;
  return available[0] ?? FALLBACK_LANGUAGE;
}

export interface ResolveLanguagePathInput {
  pathname: string;
  /** The query string, with or without its leading `?` (kept as it is). */
  search?: string;
  /** The fragment, with or without its leading `#` (kept as it is). */
  hash?: string;
  languages: readonly LanguageOption[];
  isSignedIn: boolean;
  detected: readonly string[];
}

export type LanguagePathDecision =
  { kind: 'ok'; lng: string } | { kind: 'redirect'; to: string; lng: string };

/** Splits a pathname into its non-empty segments (`//a///b/` -> `['a', 'b']`). */
function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function withPrefix(char: '?' | '#', value: string | undefined): string {
  if (value === undefined || value === '' || value === char) return '';
  return value.startsWith(char) ? value : `${char}${value}`;
}

/**
 * Decides whether a path may be rendered as it is or must be redirected to a language-prefixed path
 * (ROUTE-001, ROUTE-002, I18N-002..004).
 * - `/en/...` with `en` available: ok.
 * - `/xx/...` where `xx` looks like a language but is not available (or hidden for a guest): the segment is
 *   replaced by the picked language.
 * - any other path (`/`, `/live/football`): the picked language is put in front; the rest of the path, the
 *   query and the fragment are kept.
 */
export function resolveLanguagePath(input: ResolveLanguagePathInput): LanguagePathDecision {
  const segments = segmentsOf(input.pathname);
  const first = segments[0];
  const available = availableLanguages(input.languages, input.isSignedIn);
  if (isLanguageSegment(first) && available.includes(first)) return { kind: 'ok', lng: first };

  const lng = pickLanguage({
    requested: undefined,
    languages: input.languages,
    isSignedIn: input.isSignedIn,
    detected: input.detected,
  });
  const rest = isLanguageSegment(first) ? segments.slice(1) : segments;
  const trailingSlash = rest.length > 0 && input.pathname.endsWith('/') ? '/' : '';
  const path = ['', lng, ...rest].join('/') + trailingSlash;
  return {
    kind: 'redirect',
    lng,
    to: `${path}${withPrefix('?', input.search)}${withPrefix('#', input.hash)}`,
  };
}

/**
 * The same location under another language: `/en/live/football?x=1` -> `/ru/live/football?x=1`.
 * A path without a language segment gets the new one in front.
 */
export function switchLanguagePath(pathname: string, lng: string, search = '', hash = ''): string {
  const segments = segmentsOf(pathname);
  const rest = isLanguageSegment(segments[0]) ? segments.slice(1) : segments;
  const trailingSlash = rest.length > 0 && pathname.endsWith('/') ? '/' : '';
  return `${['', lng, ...rest].join('/')}${trailingSlash}${withPrefix('?', search)}${withPrefix('#', hash)}`;
}
