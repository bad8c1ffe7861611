import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SLOT_LINE_COUNT,
  SLOT_PAYLINES,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_SCATTER_PAYS,
  type SlotOutcome,
} from '@betline/games';
import { SlotPaytable, SlotReels } from '@betline/ui';
import { useMoney } from '../../player/money';
import { usePrefersReducedMotion } from './motion';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';
import { GameStake } from './GameStake';
import { GameFrame, RoundResult } from './GameFrame';

/** The window before the first spin: the first three stops of each reel. */
const FIRST_WINDOW = SLOT_REELS.map((reel) => reel.slice(0, 3));
/** A spin shows for at least this long, so the reels are seen to turn (none with reduced motion). */
const MIN_SPIN_MS = 700;
/** A win of at least this many times the stake is a big win. */
const BIG_WIN_X = 20;

/** Fruit Five: 5 reels, 10 lines (packages/games/README.md). */
export function SlotGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const { playable } = stake;
  const rounds = useRounds('slot', mode);
  const reduced = usePrefersReducedMotion();
  const [spinning, setSpinning] = useState(false);
  const outcome = rounds.last?.outcome as SlotOutcome | undefined;
  const spin = async () => {
    if (playable === null) return;
    setSpinning(true);
    const shown = reduced ? Promise.resolve() : new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS));
    await Promise.all([rounds.play({ stake: playable }), shown]);
    setSpinning(false);
  };
  const status = spinning
    ? 'spinning'
    : outcome === undefined
      ? 'idle'
      : outcome.payout >= outcome.stake * BIG_WIN_X
        ? 'bigWin'
        : outcome.payout > 0
          ? 'win'
          : 'loss';
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={rounds.refusal}
      protection={rounds.protection}
      bigWin={status === 'bigWin' && outcome !== undefined ? money(outcome.payout, iso) : undefined}
      controls={
        <GameStake stake={stake} rounds={rounds} onPlay={spin} playLabel={t('slot.spin')} busy={spinning} />
      }
      result={<RoundResult round={rounds.last} iso={iso} busy={spinning} />}
      aside={
        <SlotPaytable
          pays={SLOT_PAYTABLE}
          scatterPays={SLOT_SCATTER_PAYS}
          lineStake={playable === null ? undefined : playable / SLOT_LINE_COUNT}
          stake={playable ?? undefined}
          currency={iso}
        />
      }
    >
      <SlotReels
        window={spinning || outcome === undefined ? (outcome?.window ?? FIRST_WINDOW) : outcome.window}
        status={status}
        lineWins={spinning ? [] : outcome?.lineWins}
        scatterWin={spinning ? null : outcome?.scatterWin}
        payout={spinning ? undefined : outcome?.payout}
        paylines={SLOT_PAYLINES}
        currency={iso}
      />
    </GameFrame>
  );
}
