/** The lottery bonus game's board and controls (see ./shared.tsx). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOTTERY_CELLS, LOTTERY_SYMBOL_PRIZES, type LotteryView } from '@betline/games/bonus';
import { Button, ScratchCard } from '@betline/ui';
import { viewOf, type BoardProps, type Drawn } from './shared';

export function useLottery({ play, busy, locked, prizeLabel, begin }: BoardProps): Drawn {
  const { t } = useTranslation('promotions');
  const view = viewOf<LotteryView>(play);
  const covered = () => new Array<boolean>(LOTTERY_CELLS).fill(false);
  // The cells uncovered on this play's card; a new card starts covered.
  const [scratched, setScratched] = useState<{ card: string | null; cells: boolean[] }>({
    card: null,
    cells: covered(),
  });
  const card = play?.playId ?? null;
  const revealed = scratched.card === card ? scratched.cells : covered();
  const setRevealed = (next: (cells: boolean[]) => boolean[]) =>
    setScratched({ card, cells: next(revealed) });
  const all = revealed.every(Boolean);
  const scratch = (index: number) => setRevealed((cells) => cells.map((open, i) => open || i === index));
  return {
    board: (
      <ScratchCard
        cells={view?.cells ?? null}
        revealed={revealed}
        winning={view?.winning ?? -1}
        prizes={LOTTERY_SYMBOL_PRIZES.map(prizeLabel)}
        disabled={view === null}
        onScratch={scratch}
        onRevealAll={view === null ? undefined : () => setRevealed((cells) => cells.map(() => true))}
      />
    ),
    controls:
      view === null || all ? (
        <Button loading={busy} disabled={locked} onClick={begin}>
          {t(view === null ? 'bonusGames.actions.card' : 'bonusGames.actions.cardAgain')}
        </Button>
      ) : null,
    outcomeShown: view !== null && all,
  };
}
