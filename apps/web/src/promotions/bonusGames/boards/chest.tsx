/** The chest bonus game's board and controls (see ./shared.tsx). */
import { useState } from 'react';
import { CHEST_PRIZES, type ChestView } from '@betline/games/bonus';
import { TreasureChests } from '@betline/ui';
import { AgainButton, viewOf, type BoardProps, type Drawn } from './shared';

export function useChest({ play, busy, locked, prizeLabel, act, reset }: BoardProps): Drawn {
  const view = viewOf<ChestView>(play);
  const [opening, setOpening] = useState<number | null>(null);
  return {
    board: (
      <TreasureChests
        count={CHEST_PRIZES.length}
        opened={view?.opened ?? null}
        contents={view?.contents?.map(prizeLabel) ?? null}
        opening={busy ? opening : null}
        disabled={locked || busy || play?.status === 'finished'}
        onOpen={(open) => {
          setOpening(open);
          act({ open });
        }}
      />
    ),
    controls: <AgainButton play={play} locked={locked} onClick={reset} />,
    outcomeShown: true,
  };
}
