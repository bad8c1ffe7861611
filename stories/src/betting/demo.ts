import type { TFunction } from 'i18next';
import type { ChampionshipData, EventData, MarketData } from '@betline/ui';

/**
 * Demo data of the betting stories: generated from a seed (never hand-typed fixtures), so every run and
 * every screenshot shows the same board. Team and league names are proper nouns, not UI text.
 */

/** A small deterministic random generator (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEAMS = [
  'Lyon',
  'Nice',
  'Lens',
  'Lille',
  'Rennes',
  'Nantes',
  'Brest',
  'Reims',
  'Toulouse',
  'Monaco',
  'Porto',
  'Braga',
  'Benfica',
  'Sporting',
  'Ajax',
  'Utrecht',
  'Twente',
  'Feyenoord',
  'Celtic',
  'Rangers',
  'Sevilla',
  'Betis',
  'Getafe',
  'Osasuna',
  'Girona',
  'Valencia',
  'Torino',
  'Bologna',
  'Genoa',
  'Lecce',
];

const LEAGUES: [string, string][] = [
  ['France', 'Ligue 1'],
  ['Portugal', 'Primeira Liga'],
  ['Netherlands', 'Eredivisie'],
  ['Scotland', 'Premiership'],
  ['Spain', 'LaLiga'],
  ['Italy', 'Serie A'],
  ['Europe', 'Conference League'],
  ['Belgium', 'Pro League'],
  ['Austria', 'Bundesliga'],
  ['Denmark', 'Superliga'],
];

/** A fixed "now" of the stories: 17 May 2026, 17:00 UTC. */
export const STORY_NOW = Date.UTC(2026, 4, 17, 17, 0);

/** Three-way prices around a fair book with a margin, rounded to the hundredth. */
function threeWay(random: () => number): [number, number, number] {
  const home = 0.25 + random() * 0.45;
  const draw = 0.2 + random() * 0.1;
  const away = Math.max(0.08, 1 - home - draw);
  const margin = 1.06;
  return [home, draw, away].map((p) => Math.max(1.01, Math.round(100 / (p * margin)) / 100)) as [
    number,
    number,
    number,
  ];
}

/** The match-result market of an event, with the translated names. */
export function matchResult(
  t: TFunction,
  eventId: string,
  coefs: readonly [number, number, number],
): MarketData {
  return {
    id: `${eventId}-1x2`,
    name: t('bets.matchResult'),
    layout: 'threeWay',
    outcomes: [
      { id: `${eventId}-1`, label: '1', name: t('bets.home'), coef: coefs[0] },
      { id: `${eventId}-x`, label: 'X', name: t('bets.draw'), coef: coefs[1] },
      { id: `${eventId}-2`, label: '2', name: t('bets.away'), coef: coefs[2] },
    ],
  };
}

export interface BoardOptions {
  championships: number;
  eventsPerChampionship: number;
  /** Every event is live (score and clock). */
  live?: boolean;
  seed?: number;
}

/** A board of championships and events with a match-result market each. */
export function demoBoard(t: TFunction, options: BoardOptions): ChampionshipData[] {
  const random = seeded(options.seed ?? 7);
  return Array.from({ length: options.championships }, (_, c) => {
    const [region, name] = LEAGUES[c % LEAGUES.length] as [string, string];
    const events: EventData[] = Array.from({ length: options.eventsPerChampionship }, (_, e) => {
      const id = `c${c}e${e}`;
      const home = TEAMS[(c * 7 + e * 2) % TEAMS.length] as string;
      const away = TEAMS[(c * 7 + e * 2 + 1) % TEAMS.length] as string;
      const event: EventData = {
        id,
        home,
        away,
        startTime: STORY_NOW + (e + 1) * 45 * 60_000,
        markets: [matchResult(t, id, threeWay(random))],
      };
      if (options.live) {
        const minute = 5 + Math.floor(random() * 80);
        event.live = {
          score: [Math.floor(random() * 3), Math.floor(random() * 3)],
          clockSec: minute * 60,
          running: false,
          period: minute > 45 ? t('bets.secondHalf') : undefined,
        };
      }
      return event;
    });
    return { id: `c${c}`, name, region, events };
  });
}

/** The outcome ids of a board, for picking selections. */
export function outcomeIds(board: readonly ChampionshipData[]): string[] {
  return board.flatMap((c) =>
    c.events.flatMap((e) => e.markets.flatMap((m) => (m.outcomes ?? []).map((o) => o.id))),
  );
}
