import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRATCH_CELLS, SCRATCH_PAYS, type ScratchOutcome } from '@betline/games';
import { ScratchCard } from '@betline/ui';
import { useMoney } from '../../player/money';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { GameFrame, RoundResult } from './GameFrame';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

const covered = () => new Array<boolean>(SCRATCH_CELLS).fill(false);

/**
 * Scratch cards (packages/games/src/scratch.ts): the player buys a card for the stake; the server prints it
 * (three equal symbols win that symbol's prize) and settles it at once. The player then uncovers the cells one
 * by one, or all at once (the card says what it won when the last cell is uncovered, and the round's result
 * follows); a next card can be bought at any time. The legend's prizes are the
 * stake on screen times each symbol's pay.
 */
export function ScratchGame({ name, mode }: { name: string; mode: Mode }) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const rounds = useRounds('scratch', mode);
  const card = rounds.busy ? undefined : (rounds.last?.outcome as ScratchOutcome | undefined);
  // The cells uncovered on this round's card; a new card starts covered.
  const [scratched, setScratched] = useState<{ round: string | null; cells: boolean[] }>({
    round: null,
    cells: covered(),
  });
  const round = rounds.busy ? null : (rounds.last?.roundId ?? null);
  const revealed = scratched.round === round ? scratched.cells : covered();
  const uncover = (next: (cells: boolean[]) => boolean[]) => setScratched({ round, cells: next(revealed) });
  const complete = card !== undefined && revealed.every(Boolean);
  const prizeStake = card?.stake ?? stake.playable ?? stake.stake ?? 0;
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
          onPlay={(playable) => rounds.play({ stake: playable })}
          playLabel={t(card === undefined ? 'scratch.buy' : 'scratch.again')}
        />
      }
      result={
        card === undefined || complete ? (
          <RoundResult round={rounds.last} iso={iso} busy={rounds.busy} />
        ) : (
          <span>{t('scratch.scratchToSee')}</span>
        )
      }
    >
      <>
        <ScratchCard
          cells={card?.cells ?? null}
          revealed={revealed}
          winning={card?.winning ?? -1}
          prizes={SCRATCH_PAYS.map((pay) => money(Math.floor((prizeStake * pay) / 1000), iso))}
          disabled={card === undefined}
          onScratch={(index) => uncover((cells) => cells.map((open, i) => open || i === index))}
          onRevealAll={card === undefined ? undefined : () => uncover((cells) => cells.map(() => true))}
        />
        <RecentResults
          rounds={rounds.recent.filter((each) => each.roundId !== round || complete)}
          label={(played) =>
            played.win > 0
              ? t('scratch.recentWin', { x: played.win / played.stake })
              : t('scratch.recentLoss')
          }
        />
      </>
    </GameFrame>
  );
}
