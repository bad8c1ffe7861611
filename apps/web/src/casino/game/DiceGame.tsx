import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DICE_MAX_CHANCE,
  DICE_MIN_CHANCE,
  DICE_OUTCOMES,
  diceChance,
  diceMultiplier,
  type DiceDirection,
  type DiceOutcome,
} from '@betline/games';
import { DiceTable, formatNumber } from '@betline/ui';
import { AutoPlay } from './AutoPlay';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { GameFrame, RoundResult } from './GameFrame';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

/** The target kept where the chance is 1 % to 95 % (DICE_MIN_CHANCE..DICE_MAX_CHANCE) for the direction. */
export function clampTarget(direction: DiceDirection, target: number): number {
  const [min, max] =
    direction === 'under'
      ? [DICE_MIN_CHANCE, DICE_MAX_CHANCE]
      : [DICE_OUTCOMES - 1 - DICE_MAX_CHANCE, DICE_OUTCOMES - 1 - DICE_MIN_CHANCE];
  return Math.min(max, Math.max(min, Math.round(target)));
}

/** Auto-play's pause between rolls: long enough to see each one. */
const DICE_PAUSE_MS = 1_000;

/** Dice: roll 0.00-99.99 under or over a target; the chance sets the pay (packages/games/README.md). */
export function DiceGame({ name, mode }: { name: string; mode: Mode }) {
  const { t, i18n } = useTranslation('casino');
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const { playable } = stake;
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const rounds = useRounds('dice', mode);
  const [auto, setAuto] = useState(false);
  const outcome = rounds.last?.outcome as DiceOutcome | undefined;
  const chance = diceChance(direction, target);
  return (
    <>
      <GameFrame
        name={name}
        mode={mode}
        refusal={rounds.refusal}
        protection={rounds.protection}
        controls={
          <GameStake
            stake={stake}
            rounds={rounds}
            onPlay={(playable) => rounds.play({ stake: playable, direction, target })}
            playLabel={t('dice.roll')}
            blocked={auto}
          />
        }
        result={<RoundResult round={rounds.last} iso={iso} busy={rounds.busy} />}
      >
        <>
          <DiceTable
            target={target}
            direction={direction}
            chance={chance}
            multiplier={diceMultiplier(chance)}
            roll={outcome?.roll}
            won={outcome?.won}
            rolling={rounds.busy}
            min={clampTarget(direction, 0)}
            max={clampTarget(direction, DICE_OUTCOMES)}
            onTargetChange={(value: number) => setTarget(clampTarget(direction, value))}
            onDirectionChange={(next: DiceDirection) => {
              setDirection(next);
              setTarget(clampTarget(next, DICE_OUTCOMES - 1 - target));
            }}
          />
          <RecentResults
            rounds={rounds.recent}
            label={(round) => formatNumber((round.outcome as DiceOutcome).roll / 100, i18n.language, 2)}
          />
        </>
      </GameFrame>
      <AutoPlay
        play={() =>
          playable === null ? Promise.resolve(null) : rounds.play({ stake: playable, direction, target })
        }
        disabled={rounds.protection || playable === null || rounds.busy}
        iso={iso}
        pauseMs={DICE_PAUSE_MS}
        onRunningChange={setAuto}
      />
    </>
  );
}
