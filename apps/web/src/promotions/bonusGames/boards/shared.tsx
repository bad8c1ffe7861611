/**
 * What every bonus game's board shares: its props (the play, the player's choices) and what it draws (the board,
 * its controls, and whether the outcome may be shown yet). Each game's board lives in its own module, so that a
 * game's page carries only its own board.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@betline/ui';
import type { PlayState } from '../play';

export interface BoardProps {
  play: PlayState | null;
  busy: boolean;
  /** Nothing may be played now (no plays left, excluded): the board shows, its controls are disabled. */
  locked: boolean;
  /** A prize (hundredths of the unit) in the player's words: money for a real play, units for fun. */
  prizeLabel: (prize: number) => string;
  begin: () => void;
  act: (action: object) => void;
  /** Clears a finished play so that the board starts over. */
  reset: () => void;
}

/** The board and its controls; `status` is what the board's own controls add to the result line. */
export interface Drawn {
  board: ReactNode;
  controls: ReactNode;
  /** Whether the outcome may be shown yet (a scratch card's, once every cell is uncovered). */
  outcomeShown: boolean;
}

export function viewOf<V>(play: PlayState | null): V | null {
  return play === null ? null : (play.view as V);
}

export function AgainButton({
  play,
  locked,
  onClick,
}: {
  play: PlayState | null;
  locked: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('promotions');
  if (play?.status !== 'finished') return null;
  return (
    <Button variant="secondary" disabled={locked} onClick={onClick}>
      {t('bonusGames.actions.again')}
    </Button>
  );
}

/** A game's board: a hook, the same one for the page's whole life (each route passes its own). */
export type BoardHook = (props: BoardProps) => Drawn;
