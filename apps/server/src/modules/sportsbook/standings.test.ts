import { describe, expect, it } from 'vitest';
import { initialState, type Game } from '../feed/engine';
import type { TeamInfo } from '../feed/queries';
import { formOf, standingsOf } from './standings';

const team = (id: number, nameEng: string): TeamInfo => ({
  id,
  sportId: 1,
  champId: 7,
  nameEng,
  countryEng: 'England',
});
const TEAMS = [team(1, 'Ashford'), team(2, 'Bexley'), team(3, 'Croydon'), team(4, 'Dartford')];

let nextId = 100;
function played(home: number, away: number, score: [number, number], startAt: number): Game {
  const side = (id: number) => ({ id, nameEng: `team ${id}`, rating: 1 });
  return {
    id: nextId++,
    sportId: 1,
    champId: 7,
    baseSportId: 1,
    startAt,
    home: side(home),
    away: side(away),
    candidates: [],
    nameEng: `${home} - ${away}`,
    top: false,
    state: {
      ...initialState(),
      status: 'finished',
      score,
      winner: score[0] > score[1] ? 0 : score[1] > score[0] ? 1 : null,
    },
    markets: [],
  };
}

describe('a championship table', () => {
  it('counts 3 for a win and 1 for a draw, orders by points, difference, scored and name, and lists every team', () => {
    const rows = standingsOf(TEAMS, [
      played(1, 2, [2, 0], 1_000),
      played(3, 4, [1, 1], 1_000),
      played(2, 3, [0, 3], 2_000),
      played(4, 1, [2, 2], 2_000),
    ]);
    expect(
      rows.map((r) => [
        r.position,
        r.nameEng,
        r.played,
        r.won,
        r.drawn,
        r.lost,
        r.scored,
        r.conceded,
        r.points,
      ]),
    ).toEqual([
      [1, 'Croydon', 2, 1, 1, 0, 4, 1, 4],
      [2, 'Ashford', 2, 1, 1, 0, 4, 2, 4],
      [3, 'Dartford', 2, 0, 2, 0, 3, 3, 2],
      [4, 'Bexley', 2, 0, 0, 2, 0, 5, 0],
    ]);
  });

  it('builds the form latest first, five results at most, whatever order the games come in', () => {
    const games = [1, 2, 3, 4, 5, 6].map((day) => played(1, 2, day % 2 ? [1, 0] : [0, 0], day * 1_000));
    const shuffled = [2, 5, 0, 4, 1, 3].map((i) => games[i]!);
    const [first] = standingsOf(TEAMS.slice(0, 2), shuffled);
    expect(first?.form).toEqual(['D', 'W', 'D', 'W', 'D']);
    expect(first?.played).toBe(6);
  });

  it("a team's own form is its table row's form: latest first, from its side, five at most", () => {
    const games = [1, 2, 3, 4, 5, 6].map((day) =>
      day % 2 ? played(1, 2, [2, 1], day * 1_000) : played(2, 1, [0, 3], day * 1_000),
    );
    const shuffled = [3, 0, 5, 2, 4, 1].map((i) => games[i]!);
    const rows = standingsOf(TEAMS.slice(0, 2), shuffled);
    for (const id of [1, 2]) expect(formOf(id, shuffled)).toEqual(rows.find((r) => r.teamId === id)?.form);
    expect(formOf(1, shuffled)).toEqual(['W', 'W', 'W', 'W', 'W']);
    expect(formOf(3, shuffled)).toEqual([]);
  });

  it('leaves out games against a team of another championship, outrights and games without a result', () => {
    const outright: Game = { ...played(1, 2, [0, 0], 1), home: null, away: null };
    const open: Game = {
      ...played(1, 2, [5, 0], 1),
      state: { ...initialState(), status: 'live', score: [5, 0] },
    };
    const rows = standingsOf(TEAMS, [played(1, 99, [3, 0], 1), outright, open]);
    expect(rows.every((r) => r.played === 0 && r.points === 0 && r.form.length === 0)).toBe(true);
    // With nothing played, the table is in name order.
    expect(rows.map((r) => r.nameEng)).toEqual(['Ashford', 'Bexley', 'Croydon', 'Dartford']);
  });
});
