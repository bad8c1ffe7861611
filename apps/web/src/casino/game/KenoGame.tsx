import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE, type KenoOutcome } from '@betline/games';
import { KenoBoard, KenoPaytable } from '@betline/ui';
import { GameStake } from './GameStake';
import { GameFrame, RoundResult } from './GameFrame';
import { usePrefersReducedMotion } from './motion';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

/** Drawn numbers appear one by one, this far apart (all at once with reduced motion). */
const DRAW_STEP_MS = 90;

/** Picks `count` distinct numbers of 1..80 (the player's quick pick; the draw itself is the server's). */
function quickPick(count: number): number[] {
  const numbers = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = numbers.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [numbers[i], numbers[j]] = [numbers[j]!, numbers[i]!];
  }
  return numbers.slice(0, count).sort((a, b) => a - b);
}

/** Keno: pick 1 to 10 of 80 numbers, 20 are drawn; the pay follows the hits (packages/games/README.md). */
export function KenoGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const { playable } = stake;
  const [picks, setPicks] = useState<number[]>([]);
  const rounds = useRounds('keno', mode);
  const reduced = usePrefersReducedMotion();
  const outcome = rounds.last?.outcome as KenoOutcome | undefined;
  const [revealed, setRevealed] = useState(0);
  // A new draw starts hidden (all shown at once with reduced motion); derived during render, not in an effect.
  const [shownFor, setShownFor] = useState(outcome);
  if (outcome !== shownFor) {
    setShownFor(outcome);
    setRevealed(reduced ? (outcome?.drawn.length ?? 0) : 0);
  }
  useEffect(() => {
    if (outcome === undefined || reduced) return;
    const timer = setInterval(() => {
      setRevealed((n) => {
        if (n + 1 >= outcome.drawn.length) clearInterval(timer);
        return Math.min(n + 1, outcome.drawn.length);
      });
    }, DRAW_STEP_MS);
    return () => clearInterval(timer);
  }, [outcome, reduced]);
  const drawing = outcome !== undefined && revealed < outcome.drawn.length;
  const toggle = (n: number) =>
    setPicks((current) =>
      current.includes(n)
        ? current.filter((each) => each !== n)
        : current.length < KENO_MAX_PICKS
          ? [...current, n].sort((a, b) => a - b)
          : current,
    );
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={rounds.refusal}
      protection={rounds.protection}
      controls={
        <GameStake
          stake={stake}
          rounds={rounds}
          onPlay={(playable) => rounds.play({ stake: playable, picks })}
          playLabel={picks.length === 0 ? t('keno.pickFirst') : t('keno.draw', { count: picks.length })}
          busy={drawing}
          blocked={picks.length === 0}
        />
      }
      result={<RoundResult round={drawing ? null : rounds.last} iso={iso} busy={rounds.busy || drawing} />}
      aside={
        picks.length > 0 ? (
          <KenoPaytable
            picks={picks.length}
            pays={KENO_PAYTABLE[picks.length] ?? {}}
            hits={drawing || outcome === undefined ? undefined : outcome.hits.length}
            stake={playable ?? undefined}
            currency={iso}
          />
        ) : undefined
      }
    >
      <KenoBoard
        picks={picks}
        drawn={outcome?.drawn}
        revealCount={revealed}
        maxPicks={KENO_MAX_PICKS}
        disabled={rounds.busy || drawing}
        onToggle={toggle}
        onClear={() => setPicks([])}
        onQuickPick={() => setPicks(quickPick(KENO_MAX_PICKS))}
      />
    </GameFrame>
  );
}
