/**
 * The Mines rows of the RTP simulation. Each round deals one hand per mine count, one after the other from
 * the round's stream (each deal exactly as production deals it), then draws the order the tiles are opened
 * in, a shuffle of the 25 tiles, from the same stream. "Open k, then cash out" is measured for several k on
 * the same hand: its first k tiles in that order.
 */
import { shuffle } from '../src/draw';
import { fractionToNumber } from '../src/fraction';
import {
  MINES_RULES,
  MINES_TILES,
  minesOpensBeforeCap,
  minesTheoreticalRtp,
  minesWinChance,
  type MinesAction,
  type MinesOutcome,
} from '../src/mines';
import { header, ROUNDS, sourceFor, Tally } from './rtpKit';

/** The mine counts measured, each with the numbers of tiles opened before the cash-out. */
const STRATEGIES: readonly { mines: number; opens: readonly number[] }[] = [
  { mines: 1, opens: [1, 3, 5] },
  { mines: 3, opens: [1, 3, 5] },
  { mines: 5, opens: [1, 3, 5] },
  { mines: 10, opens: [1, 3, 5] },
  { mines: 24, opens: [1] },
];
const STAKE = 1000;
const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile);

function act(hand: MinesOutcome, action: MinesAction): MinesOutcome {
  const next = MINES_RULES.act(hand, action);
  if (!next.ok) throw new Error(`mines: ${next.error.message}`);
  return next.value;
}

export function rtpMines(): void {
  const tallies = STRATEGIES.map(({ mines, opens }) =>
    opens.map(
      (k) =>
        new Tally(
          `mines ${mines}, open ${k}`,
          fractionToNumber(minesTheoreticalRtp(mines, k)),
          fractionToNumber(minesWinChance(mines, minesOpensBeforeCap(mines, k))),
        ),
    ),
  );
  const random = sourceFor('mines');
  for (let round = 0; round < ROUNDS; round += 1) {
    const source = random(round);
    const hands = STRATEGIES.map(({ mines }) =>
      MINES_RULES.deal({ stake: STAKE, mines, actions: [] }, source),
    );
    const order = shuffle(TILES, source);
    STRATEGIES.forEach(({ opens }, i) => {
      let hand = hands[i]!;
      let next = 0;
      opens.forEach((k, j) => {
        while (!hand.finished && hand.opened.length < k)
          hand = act(hand, { type: 'open', tile: order[next++]! });
        tallies[i]![j]!.add(STAKE, hand.finished ? hand.payout : act(hand, { type: 'cashOut' }).payout);
      });
    });
  }
  header('Mines (5 × 5 tiles; open k tiles in a random order, then cash out)');
  for (const row of tallies.flat()) console.info(row.row());
}
