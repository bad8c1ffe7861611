/**
 * RTP simulation: plays every engine directly (no server), seeded, and prints measured RTP (with a 95 %
 * interval), hit frequency and max win next to the exact theoretical RTP.
 *
 *   npm run rtp -w @betline/games                      # 10^6 rounds per game, numbers from the HMAC-SHA256 stream
 *   npm run rtp -w @betline/games -- --rounds 2000000 --source fast
 *
 * --source fair (default): each round's numbers come from fairRandom({ serverSeed, clientSeed, nonce = round }),
 *   exactly as in production. --source fast: a seeded xoshiro128** generator behind the same RandomSource
 *   interface (same rejection sampling), about 10× faster, for longer runs.
 * One round settles several bets at once where the game allows it (one crash point settles every cash-out
 * target, one roll every dice bet, one keno draw every pick count), so each bet is measured over every round.
 */
import {
  BACCARAT_SIDES,
  baccaratOutcomeOdds,
  baccaratTheoreticalRtp,
  CRASH_MIN_CASH_OUT,
  crashPointFromUint53,
  crashTheoreticalRtp,
  diceChance,
  diceTheoreticalRtp,
  fractionToNumber,
  kenoDraw,
  kenoHitProbability,
  kenoTheoreticalRtp,
  LOTTERIES,
  RACE_KINDS,
  RACE_RULES,
  raceBetWins,
  raceFinish,
  racePlaceChances,
  racePlacePrices,
  racePlaceRtps,
  racePlaces,
  racePrices,
  raceRunnerRtp,
  raceWinPayout,
  lottoDraw,
  lottoMatches,
  lottoMatchProbability,
  lottoPayout,
  lottoTheoreticalRtp,
  KENO_PAYTABLE,
  playBaccarat,
  playScratch,
  scratchTheoreticalRtp,
  scratchWinChance,
  playRoulette,
  ROULETTE_SAMPLE_CHIPS,
  rouletteCovered,
  rouletteTheoreticalRtp,
  settleRoulette,
  playWheel,
  settleWheel,
  WHEEL_COUNTS,
  WHEEL_PAYS,
  WHEEL_SEGMENTS,
  WHEEL_VALUES,
  wheelValueRtp,
  playPlinko,
  playSlot,
  PLINKO_RISKS,
  PLINKO_ROWS,
  plinkoTheoreticalRtp,
  settleBaccarat,
  settleCrash,
  settleDice,
  settleKeno,
  slotMaxPayout,
  slotTheoreticalRtp,
  type DiceDirection,
} from '../src/index';
import { rtpBingo } from './rtpBingo';
import { rtpBlackjack } from './rtpBlackjack';
import { rtpHilo } from './rtpHilo';
import { header, ROUNDS, SOURCE, sourceFor, Tally } from './rtpKit';
import { rtpMines } from './rtpMines';
import { rtpVideoPoker } from './rtpVideoPoker';

const started = Date.now();
console.info(
  `RTP simulation: ${ROUNDS} rounds per game, numbers from ${SOURCE === 'fair' ? 'HMAC-SHA256' : 'xoshiro128**'}`,
);

// Slot: stake 10,000 minor units, 1,000 per line, so every line win (line stake × thousandths) is exact.
{
  const theory = slotTheoreticalRtp();
  const tally = new Tally('slot, 10 lines', fractionToNumber(theory.total));
  const random = sourceFor('slot');
  const bet = { stake: 10_000 };
  for (let round = 0; round < ROUNDS; round += 1) tally.add(bet.stake, playSlot(bet, random(round)).payout);
  header(
    `Slot (lines ${(fractionToNumber(theory.lines) * 100).toFixed(4)} % + scatters ${(fractionToNumber(theory.scatter) * 100).toFixed(4)} %; cap ${slotMaxPayout(bet) / bet.stake}× stake)`,
  );
  console.info(tally.row());
}

// Crash: one crash point settles every cash-out target.
{
  const targets = [CRASH_MIN_CASH_OUT, 150, 200, 1000, 10_000, 100_000];
  const tallies = targets.map(
    (t) =>
      new Tally(
        `cash out at ${(t / 100).toFixed(2)}×`,
        fractionToNumber(crashTheoreticalRtp(t)),
        0.96 / (t / 100),
      ),
  );
  const random = sourceFor('crash');
  let maxPoint = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const point = crashPointFromUint53(random(round).nextUint53());
    if (point > maxPoint) maxPoint = point;
    targets.forEach((t, i) => tallies[i]!.add(1000, settleCrash({ stake: 1000, cashOut: t }, point).payout));
  }
  header(`Crash (highest crash point seen ${(maxPoint / 100).toFixed(2)}×)`);
  for (const t of tallies) console.info(t.row());
}

// Keno: one draw settles 1..10 picks (picks 1..p: the draw is symmetric, so any fixed picks will do).
{
  const tallies = Array.from({ length: 10 }, (_, i) => {
    const picks = i + 1;
    let hit = 0;
    for (const h of Object.keys(KENO_PAYTABLE[picks]!))
      hit += fractionToNumber(kenoHitProbability(picks, Number(h)));
    return new Tally(
      `${picks} pick${picks > 1 ? 's' : ''}`,
      fractionToNumber(kenoTheoreticalRtp(picks)),
      hit,
    );
  });
  const bets = tallies.map((_, i) => ({
    stake: 1000,
    picks: Array.from({ length: i + 1 }, (_, j) => j + 1),
  }));
  const random = sourceFor('keno');
  for (let round = 0; round < ROUNDS; round += 1) {
    const drawn = kenoDraw(random(round));
    bets.forEach((bet, i) => tallies[i]!.add(bet.stake, settleKeno(bet, drawn).payout));
  }
  header('Keno (20 of 80)');
  for (const t of tallies) console.info(t.row());
}

// Dice: one roll settles every bet.
{
  const bets: { direction: DiceDirection; target: number }[] = [
    { direction: 'under', target: 100 },
    { direction: 'under', target: 1000 },
    { direction: 'under', target: 4950 },
    { direction: 'over', target: 4999 },
    { direction: 'over', target: 499 },
  ];
  const tallies = bets.map(
    (b) =>
      new Tally(
        `${b.direction} ${(b.target / 100).toFixed(2)} (${(diceChance(b.direction, b.target) / 100).toFixed(2)} %)`,
        fractionToNumber(diceTheoreticalRtp(b.direction, b.target)),
        diceChance(b.direction, b.target) / 10_000,
      ),
  );
  const random = sourceFor('dice');
  for (let round = 0; round < ROUNDS; round += 1) {
    const roll = random(round).nextInt(10_000);
    bets.forEach((b, i) => tallies[i]!.add(1000, settleDice({ stake: 1000, ...b }, roll).payout));
  }
  header('Dice (roll 0.00..99.99)');
  for (const t of tallies) console.info(t.row());
}

// Plinko: every table (rows × risk), each over its own drops.
{
  header('Plinko (a ball through 8, 12 or 16 rows of pegs)');
  for (const rows of PLINKO_ROWS) {
    for (const risk of PLINKO_RISKS) {
      const bet = { stake: 1000, rows, risk };
      const tally = new Tally(
        `plinko ${rows} rows, ${risk}`,
        fractionToNumber(plinkoTheoreticalRtp(rows, risk)),
      );
      const random = sourceFor(`plinko-${rows}-${risk}`);
      for (let round = 0; round < ROUNDS; round += 1)
        tally.add(bet.stake, playPlinko(bet, random(round)).payout);
      console.info(tally.row());
    }
  }
}

// Baccarat: one coup settles a bet on each side.
{
  header('Baccarat (punto banco, eight decks)');
  const odds = baccaratOutcomeOdds();
  // A Player or Banker bet also gets its stake back on a tie: that counts as a hit here (it pays something).
  const hit = (on: (typeof BACCARAT_SIDES)[number]) =>
    fractionToNumber(odds[on]) + (on === 'tie' ? 0 : fractionToNumber(odds.tie));
  const tallies = BACCARAT_SIDES.map(
    (on) => new Tally(`baccarat on ${on}`, fractionToNumber(baccaratTheoreticalRtp(on, odds)), hit(on)),
  );
  const random = sourceFor('baccarat');
  for (let round = 0; round < ROUNDS; round += 1) {
    const coup = playBaccarat({ stake: 1000, on: 'player' }, random(round));
    BACCARAT_SIDES.forEach((on, i) =>
      tallies[i]!.add(1000, settleBaccarat({ stake: 1000, on }, coup.player, coup.banker).payout),
    );
  }
  for (const t of tallies) console.info(t.row());
}

// Scratch cards: one card per round.
{
  header('Scratch cards (nine cells, three equal symbols win)');
  const tally = new Tally(
    'scratch card',
    fractionToNumber(scratchTheoreticalRtp()),
    fractionToNumber(scratchWinChance()),
  );
  const random = sourceFor('scratch');
  for (let round = 0; round < ROUNDS; round += 1)
    tally.add(1000, playScratch({ stake: 1000 }, random(round)).payout);
  console.info(tally.row());
}

// Roulette: one spin settles a chip of every bet shape.
{
  header('Roulette (European, single zero)');
  const tallies = ROULETTE_SAMPLE_CHIPS.map((chip) => {
    const covered = rouletteCovered(chip);
    const bet = { stake: chip.stake, chips: [chip] };
    const numbers = chip.numbers ?? [];
    const where =
      numbers.length > 3
        ? ` ${numbers[0]}..${numbers[numbers.length - 1]}`
        : numbers.length > 0
          ? ` ${numbers.join('-')}`
          : '';
    const name = `roulette ${chip.kind}${where}${chip.target ? ` ${chip.target}` : ''}`;
    return new Tally(name, fractionToNumber(rouletteTheoreticalRtp(bet)), covered.length / 37);
  });
  const random = sourceFor('roulette');
  const all = { stake: ROULETTE_SAMPLE_CHIPS.length, chips: ROULETTE_SAMPLE_CHIPS };
  for (let round = 0; round < ROUNDS; round += 1) {
    const spin = playRoulette(all, random(round));
    ROULETTE_SAMPLE_CHIPS.forEach((chip, i) =>
      tallies[i]!.add(
        1000,
        settleRoulette({ stake: 1000, chips: [{ ...chip, stake: 1000 }] }, spin.number).payout,
      ),
    );
  }
  for (const t of tallies) console.info(t.row());
}

// Money Wheel: one spin settles a chip on every value. Stakes of 1000 make every win whole, so the exact
// figure is the pay table's.
{
  header(`Money Wheel (${WHEEL_SEGMENTS.length} segments, one spin settles a chip on each value)`);
  const tallies = WHEEL_VALUES.map(
    (value) =>
      new Tally(
        `wheel ${value} (pays ${(WHEEL_PAYS[value] / 1000).toFixed(2)}×)`,
        fractionToNumber(wheelValueRtp(value)),
        WHEEL_COUNTS[value] / WHEEL_SEGMENTS.length,
      ),
  );
  const all = {
    stake: WHEEL_VALUES.length * 1000,
    chips: WHEEL_VALUES.map((value) => ({ value, stake: 1000 })),
  };
  const random = sourceFor('wheel');
  for (let round = 0; round < ROUNDS; round += 1) {
    const spin = playWheel(all, random(round));
    WHEEL_VALUES.forEach((value, i) =>
      tallies[i]!.add(
        1000,
        settleWheel({ stake: 1000, chips: [{ value, stake: 1000 }] }, spin.segment).payout,
      ),
    );
  }
  for (const t of tallies) console.info(t.row());
}

// Bingo 75: one draw of the 75 balls per round, a rung of each ladder per row (scripts/rtpBingo.ts).
rtpBingo();

// Lotto: one draw per round and lottery, a fixed ticket (the draw is symmetric, so any fixed ticket will do).
{
  header('Lotto (fixed odds, one ticket per draw)');
  for (const lottery of LOTTERIES) {
    const hit = lottery.prizes.reduce(
      (sum, p) => sum + fractionToNumber(lottoMatchProbability(lottery, p.matches)),
      0,
    );
    const tally = new Tally(
      `${lottery.id} (${lottery.pick} of ${lottery.of})`,
      fractionToNumber(lottoTheoreticalRtp(lottery)),
      hit,
    );
    const ticket = Array.from({ length: lottery.pick }, (_, i) => i + 1);
    const random = sourceFor(lottery.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const drawn = lottoDraw(lottery, random(round));
      tally.add(1000, lottoPayout(lottery, 1000, lottoMatches(ticket, drawn)));
    }
    console.info(tally.row());
  }
}

// Virtual races: a race per round with runners weighted evenly across the kind's range (favourite to outsider);
// each round backs one runner in turn, so every runner is backed as often and the theory is their mean RTP.
{
  header('Virtual races (one bet per race, on each runner in turn)');
  for (const kind of RACE_KINDS) {
    const { runners, weight } = RACE_RULES[kind];
    const weights = Array.from({ length: runners }, (_, i) =>
      Math.round(weight[0] + ((weight[1] - weight[0]) * i) / (runners - 1)),
    );
    const places = racePlaces(runners);
    const winPrices = racePrices(kind, weights);
    const placePrices = racePlacePrices(kind, weights);
    const placeChances = racePlaceChances(weights, places).map(fractionToNumber);
    const placeRtps = racePlaceRtps(kind, weights).map(fractionToNumber);
    const offered = placePrices.flatMap((p, i) => (p === null ? [] : [i]));
    const total = weights.reduce((a, b) => a + b, 0);
    const win = new Tally(
      `${kind} win`,
      weights.reduce((sum, _, i) => sum + fractionToNumber(raceRunnerRtp(kind, weights, i)), 0) / runners,
      1 / runners,
    );
    const place = new Tally(
      `${kind} place (first ${places})`,
      offered.reduce((sum, i) => sum + placeRtps[i]!, 0) / offered.length,
      offered.reduce((sum, i) => sum + placeChances[i]!, 0) / offered.length,
    );
    const random = sourceFor(`race-${kind}`);
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = raceFinish(weights, random(round));
      const runner = round % runners;
      win.add(1000, raceBetWins('win', runner, order) ? raceWinPayout(1000, winPrices[runner]!) : 0);
      const backed = offered[round % offered.length]!;
      place.add(1000, raceBetWins('place', backed, order) ? raceWinPayout(1000, placePrices[backed]!) : 0);
    }
    console.info(win.row());
    console.info(place.row());
    console.info(`  weights ${weights.join(', ')} (total ${total})`);
  }
}

// The games played in steps: each strategy played to its end, hand by hand.
rtpMines();
rtpHilo();
rtpVideoPoker();
rtpBlackjack();

console.info(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`);
