import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  applyMultiplier,
  fractionToNumber,
  hiloChance,
  hiloCurrentCard,
  hiloNextMultiplier,
  hiloRank,
  hiloSuit,
  type HiloGuess,
  type HiloView,
} from '@betline/games';
import { Button, Inline, PlayingCard, Stack, Text, formatNumber } from '@betline/ui';
import { useMoney } from '../../player/money';
import { GameFrame, RoundResult } from './GameFrame';
import { GameStake } from './GameStake';
import { RecentResults } from './RecentResults';
import { useStake, useStakeCurrency } from './stake';
import { useHand } from './useHand';
import type { Mode } from './useRounds';

const Table = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
`;

/** The cards shown before the current one, oldest first, small; a wrong guess's card is the last. */
const Trail = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[1]};
`;

const GUESSES: readonly HiloGuess[] = ['higher', 'lower'];

/**
 * Hi-Lo (packages/games/src/hilo.ts, docs/adr/0054-hands.md): a card is shown; the player guesses whether the next
 * one is higher or the same, or lower or the same, or skips it. Each right guess multiplies the pay by the fair
 * price of that guess (the house keeps 3 % once per hand); a wrong one ends the hand with nothing; the player
 * cashes out any time after a right guess. Each guess button says its chance and the multiplier a right guess
 * gives; the 52 cards come from the round's seed at the start.
 */
export function HiLoGame({ name, mode }: { name: string; mode: Mode }) {
  const { t, i18n } = useTranslation('casino');
  const money = useMoney();
  const { iso } = useStakeCurrency();
  const stake = useStake();
  const hands = useHand('hilo', mode);
  const hand = hands.hand;
  const view = hand?.outcome as HiloView | undefined;
  const open = hand?.status === 'open';
  const lng = i18n.language;
  const times = (thousandths: number) => `${formatNumber(thousandths / 1000, lng, 2)}×`;
  const current = view === undefined ? null : hiloCurrentCard(view);
  const cashOut = hand && view && view.correct > 0 ? applyMultiplier(hand.stake, view.multiplier) : null;
  const shown = view?.cards.slice(0, view.shown) ?? [];
  return (
    <GameFrame
      name={name}
      mode={mode}
      refusal={hands.refusal}
      protection={hands.protection}
      controls={
        open && view !== undefined && current !== null ? (
          <Stack gap={3}>
            <Inline gap={2} wrap>
              {GUESSES.map((guess) => {
                const next = hiloNextMultiplier(view, guess);
                const chance = fractionToNumber(hiloChance(hiloRank(current), guess));
                return (
                  <Button
                    key={guess}
                    variant="secondary"
                    disabled={next === null || hands.busy}
                    onClick={() => void hands.act({ type: guess })}
                  >
                    {t(`hilo.${guess}`, {
                      chance: `${formatNumber(chance * 100, lng, 1)} %`,
                      x: next === null ? '-' : times(next),
                    })}
                  </Button>
                );
              })}
              <Button variant="ghost" disabled={hands.busy} onClick={() => void hands.act({ type: 'skip' })}>
                {t('hilo.skip')}
              </Button>
            </Inline>
            <Button
              variant="primary"
              disabled={cashOut === null || hands.busy}
              onClick={() => void hands.act({ type: 'cashOut' })}
            >
              {cashOut === null ? t('hilo.guessFirst') : t('hilo.cashOut', { amount: money(cashOut, iso) })}
            </Button>
          </Stack>
        ) : (
          <GameStake
            stake={stake}
            rounds={hands}
            onPlay={(playable) => hands.start({ stake: playable })}
            playLabel={t('hilo.start')}
          />
        )
      }
      result={
        open && view !== undefined ? (
          <Text>{t('hilo.status', { count: view.correct, x: times(view.multiplier) })}</Text>
        ) : (
          <RoundResult round={hand?.status === 'ended' ? hand : null} iso={iso} busy={hands.busy} />
        )
      }
    >
      <>
        <Table>
          {current === null ? (
            <PlayingCard rank={1} suit="spades" faceDown />
          ) : (
            <PlayingCard rank={hiloRank(current)} suit={hiloSuit(current)} />
          )}
          {shown.length > 1 && (
            <Trail aria-label={t('hilo.trail')}>
              {shown.slice(0, -1).map((card, index) => (
                <li key={`${index}-${card}`}>
                  <PlayingCard rank={hiloRank(card)} suit={hiloSuit(card)} size="sm" />
                </li>
              ))}
            </Trail>
          )}
        </Table>
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
