/**
 * The keys of push subscriptions (`l:live:1`, `l:line:*`, `g:42`) and what they cover. The client counts
 * references per key; the live store keeps only the games that the keys still wanted cover (ADR 0040).
 */
import type { PushList } from '../../api/types';

/** What to subscribe to: lists ({section, sportId?}) and single games. */
export interface PushTargets {
  lists?: readonly PushList[];
  gameIds?: readonly number[];
}

const SECTIONS = new Set(['line', 'live']);
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The key of a list: `l:<section>:<sportId|*>`. */
export function listKey(list: PushList): string {
  return `l:${list.section}:${list.sportId ?? '*'}`;
}

/** The key of a game: `g:<gameId>`. */
export function gameKey(gameId: number): string {
  return `g:${gameId}`;
}

/**
 * The sorted, de-duplicated keys of targets (invalid ids are dropped: the server would refuse the whole
 * message). Equal targets give equal keys, whatever the order of the arrays.
 */
export function targetKeys(targets: PushTargets): string[] {
  const keys = new Set<string>();
  for (const list of targets.lists ?? []) {
    if (SECTIONS.has(list.section) && (list.sportId === undefined || isId(list.sportId)))
      keys.add(listKey(list));
  }
  for (const id of targets.gameIds ?? []) if (isId(id)) keys.add(gameKey(id));
  return [...keys].sort();
}

/** The key of the signed-in player's support tickets (the server follows the socket's session). */
export const SUPPORT_KEY = 's:me';

export function parseKey(key: string): { list: PushList } | { gameId: number } | { support: true } {
  const [kind, a, b] = key.split(':');
  if (kind === 's') return { support: true };
  if (kind === 'g') return { gameId: Number(a) };
  const section = a === 'live' ? 'live' : 'line';
  return { list: b && b !== '*' ? { section, sportId: Number(b) } : { section } };
}

/** What decides whether a subscription covers a game: its id and its sport. */
export interface CoveredGame {
  gameId: number;
  sportId: number | null;
}

/**
 * Whether the wanted keys cover a game: its own key, or a list of its sport (or of every sport) in either
 * section. The server sends a list the games of its section (and a game's start or end to both); a game moves
 * between the sections as it starts and finishes, so a list keeps the games of its sport whatever their status.
 */
export function covers(wanted: { has(key: string): boolean }, game: CoveredGame): boolean {
  if (wanted.has(gameKey(game.gameId))) return true;
  return (['line', 'live'] as const).some(
    (section) =>
      wanted.has(`l:${section}:*`) || (game.sportId !== null && wanted.has(`l:${section}:${game.sportId}`)),
  );
}
