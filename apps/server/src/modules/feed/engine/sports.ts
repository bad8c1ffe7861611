/**
 * The sports of the feed and how each is played: its periods, how it scores, and how many championships,
 * teams and games the catalogue gives it.
 */

/** Long-term bets (outrights): the seed's extra sport id (SPEC §9, SEO-005). */
export const LONG_TERM_SPORT_ID = 2999;

/** Goals scored at a steady rate (football, ice hockey, virtual football); a draw is a result. */
export interface GoalsModel {
  kind: 'goals';
  /** Goals an average team scores in a full game. */
  goalsPerTeam: number;
  /** Totals lines offered (the first is the main one). */
  totals: readonly number[];
}

/** Many points per game (basketball, cricket); ties go to an extra period. */
export interface PointsModel {
  kind: 'points';
  pointsPerTeam: number;
  /** Variance of a team's points per point expected (a normal approximation). */
  dispersion: number;
  /** Points of one scoring event, drawn uniformly. */
  scoringEvents: readonly number[];
  /** Only one side scores in a period: period 1 the home side, period 2 the away side (cricket innings). */
  alternating: boolean;
  /** Length of an extra period played while the score is level. */
  extraPeriodSec: number;
}

/** Sets (or maps) won by a race to a number of points (tennis games, volleyball points, CS2 rounds). */
export interface SetsModel {
  kind: 'sets';
  setsToWin: number;
  pointsToWinSet: number;
  /** 2: a set needs a two-point lead; 1: the first to the target wins. */
  winBy: 1 | 2;
  /** Mean seconds between two points. */
  secondsPerPoint: number;
}

export type ScoringModel = GoalsModel | PointsModel | SetsModel;

export type SportGroup = 'sport' | 'esports' | 'virtual';

export interface SportDef {
  id: number;
  nameEng: string;
  slug: string;
  group: SportGroup;
  model: ScoringModel;
  /** Timed sports: regular periods and their length; set sports: the most sets a game can have. */
  periods: number;
  periodSec: number;
  /** Countries (or regions) whose championships the catalogue generates. */
  countries: readonly string[];
  champsPerCountry: number;
  teamsPerChamp: number;
  /** Games a championship plays on a day (virtual sports: minutes between two games). */
  gamesPerDay: number;
  /** Individual sports have players, not teams. */
  individual: boolean;
}

const EUROPE = ['England', 'Spain', 'Germany', 'Italy', 'France'];

export const SPORTS: readonly SportDef[] = [
  {
    id: 1,
    nameEng: 'Football',
    slug: 'football',
    group: 'sport',
    model: { kind: 'goals', goalsPerTeam: 1.35, totals: [2.5, 1.5, 3.5, 4.5, 5.5] },
    periods: 2,
    periodSec: 45 * 60,
    countries: [...EUROPE, 'Brazil'],
    champsPerCountry: 2,
    teamsPerChamp: 12,
    gamesPerDay: 4,
    individual: false,
  },
  {
    id: 2,
    nameEng: 'Ice Hockey',
    slug: 'ice-hockey',
    group: 'sport',
    model: { kind: 'goals', goalsPerTeam: 2.8, totals: [5.5, 3.5, 4.5, 6.5, 7.5] },
    periods: 3,
    periodSec: 20 * 60,
    countries: ['Canada', 'Finland', 'Sweden', 'Czechia'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 4,
    individual: false,
  },
  {
    id: 3,
    nameEng: 'Basketball',
    slug: 'basketball',
    group: 'sport',
    model: {
      kind: 'points',
      pointsPerTeam: 82,
      dispersion: 0.9,
      scoringEvents: [2, 2, 2, 3, 1],
      alternating: false,
      extraPeriodSec: 5 * 60,
    },
    periods: 4,
    periodSec: 10 * 60,
    countries: ['USA', 'Spain', 'Lithuania', 'Turkey'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 4,
    individual: false,
  },
  {
    id: 4,
    nameEng: 'Tennis',
    slug: 'tennis',
    group: 'sport',
    model: { kind: 'sets', setsToWin: 2, pointsToWinSet: 6, winBy: 2, secondsPerPoint: 240 },
    periods: 3,
    periodSec: 0,
    countries: ['ATP', 'WTA', 'ITF'],
    champsPerCountry: 1,
    teamsPerChamp: 16,
    gamesPerDay: 8,
    individual: true,
  },
  {
    id: 6,
    nameEng: 'Volleyball',
    slug: 'volleyball',
    group: 'sport',
    model: { kind: 'sets', setsToWin: 3, pointsToWinSet: 25, winBy: 2, secondsPerPoint: 35 },
    periods: 5,
    periodSec: 0,
    countries: ['Italy', 'Poland', 'Brazil'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 4,
    individual: false,
  },
  {
    id: 10,
    nameEng: 'Table Tennis',
    slug: 'table-tennis',
    group: 'sport',
    model: { kind: 'sets', setsToWin: 3, pointsToWinSet: 11, winBy: 2, secondsPerPoint: 18 },
    periods: 5,
    periodSec: 0,
    countries: ['International', 'Czechia', 'Ukraine'],
    champsPerCountry: 1,
    teamsPerChamp: 12,
    gamesPerDay: 16,
    individual: true,
  },
  {
    id: 66,
    nameEng: 'Cricket',
    slug: 'cricket',
    group: 'sport',
    model: {
      kind: 'points',
      pointsPerTeam: 165,
      dispersion: 2.5,
      scoringEvents: [1, 1, 1, 2, 4, 6],
      alternating: true,
      extraPeriodSec: 5 * 60,
    },
    periods: 2,
    periodSec: 80 * 60,
    countries: ['India', 'Australia', 'England'],
    champsPerCountry: 1,
    teamsPerChamp: 8,
    gamesPerDay: 2,
    individual: false,
  },
  {
    id: 40,
    nameEng: 'CS2',
    slug: 'cs2',
    group: 'esports',
    model: { kind: 'sets', setsToWin: 2, pointsToWinSet: 13, winBy: 2, secondsPerPoint: 110 },
    periods: 3,
    periodSec: 0,
    countries: ['Europe', 'Americas', 'Asia'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 6,
    individual: false,
  },
  {
    id: 41,
    nameEng: 'Dota 2',
    slug: 'dota-2',
    group: 'esports',
    model: { kind: 'sets', setsToWin: 2, pointsToWinSet: 1, winBy: 1, secondsPerPoint: 38 * 60 },
    periods: 3,
    periodSec: 0,
    countries: ['Europe', 'China', 'Americas'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 5,
    individual: false,
  },
  {
    id: 42,
    nameEng: 'League of Legends',
    slug: 'league-of-legends',
    group: 'esports',
    model: { kind: 'sets', setsToWin: 2, pointsToWinSet: 1, winBy: 1, secondsPerPoint: 32 * 60 },
    periods: 3,
    periodSec: 0,
    countries: ['Europe', 'Korea', 'Americas'],
    champsPerCountry: 1,
    teamsPerChamp: 10,
    gamesPerDay: 5,
    individual: false,
  },
  {
    id: 80,
    nameEng: 'Virtual Football',
    slug: 'virtual-football',
    group: 'virtual',
    model: { kind: 'goals', goalsPerTeam: 1.4, totals: [2.5, 1.5, 3.5] },
    periods: 2,
    periodSec: 150,
    countries: ['Virtual League'],
    champsPerCountry: 2,
    teamsPerChamp: 16,
    // Virtual sports run all day: one game every this many minutes.
    gamesPerDay: 6,
    individual: false,
  },
  {
    id: 81,
    nameEng: 'Virtual Tennis',
    slug: 'virtual-tennis',
    group: 'virtual',
    // Best of three sets of games, a game every 10 s of play: a match in about four minutes.
    model: { kind: 'sets', setsToWin: 2, pointsToWinSet: 6, winBy: 2, secondsPerPoint: 10 },
    periods: 3,
    periodSec: 0,
    countries: ['Virtual Tour'],
    champsPerCountry: 1,
    teamsPerChamp: 16,
    // One match every this many minutes, all day.
    gamesPerDay: 5,
    individual: true,
  },
];

const BY_ID = new Map(SPORTS.map((s) => [s.id, s]));

export function sportById(id: number): SportDef | undefined {
  return BY_ID.get(id);
}

/** Seconds a game lasts in regular time (timed sports), or an estimate (set sports). */
export function expectedDurationSec(sport: SportDef): number {
  const m = sport.model;
  if (m.kind === 'sets') {
    const pointsPerSet = m.pointsToWinSet * 2 - (m.winBy === 1 ? 1 : 0);
    return Math.round(((m.setsToWin * 2 - 0.5) * pointsPerSet * m.secondsPerPoint) / 1.3);
  }
  return sport.periods * sport.periodSec;
}
