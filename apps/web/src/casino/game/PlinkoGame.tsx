import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoPaytable,
  type PlinkoOutcome,
  type PlinkoRisk,
  type PlinkoRows,
} from '@betline/games';
import { Inline, PlinkoBoard, SegmentedControl, formatNumber } from '@betline/ui';
import { AutoPlay } from './AutoPlay';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { GameFrame, RoundResult } from './GameFrame';
import { useStake, useStakeCurrency } from './stake';
import { type Mode, useRounds } from './useRounds';

/** The ball falls a row at a time at this pace; with reduced motion it is at the bottom at once. */
const ROW_MS = 90;

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** How many rows of the last drop are shown: counts up to the whole path after each new round. */
function useDrop(outcome: PlinkoOutcome | undefined): number | undefined {
  const [fallen, setFallen] = useState<{ of: PlinkoOutcome; rows: number } | null>(null);
  useEffect(() => {
    if (outcome === undefined || reducedMotion()) return;
    let rows = 0;
    const timer = window.setInterval(() => {
      rows += 1;
      setFallen({ of: outcome, rows });
      if (rows >= outcome.rows) window.clearInterval(timer);
    }, ROW_MS);
    return () => window.clearInterval(timer);
  }, [outcome]);
  if (outcome === undefined) return undefined;
  if (reducedMotion()) return outcome.rows;
  return fallen?.of === outcome ? fallen.rows : 0;
}

/**
 * Plinko: a ball through 8, 12 or 16 rows of pegs, the risk choosing the table (packages/games/src/plinko.ts).
 * The server plays the round; the board replays the path it sent, a row at a time.
 */
export function PlinkoGame({ name, mode }: { name: string; mode: Mode }) {
  const { t, i18n } = useTranslation('casino');
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const { playable } = stake;
  const [rows, setRows] = useState<PlinkoRows>(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const rounds = useRounds('plinko', mode);
  const [auto, setAuto] = useState(false);
  const outcome = rounds.last?.outcome as PlinkoOutcome | undefined;
  const shown = useDrop(outcome);
  const dropping = outcome !== undefined && shown !== undefined && shown < outcome.rows;
  // The board shows the table of the last drop until the player changes rows or risk.
  const drawn = outcome !== undefined && outcome.rows === rows && outcome.risk === risk ? outcome : undefined;
  return (
    <>
      <GameFrame
        name={name}
        mode={mode}
        refusal={rounds.refusal}
        protection={rounds.protection}
        controls={
          <>
            <Inline gap={3} wrap>
              <SegmentedControl
                aria-label={t('plinko.rows')}
                value={String(rows)}
                onChange={(value) => setRows(PLINKO_ROWS.find((each) => String(each) === value) ?? 12)}
                options={PLINKO_ROWS.map((each) => ({
                  value: String(each),
                  label: t('plinko.rowsValue', { count: each }),
                }))}
              />
              <SegmentedControl
                aria-label={t('plinko.risk')}
                value={risk}
                onChange={(value) => setRisk(PLINKO_RISKS.find((each) => each === value) ?? 'medium')}
                options={PLINKO_RISKS.map((each) => ({ value: each, label: t(`plinko.risks.${each}`) }))}
              />
            </Inline>
            <GameStake
              stake={stake}
              rounds={rounds}
              onPlay={(playable) => rounds.play({ stake: playable, rows, risk })}
              playLabel={t('plinko.drop')}
              busy={dropping}
              blocked={auto}
            />
          </>
        }
        result={
          <RoundResult round={dropping ? null : rounds.last} iso={iso} busy={rounds.busy || dropping} />
        }
      >
        <>
          <PlinkoBoard
            rows={rows}
            pays={plinkoPaytable(rows, risk)}
            path={drawn?.path}
            revealRows={drawn === undefined ? undefined : shown}
          />
          <RecentResults
            rounds={dropping ? rounds.recent.slice(1) : rounds.recent}
            label={(round) =>
              `${formatNumber((round.outcome as PlinkoOutcome).multiplier / 1000, i18n.language, 2)}×`
            }
          />
        </>
      </GameFrame>
      <AutoPlay
        play={() =>
          playable === null ? Promise.resolve(null) : rounds.play({ stake: playable, rows, risk })
        }
        disabled={rounds.protection || playable === null || rounds.busy || dropping}
        iso={iso}
        pauseMs={rows * ROW_MS + 500}
        onRunningChange={setAuto}
      />
    </>
  );
}
