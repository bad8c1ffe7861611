import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MINES_MAX_MINES, MINES_MIN_MINES, applyMultiplier, type MinesView } from '@betline/games';
import { Button, Field, Inline, MinesBoard, NativeSelect, Stack, Text, formatNumber } from '@betline/ui';
import { useMoney } from '../../player/money';
import { GameFrame, RoundResult } from './GameFrame';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { useStake, useStakeCurrency } from './stake';
import { useHand } from './useHand';
import type { Mode } from './useRounds';

const MINE_COUNTS = Array.from(
  { length: MINES_MAX_MINES - MINES_MIN_MINES + 1 },
  (_, i) => MINES_MIN_MINES + i,
);

/**
 * Mines (packages/games/src/mines.ts, docs/adr/0054-hands.md): the player chooses how many of the 25 tiles hide a
 * mine and stakes; each safe tile opened raises the pay shown on the cash-out button, a mine ends the hand with
 * nothing. The mines are placed at the start from the round's seed; the server answers each tile, and shows
 * where they all were when the hand ends. An unfinished hand is resumed when the page opens again.
 */
export function MinesGame({ name, mode }: { name: string; mode: Mode }) {
  const { t, i18n } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const [mines, setMines] = useState(3);
  const hands = useHand('mines', mode);
  const hand = hands.hand;
  const view = hand?.outcome as MinesView | undefined;
  const open = hand?.status === 'open';
  const times = (thousandths: number) => `${formatNumber(thousandths / 1000, i18n.language, 2)}×`;
  const cashOut =
    hand && view && view.opened.length > 0 ? applyMultiplier(hand.stake, view.multiplier) : null;
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={hands.refusal}
      protection={hands.protection}
      controls={
        open ? (
          <Inline gap={3} align="center" wrap>
            <Button
              variant="primary"
              disabled={cashOut === null || hands.busy}
              onClick={() => void hands.act({ type: 'cashOut' })}
            >
              {cashOut === null ? t('mines.openFirst') : t('mines.cashOut', { amount: money(cashOut, iso) })}
            </Button>
            {view?.nextMultiplier != null && (
              <Text tone="muted">{t('mines.next', { x: times(view.nextMultiplier) })}</Text>
            )}
          </Inline>
        ) : (
          <Stack gap={3}>
            <Field label={t('mines.count')}>
              <NativeSelect
                value={String(mines)}
                onChange={(event) => setMines(Number(event.target.value))}
                options={MINE_COUNTS.map((n) => ({
                  value: String(n),
                  label: t('mines.countValue', { count: n }),
                }))}
              />
            </Field>
            <GameStake
              stake={stake}
              rounds={hands}
              onPlay={(playable) => hands.start({ stake: playable, mines })}
              playLabel={t('mines.start')}
            />
          </Stack>
        )
      }
      result={
        hand === null || hands.busy || !open ? (
          <RoundResult round={hand?.status === 'ended' ? hand : null} iso={iso} busy={hands.busy} />
        ) : (
          <Text>
            {t('mines.status', {
              count: view?.opened.length ?? 0,
              x: times(view?.multiplier ?? 1000),
              mines: view?.mines ?? mines,
            })}
          </Text>
        )
      }
    >
      <>
        <MinesBoard
          opened={view?.opened ?? []}
          mines={view?.mineTiles ?? null}
          hit={view?.hit ?? null}
          disabled={!open || hands.busy}
          onOpen={(tile) => void hands.act({ type: 'open', tile })}
        />
        <RecentResults
          rounds={hands.recent.map((each) => ({ ...each, roundId: each.handId }))}
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
