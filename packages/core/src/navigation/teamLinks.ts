import { slugify } from './links';

/**
 * The addresses of the sportsbook's statistics pages: a team and a championship's table. Their own module, so
 * that a bundle links them only where a page shows them.
 */

/** A named thing of the feed (a team, a sport, a championship): its id leads its path segment. */
export interface NamedId {
  id: number;
  name: string;
}

/** A team's page (ROUTE-014, `team/line/{team}`): its next games, its results and its form. */
export function teamPath(lng: string, team: NamedId): string {
  return `/${lng}/team/line/${team.id}-${slugify(team.name)}`;
}

/** A championship's table with its next games and results (ROUTE-011, `team/{section}/{sport}/{champ}`). */
export function champTablePath(lng: string, sport: NamedId, champ: NamedId): string {
  return `/${lng}/team/line/${sport.id}-${slugify(sport.name)}/${champ.id}-${slugify(champ.name)}`;
}
