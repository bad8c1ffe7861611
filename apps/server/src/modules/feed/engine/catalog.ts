/**
 * The catalogue: championships and teams for every sport, generated from the seed. Names are made up from
 * syllables (never copied from real competitions); countries are plain geographic names.
 */
import { createRng, hash32, rngFor, type Rng } from './rng';
import { LONG_TERM_SPORT_ID, SPORTS, type SportDef } from './sports';

export interface Team {
  id: number;
  sportId: number;
  champId: number;
  nameEng: string;
  /** Strength on a log scale around 0 (about -0.8 .. 0.8). */
  rating: number;
  country: string;
}

export interface Champ {
  id: number;
  /** Position in the catalogue (< 1000): part of the game ids. */
  index: number;
  sportId: number;
  nameEng: string;
  countryEng: string;
  /** 1: a top championship (its games are candidates for top events and long-term bets). */
  tier: number;
  teams: Team[];
}

export interface Catalog {
  seed: number;
  sports: readonly SportDef[];
  champs: Champ[];
}

const ONSETS = [
  'B',
  'D',
  'K',
  'L',
  'M',
  'N',
  'R',
  'S',
  'T',
  'V',
  'Z',
  'Br',
  'Dr',
  'Gr',
  'Kr',
  'St',
  'Tr',
  'Vel',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ar', 'en', 'or', 'el', 'an'];
const CODAS = ['n', 'r', 's', 'k', 'th', 'x', 'nd', 'l', 'm', ''];

function word(rng: Rng, syllables: number): string {
  let w = '';
  for (let i = 0; i < syllables; i++) {
    const onset = rng.pick(ONSETS);
    w += i === 0 ? onset : onset.toLowerCase();
    w += rng.pick(VOWELS);
  }
  return w + rng.pick(CODAS);
}

const CLUB_SUFFIX = ['FC', 'United', 'City', 'Athletic', 'Rovers', 'Sporting', 'Dynamo', 'Real'];
const SQUAD_NAMES = ['Hawks', 'Titans', 'Wolves', 'Comets', 'Falcons', 'Bears', 'Storm', 'Kings', 'Lynx'];
const ESPORTS_SUFFIX = ['Esports', 'Gaming', 'Squad', 'Five', 'Club', 'Team'];

function teamName(sport: SportDef, rng: Rng): string {
  if (sport.individual) return `${word(rng, 1).charAt(0)}. ${word(rng, 2)}`;
  if (sport.group === 'esports') return `${word(rng, 2)} ${rng.pick(ESPORTS_SUFFIX)}`;
  if (sport.group === 'virtual') return `${word(rng, 2)} V`;
  if (sport.id === 1 || sport.id === 66) {
    const suffix = rng.pick(CLUB_SUFFIX);
    return suffix === 'Real' || suffix === 'Dynamo'
      ? `${suffix} ${word(rng, 2)}`
      : `${word(rng, 2)} ${suffix}`;
  }
  return `${word(rng, 2)} ${rng.pick(SQUAD_NAMES)}`;
}

const CHAMP_NAMES: Record<string, readonly string[]> = {
  sport: ['Premier League', 'First Division', 'Cup', 'Championship'],
  individual: ['Open', 'Masters', 'Challenger', 'Series'],
  esports: ['Pro League', 'Masters', 'Open Cup', 'Invitational'],
  virtual: ['Premier', 'Cup'],
};

function champName(sport: SportDef, country: string, n: number): string {
  const names = CHAMP_NAMES[sport.individual ? 'individual' : sport.group] ?? CHAMP_NAMES.sport ?? [];
  return `${country} ${names[n % names.length] ?? 'League'}`;
}

/** Builds the whole catalogue for a seed (pure: the same seed gives the same catalogue). */
export function buildCatalog(seed: number): Catalog {
  const champs: Champ[] = [];
  for (const sport of SPORTS) {
    let n = 0;
    for (const country of sport.countries) {
      for (let c = 0; c < sport.champsPerCountry; c++) {
        const champId = sport.id * 100 + n + 1;
        const rng = rngFor(seed, 'champ', champId);
        const teams: Team[] = [];
        const used = new Set<string>();
        for (let t = 0; t < sport.teamsPerChamp; t++) {
          let name = teamName(sport, rng);
          while (used.has(name)) name = teamName(sport, rng);
          used.add(name);
          // Ratings spread evenly around 0, shuffled by the generator: some favourites, some outsiders.
          const rating = Math.round((rng.next() * 1.6 - 0.8) * 1000) / 1000;
          teams.push({
            id: champId * 100 + t + 1,
            sportId: sport.id,
            champId,
            nameEng: name,
            rating,
            country,
          });
        }
        champs.push({
          id: champId,
          index: champs.length,
          sportId: sport.id,
          nameEng: champName(sport, country, c),
          countryEng: country,
          tier: c === 0 ? 1 : 2,
          teams,
        });
        n += 1;
      }
    }
  }
  return { seed, sports: SPORTS, champs };
}

/** The long-term championship (sport 2999) of a top championship: "<champ> - Winner". */
export function longTermChampId(champ: Champ): number {
  return LONG_TERM_SPORT_ID * 1000 + champ.index;
}

/** A seeded generator for things about one championship on one day. */
export function dayRng(seed: number, champ: Champ, day: number): Rng {
  return createRng(hash32(seed, 'day', champ.id, day));
}
