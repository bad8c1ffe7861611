import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { SportsGame } from '../../api/types';

/**
 * A list of games, one row each (the results page, a championship's and a team's games): what the game is on the
 * left, its score on the right.
 */
export const GameListRows = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${vars.space[1]} ${vars.space[4]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  }

  li:last-child {
    border-bottom: none;
  }
`;

/** A final score in a row. */
export const RowScore = styled.strong`
  font-variant-numeric: tabular-nums;
  font-size: ${vars.fontSize.lg};
`;

/** "Home — Away", or the game's own name (a long-term bet). */
export function gameTitle(game: SportsGame): string {
  return game.firstOpponent && game.secondOpponent
    ? `${game.firstOpponent.nameEng} — ${game.secondOpponent.nameEng}`
    : game.nameEng;
}
