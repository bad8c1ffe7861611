import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_SIDES, type BaccaratOutcome, type BaccaratSide } from '@betline/games';
import { BaccaratTable, SegmentedControl } from '@betline/ui';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { GameFrame, RoundResult } from './GameFrame';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

/**
 * Baccarat (punto banco, packages/games/src/baccarat.ts): the player backs Player, Banker or a tie and deals;
 * the server deals the coup from a fresh eight-deck shoe by the fixed tableau and settles it. The table shows
 * the hands it sent; while the answer is on its way both hands are face down.
 */
export function BaccaratGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const [on, setOn] = useState<BaccaratSide>('player');
  const rounds = useRounds('baccarat', mode);
  const coup = rounds.last?.outcome as BaccaratOutcome | undefined;
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={rounds.refusal}
      protection={rounds.protection}
      controls={
        <>
          <SegmentedControl
            aria-label={t('baccarat.on')}
            value={on}
            onChange={(value) => setOn(BACCARAT_SIDES.find((side) => side === value) ?? 'player')}
            options={BACCARAT_SIDES.map((side) => ({
              value: side,
              label: t('baccarat.side', {
                side: t(`baccarat.sides.${side}`),
                pays: t(`baccarat.pays.${side}`),
              }),
            }))}
          />
          <GameStake
            stake={stake}
            rounds={rounds}
            onPlay={(playable) => rounds.play({ stake: playable, on })}
            playLabel={t('baccarat.deal')}
          />
        </>
      }
      result={<RoundResult round={rounds.last} iso={iso} busy={rounds.busy} />}
    >
      <>
        <BaccaratTable
          player={rounds.busy || coup === undefined ? [] : coup.player}
          banker={rounds.busy || coup === undefined ? [] : coup.banker}
          playerTotal={rounds.busy ? null : (coup?.playerTotal ?? null)}
          bankerTotal={rounds.busy ? null : (coup?.bankerTotal ?? null)}
          winner={rounds.busy ? null : (coup?.winner ?? null)}
          dealing={rounds.busy}
        />
        <RecentResults
          rounds={rounds.recent}
          label={(round) => {
            const played = round.outcome as BaccaratOutcome;
            return t('baccarat.recent', {
              side: t(`baccarat.sides.${played.winner}`),
              player: played.playerTotal,
              banker: played.bankerTotal,
            });
          }}
        />
      </>
    </GameFrame>
  );
}
