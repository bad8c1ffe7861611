/**
 * The Bingo 75 rows of the RTP simulation. Each round draws one call order from the round's stream, exactly as
 * production draws it, and settles the sample card on it: every order is equally likely and the odds are the
 * same for every card, so one fixed card measures them all. A stake of 1000 makes every win whole, so the exact
 * figures are the ladders'. Each rung gets its own row (its share of the return, and how often a round lands on
 * it), then the line, the full house and the game as a whole.
 */
import {
  BINGO_HOUSE_PAYS,
  BINGO_LINE_PAYS,
  BINGO_SAMPLE_CARD,
  bingoHouseRtp,
  bingoHouseWithin,
  bingoLineRtp,
  bingoLineWithin,
  bingoTheoreticalRtp,
  drawBingoOrder,
  settleBingo,
  type BingoRung,
} from '../src/bingo';
import { fractionToNumber, type Fraction } from '../src/fraction';
import { header, ROUNDS, sourceFor, Tally } from './rtpKit';

const STAKE = 1000;

/** The chance of landing on each rung (and no faster one). */
function rungChances(ladder: readonly BingoRung[], within: (calls: number) => Fraction): number[] {
  return ladder.map(
    (rung, i) =>
      fractionToNumber(within(rung.within)) - (i === 0 ? 0 : fractionToNumber(within(ladder[i - 1]!.within))),
  );
}

function rungTallies(name: string, ladder: readonly BingoRung[], chances: readonly number[]): Tally[] {
  return ladder.map(
    (rung, i) =>
      new Tally(
        `${name} within ${rung.within}, ${(rung.pays / 1000).toLocaleString('en')}×`,
        (chances[i]! * rung.pays) / 1000,
        chances[i]!,
      ),
  );
}

/** The rung a prize completed at `call` lands on, or -1 past the last. */
const rungOf = (ladder: readonly BingoRung[], call: number) =>
  ladder.findIndex((rung) => call <= rung.within);

export function rtpBingo(): void {
  const lineChances = rungChances(BINGO_LINE_PAYS, bingoLineWithin);
  const houseChances = rungChances(BINGO_HOUSE_PAYS, bingoHouseWithin);
  const lineRungs = rungTallies('line', BINGO_LINE_PAYS, lineChances);
  const houseRungs = rungTallies('house', BINGO_HOUSE_PAYS, houseChances);
  const lastLine = BINGO_LINE_PAYS[BINGO_LINE_PAYS.length - 1]!.within;
  const lastHouse = BINGO_HOUSE_PAYS[BINGO_HOUSE_PAYS.length - 1]!.within;
  const line = new Tally(
    `line share (within ${lastLine})`,
    fractionToNumber(bingoLineRtp()),
    fractionToNumber(bingoLineWithin(lastLine)),
  );
  const house = new Tally(
    `house share (within ${lastHouse})`,
    fractionToNumber(bingoHouseRtp()),
    fractionToNumber(bingoHouseWithin(lastHouse)),
  );
  // The chance of winning either prize needs the joint law of the two calls: only the measured figure is shown.
  const total = new Tally('bingo, line + house', fractionToNumber(bingoTheoreticalRtp()));
  const bet = { stake: STAKE, card: BINGO_SAMPLE_CARD };
  const random = sourceFor('bingo');
  for (let round = 0; round < ROUNDS; round += 1) {
    const outcome = settleBingo(bet, drawBingoOrder(random(round)));
    const lineRung = rungOf(BINGO_LINE_PAYS, outcome.line);
    const houseRung = rungOf(BINGO_HOUSE_PAYS, outcome.house);
    lineRungs.forEach((tally, i) => tally.add(STAKE, i === lineRung ? outcome.linePay : 0));
    houseRungs.forEach((tally, i) => tally.add(STAKE, i === houseRung ? outcome.housePay : 0));
    line.add(STAKE, outcome.linePay);
    house.add(STAKE, outcome.housePay);
    total.add(STAKE, outcome.payout);
  }
  const pct = (f: Fraction) => `${(fractionToNumber(f) * 100).toFixed(4)} %`;
  header(
    `Bingo 75 (one draw of the 75 balls settles a card; line ${pct(bingoLineRtp())} + full house ${pct(bingoHouseRtp())})`,
  );
  for (const tally of [...lineRungs, ...houseRungs, line, house, total]) console.info(tally.row());
}
