/**
 * The addresses of the pages whose path carries names: the sportsbook's boards and game pages (routes `betting`
 * and `betting-game`) and the casino's game pages (`{slots|casino|live-casino}/game/{gameId}/{gameName}`). The
 * web app links to them and the server lists them in its sitemap: one function each, so the two never differ.
 */

/** A URL segment for a name: lower case, Latin letters and digits joined by '-', at most 60 characters. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** A board, a sport, a championship or a game of the sportsbook. */
export interface BettingTarget {
  /** `line` or `live`. */
  section: string;
  /** The menu section of the sport (`sport`, `esports`, `virtual`, `longterm`); default `sport`. */
  kind?: string | undefined;
  sport?: { id: number; name: string } | undefined;
  champ?: { id: number; name: string } | undefined;
  gameId?: number | undefined;
}

/**
 * `/{lng}/{section}/{kind}/{sportId}-{slug}/{champId}-{slug}/{gameId}`, as deep as the target goes. Ids lead
 * each segment, so a renamed team or championship never breaks a saved link; the words after the id are for
 * people and search engines.
 */
export function bettingPath(lng: string, target: BettingTarget): string {
  const parts = [lng, target.section];
  if (target.sport) {
    parts.push(target.kind ?? 'sport', `${target.sport.id}-${slugify(target.sport.name)}`);
    if (target.champ) {
      parts.push(`${target.champ.id}-${slugify(target.champ.name)}`);
      if (target.gameId !== undefined) parts.push(String(target.gameId));
    }
  }
  return `/${parts.join('/')}`;
}

/** A casino game as its page's address needs it. */
export interface CasinoGameLink {
  id: number;
  slug: string;
  sections: readonly string[];
}

/**
 * The game page (CASINO-004): slots under `slots`, live tables under `live-casino`, every other game under
 * `casino`.
 */
export function casinoGamePath(lng: string, game: CasinoGameLink): string {
  const base = game.sections.includes('slots')
    ? 'slots'
    : game.sections.includes('live-casino')
      ? 'live-casino'
      : 'casino';
  return `/${lng}/${base}/game/${game.id}/${game.slug}`;
}
