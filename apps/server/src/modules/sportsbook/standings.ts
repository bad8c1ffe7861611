import type { FormResult, StandingRow } from '@betline/contracts';
import type { Game } from '../feed/engine';
import type { TeamInfo } from '../feed/queries';

/** Points of a result in every table of the book (sports without draws rank by wins all the same). */
const POINTS: Readonly<Record<FormResult, number>> = { W: 3, D: 1, L: 0 };
/** How many of a team's latest results its form shows. */
export const FORM_LENGTH = 5;

interface Tally {
  teamId: number;
  nameEng: string;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  form: FormResult[];
}

/**
 * A championship's table from its finished games. Every team of the championship has a row (played 0 before
 * its first game); a game between teams of another championship, an outright, or a game without a result is
 * not counted. `finished` may come in any order: the form is built latest first.
 */
export function standingsOf(teams: readonly TeamInfo[], finished: readonly Game[]): StandingRow[] {
  const tallies = new Map<number, Tally>(
    teams.map((team) => [
      team.id,
      { teamId: team.id, nameEng: team.nameEng, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0, form: [] },
    ]),
  );
  const latestFirst = [...finished].sort((a, b) => b.startAt - a.startAt || a.id - b.id);
  for (const game of latestFirst) {
    if (game.state.status !== 'finished' || !game.home || !game.away) continue;
    const home = tallies.get(game.home.id);
    const away = tallies.get(game.away.id);
    if (!home || !away) continue;
    const [homeScore, awayScore] = game.state.score;
    const winner = game.state.winner;
    record(home, homeScore, awayScore, winner === null ? 'D' : winner === 0 ? 'W' : 'L');
    record(away, awayScore, homeScore, winner === null ? 'D' : winner === 1 ? 'W' : 'L');
  }
  return [...tallies.values()]
    .map((t) => ({ ...t, played: t.won + t.drawn + t.lost, points: pointsOf(t) }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scored - b.conceded - (a.scored - a.conceded) ||
        b.scored - a.scored ||
        a.nameEng.localeCompare(b.nameEng, 'en'),
    )
    .map((row, index) => ({
      position: index + 1,
      teamId: row.teamId,
      nameEng: row.nameEng,
      played: row.played,
      won: row.won,
      drawn: row.drawn,
      lost: row.lost,
      scored: row.scored,
      conceded: row.conceded,
      points: row.points,
      form: row.form,
    }));
}

/** A team's latest results (at most FORM_LENGTH), latest first, from its finished games in any order. */
export function formOf(teamId: number, finished: readonly Game[]): FormResult[] {
  return [...finished]
    .sort((a, b) => b.startAt - a.startAt || a.id - b.id)
    .flatMap((game): FormResult[] => {
      if (game.state.status !== 'finished' || !game.home || !game.away) return [];
      const side = game.home.id === teamId ? 0 : game.away.id === teamId ? 1 : null;
      if (side === null) return [];
      const winner = game.state.winner;
      return [winner === null ? 'D' : winner === side ? 'W' : 'L'];
    })
    .slice(0, FORM_LENGTH);
}

function record(tally: Tally, scored: number, conceded: number, result: FormResult): void {
  if (result === 'W') tally.won += 1;
  else if (result === 'D') tally.drawn += 1;
  else tally.lost += 1;
  tally.scored += scored;
  tally.conceded += conceded;
  if (tally.form.length < FORM_LENGTH) tally.form.push(result);
}

function pointsOf(t: Pick<Tally, 'won' | 'drawn' | 'lost'>): number {
  return t.won * POINTS.W + t.drawn * POINTS.D + t.lost * POINTS.L;
}
