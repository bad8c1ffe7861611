/** The fortuna bonus game's board and controls (see ./shared.tsx). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORTUNA_SEGMENTS, type FortunaView } from '@betline/games/bonus';
import { Button, FortuneWheel } from '@betline/ui';
import { viewOf, type BoardProps, type Drawn } from './shared';

export function useFortuna({ play, busy, locked, prizeLabel, begin }: BoardProps): Drawn {
  const { t } = useTranslation('promotions');
  const view = viewOf<FortunaView>(play);
  const [spin, setSpin] = useState(0);
  const [settled, setSettled] = useState(true);
  const [spun, setSpun] = useState<string | null>(null);
  const landed = view?.segment ?? null;
  // A new play is a new spin (state adjusted while rendering, React's pattern for a changed prop).
  if (play !== null && play.playId !== spun) {
    setSpun(play.playId);
    setSpin(spin + 1);
    setSettled(false);
  }
  return {
    board: (
      <FortuneWheel
        segments={FORTUNA_SEGMENTS.map(prizeLabel)}
        landed={landed}
        spin={spin}
        waiting={busy}
        onSettled={() => setSettled(true)}
      />
    ),
    controls: (
      <Button loading={busy} disabled={locked || !settled} onClick={begin}>
        {t(play === null ? 'bonusGames.actions.spin' : 'bonusGames.actions.spinAgain')}
      </Button>
    ),
    outcomeShown: settled,
  };
}
