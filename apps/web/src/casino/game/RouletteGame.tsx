import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROULETTE_MAX_CHIPS, type RouletteOutcome } from '@betline/games';
import {
  RouletteTable,
  RouletteWheel,
  Text,
  rouletteSpotKey,
  type RouletteChipPlaced,
  type RouletteSpot,
} from '@betline/ui';
import { useMoney } from '../../player/money';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { GameFrame, RoundResult } from './GameFrame';
import { rouletteNumberWords, rouletteSummary } from './rouletteWords';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

/** The engine's bet: the chips on one field add up to one chip (the engine takes at most 50 of them). */
export function rouletteBet(chips: readonly RouletteChipPlaced[]): { chips: Record<string, unknown>[] } {
  const byField = new Map<string, Record<string, unknown> & { stake: number }>();
  for (const { spot, stake } of chips) {
    const key = rouletteSpotKey(spot);
    const known = byField.get(key);
    if (known) known.stake += stake;
    else byField.set(key, { ...spot, stake });
  }
  return { chips: [...byField.values()] };
}

/**
 * European roulette (packages/games/src/roulette.ts): the player chooses a chip's value (the stake row), puts
 * chips on the layout (numbers, splits, streets, corners, six lines, dozens, columns, the even-money boxes) and
 * spins; the server stakes their sum, draws the number and pays each chip that won. The wheel turns onto the
 * number the server sent; the chips stay on the table for the next spin.
 */
export function RouletteGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const { playable } = stake;
  const [chips, setChips] = useState<RouletteChipPlaced[]>([]);
  const [spins, setSpins] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const rounds = useRounds('roulette', mode);
  const spin = rounds.last?.outcome as RouletteOutcome | undefined;
  const landed = rounds.busy || spin === undefined ? null : spin.number;

  const place = (spot: RouletteSpot) => {
    if (playable === null) return;
    const next = [...chips, { spot, stake: playable }];
    if (rouletteBet(next).chips.length > ROULETTE_MAX_CHIPS) {
      setNotice(t('roulette.tooMany', { max: ROULETTE_MAX_CHIPS }));
      return;
    }
    setNotice(null);
    setChips(next);
  };

  const play = async () => {
    if (chips.length === 0) {
      setNotice(t('roulette.noChips'));
      return;
    }
    setNotice(null);
    const round = await rounds.play(rouletteBet(chips));
    if (round !== null) setSpins((n) => n + 1);
  };

  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={rounds.refusal}
      protection={rounds.protection}
      controls={
        <>
          <GameStake
            stake={stake}
            rounds={rounds}
            onPlay={play}
            playLabel={t('roulette.spin')}
            label={t('roulette.chip')}
          />
          <RouletteTable
            chips={chips}
            chipStake={playable ?? 0}
            formatStake={(amount) => money(amount, iso)}
            onPlace={place}
            onUndo={() => setChips((placed) => placed.slice(0, -1))}
            onClear={() => setChips([])}
            landed={landed}
            disabled={rounds.busy || rounds.protection || playable === null}
          />
          {notice !== null && (
            <Text tone="danger" role="alert">
              {notice}
            </Text>
          )}
        </>
      }
      result={
        <>
          {!rounds.busy && spin !== undefined && <Text weight="medium">{rouletteSummary(t, spin)}</Text>}
          <RoundResult round={rounds.last} iso={iso} busy={rounds.busy} />
        </>
      }
    >
      <>
        <RouletteWheel landed={landed} spin={spins} waiting={rounds.busy} />
        <RecentResults
          rounds={rounds.recent}
          label={(round) => {
            const played = round.outcome as RouletteOutcome;
            return rouletteNumberWords(t, played.number, played.colour);
          }}
        />
      </>
    </GameFrame>
  );
}
