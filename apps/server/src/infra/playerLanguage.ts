/**
 * The languages the server writes to players in (e-mails, SMS, refusals and notices shown as they come) and
 * how a text's language is chosen: the player's own language when known, else the request's (`X-Language`,
 * then `Accept-Language`), else English. Templates name their values in braces: `{code}`, `{url}`.
 */
import type { FastifyRequest } from 'fastify';

export const PLAYER_LANGUAGES = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk'] as const;
export type PlayerLanguage = (typeof PLAYER_LANGUAGES)[number];

/** The visitor's languages from an Accept-Language header, most preferred first, as two-letter codes. */
export function preferredLanguages(acceptLanguage: string | undefined): string[] {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && /^[a-z]{2}$/.test(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(ranked.map((entry) => entry.lang))];
}

/** One text per language: every language is required (infra/playerTexts.test.ts checks they agree). */
export type InSeven<T> = Readonly<Record<PlayerLanguage, T>>;

/** The player language `code` names (`pt-BR` is `pt`), or English for none or another. */
export function playerLanguage(code: string | null | undefined): PlayerLanguage {
  const two = code?.trim().slice(0, 2).toLowerCase();
  return PLAYER_LANGUAGES.find((lng) => lng === two) ?? 'en';
}

/** The language a request asks for: its `X-Language` header, else its Accept-Language, else English. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): PlayerLanguage {
  const header = request.headers['x-language'];
  if (typeof header === 'string' && header.trim() !== '') return playerLanguage(header);
  const accepted = preferredLanguages(request.headers['accept-language']);
  return playerLanguage(accepted.find((lng) => (PLAYER_LANGUAGES as readonly string[]).includes(lng)));
}

/** The placeholders of a template, sorted: `{code}` and `{url}` give ['code', 'url']. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();
}

/** Fills a template's placeholders; a placeholder without a value is an error of the caller. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return String(value);
  });
}
