import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BINGO_BALLS, bingoCard, fairRandom, settleBingo } from '@betline/games';
import { vars } from '@betline/tokens';
import { BingoBalls, BingoCard, Stack } from '@betline/ui';

/** Balls shown per second while a drawn round's calls play out (all 75 in 15 s). */
const CALLS_PER_SECOND = 5;

const Cards = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.cardMinWidth}), 1fr));
`;

/** A fresh card from the browser's own random bytes (the draw never depends on the card, so any card is fair). */
export function newBingoCard(): number[] {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const serverSeed = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return bingoCard(fairRandom({ serverSeed, clientSeed: 'card', nonce: 0 }));
}

/** A line of the engine (BINGO_LINES: rows, columns, two diagonals) as the card's cells, row by row (0..24). */
export function bingoLineCells(lineIndex: number): number[] {
  const five = [0, 1, 2, 3, 4];
  if (lineIndex < 5) return five.map((column) => lineIndex * 5 + column);
  if (lineIndex < 10) return five.map((row) => row * 5 + (lineIndex - 5));
  return five.map((i) => i * 5 + (lineIndex === 10 ? i : 4 - i));
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * How many balls of a drawn round are shown: the calls of a round drawn while the page watched play out one by
 * one (all at once with reduced motion); a round drawn before the page opened is shown whole.
 */
export function useBingoCalls(order: readonly number[] | null, drawn: number): number {
  const [shown, setShown] = useState(BINGO_BALLS);
  const [played, setPlayed] = useState(drawn);
  // A new round drawn: its calls start from the first (state adjusted while rendering, React's pattern).
  if (drawn !== played) {
    setPlayed(drawn);
    setShown(reducedMotion() ? BINGO_BALLS : 0);
  }
  useEffect(() => {
    if (order === null || shown >= BINGO_BALLS) return;
    const timer = window.setTimeout(() => setShown((n) => n + 1), 1000 / CALLS_PER_SECOND);
    return () => window.clearTimeout(timer);
  }, [order, shown]);
  return order === null ? 0 : shown;
}

/**
 * The caller's board of the round last drawn and the player's cards: those that played that round, daubed as far
 * as the calls have come, then the card the next bet buys (not daubed: it has not played yet).
 */
export function BingoStage({
  order,
  shown,
  played,
  next,
}: {
  order: readonly number[] | null;
  shown: number;
  played: readonly (readonly number[])[];
  next: readonly number[] | null;
}) {
  const { t } = useTranslation('casino');
  const called = order === null ? [] : order.slice(0, shown);
  return (
    <Stack gap={4}>
      <BingoBalls called={called} />
      <Cards>
        {order !== null &&
          played.map((card, i) => {
            const outcome = settleBingo({ stake: 1, card }, order);
            return (
              <BingoCard
                key={`${i}:${card.join(',')}`}
                card={card}
                called={called}
                line={outcome.line <= shown ? bingoLineCells(outcome.lineIndex) : null}
                complete={outcome.house <= shown}
                caption={
                  outcome.house <= shown
                    ? t('live.bingoPlayedCalls', { n: i + 1, line: outcome.line, house: outcome.house })
                    : t('live.bingoPlayed', { n: i + 1 })
                }
              />
            );
          })}
        {next !== null && <BingoCard card={next} called={[]} caption={t('live.bingoNext')} />}
      </Cards>
    </Stack>
  );
}
