import { SPORTSBOOK_PATHS, pathWith } from '@betline/contracts/paths';
import { get, type Read } from './sportsbook';
import type { ChampResponse, TeamResponse } from './types';

/**
 * The sportsbook's statistics (championship tables and team pages): their own module, so that the boards' chunk
 * does not carry them.
 */

/** A team: its coming and finished games. */
export function fetchTeam(options: Read & { teamId: number }) {
  return get<TeamResponse>(
    pathWith(SPORTSBOOK_PATHS.team, { teamId: options.teamId }),
    'teamResponseSchema',
    {},
    options.signal,
  );
}

/** A championship: its table, its next games and its results. */
export function fetchChamp(options: Read & { champId: number }) {
  return get<ChampResponse>(
    pathWith(SPORTSBOOK_PATHS.champ, { champId: options.champId }),
    'champResponseSchema',
    {},
    options.signal,
  );
}
