import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import { get, type Read } from '../../api/sportsbook';
import type { MatchCentre } from '../../api/types';

/**
 * A game's match centre: timeline, statistics, phase of play, form, table places and meetings. Beside the match
 * centre, not in api/sportsbook.ts: only the centre's own chunk carries it, not every betting page.
 */
export function fetchMatchCentre(options: Read & { gameId: number }) {
  return get<MatchCentre>(
    pathWith(SPORTSBOOK_PATHS.centre, { gameId: options.gameId }),
    'matchCentreSchema',
    {},
    options.signal,
  );
}
