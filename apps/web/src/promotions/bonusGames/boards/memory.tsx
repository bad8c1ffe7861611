/** The memory bonus game's board and controls (see ./shared.tsx). */
import { MEMORY_CARDS, type MemoryView } from '@betline/games/bonus';
import { MemoryBoard } from '@betline/ui';
import { AgainButton, viewOf, type BoardProps, type Drawn } from './shared';

export function useMemory({ play, busy, locked, act, reset }: BoardProps): Drawn {
  const view = viewOf<MemoryView>(play);
  const matched =
    view?.matched === true && view.faceUp.length === 2 ? view.faceUp.map((card) => card.card) : null;
  return {
    board: (
      <MemoryBoard
        cards={MEMORY_CARDS}
        faceUp={view?.faceUp ?? []}
        board={view?.board ?? null}
        matched={matched}
        turn={view?.turn ?? 1}
        disabled={locked || busy || play?.status === 'finished'}
        onTurn={(card) => act({ card })}
      />
    ),
    controls: <AgainButton play={play} locked={locked} onClick={reset} />,
    outcomeShown: true,
  };
}
