import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Games from '@betline/games';
import type { BaccaratCard, BaccaratOutcome, GameOutcome } from '@betline/games';
import { BONUS_SYMBOLS, formatMoney, formatNumber, useUiTranslation } from '@betline/ui';
import { FactList } from '../game/panels';
import { rouletteNumberWords, rouletteSummary } from '../game/rouletteWords';

/**
 * What a replayed round showed, game by game, for the public verifier (`provably-fair`): loaded with the engines
 * when the player verifies, so the page's own chunk carries none of it.
 */

function hundredths(value: number, lng: string): string {
  return formatNumber(value / 100, lng, 2);
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<BaccaratCard['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** A card in the short notation of card rooms (Q♥, 10♠). */
function cardName(card: BaccaratCard): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit]}`;
}

export function OutcomeFacts({
  outcome,
  currency,
  games,
}: {
  outcome: GameOutcome;
  currency: string;
  games: typeof Games;
}) {
  const { t, i18n } = useTranslation('casino');
  // The kit's names of the symbols (its texts, not its drawings: the page loads no glyphs).
  const { t: ui } = useUiTranslation();
  const lng = i18n.language;
  const rows: [string, string][] = [];
  if (outcome.game === 'dice') {
    rows.push([t('verifier.facts.roll'), hundredths(outcome.roll, lng)]);
    rows.push([t('verifier.facts.chance'), `${hundredths(outcome.chance, lng)} %`]);
  } else if (outcome.game === 'keno') {
    rows.push([t('verifier.facts.drawn'), outcome.drawn.join(', ')]);
    rows.push([
      t('verifier.facts.hits'),
      outcome.hits.length > 0 ? outcome.hits.join(', ') : t('verifier.facts.none'),
    ]);
  } else if (outcome.game === 'slot') {
    rows.push([t('verifier.facts.stops'), outcome.stops.join(', ')]);
    rows.push([t('verifier.facts.lines'), String(outcome.lineWins.length)]);
  } else if (outcome.game === 'baccarat') {
    const hand = (cards: BaccaratOutcome['player'], total: number) =>
      t('verifier.facts.hand', { cards: cards.map((card) => cardName(card)).join(', '), total });
    rows.push([t('verifier.facts.player'), hand(outcome.player, outcome.playerTotal)]);
    rows.push([t('verifier.facts.banker'), hand(outcome.banker, outcome.bankerTotal)]);
    rows.push([t('verifier.facts.winner'), t(`baccarat.sides.${outcome.winner}`)]);
  } else if (outcome.game === 'scratch') {
    const name = (symbol: number) => {
      const drawn = BONUS_SYMBOLS[symbol];
      return drawn === undefined ? '?' : ui(`games.symbols.${drawn}`);
    };
    rows.push([t('verifier.facts.cells'), outcome.cells.map(name).join(', ')]);
    rows.push([
      t('verifier.facts.three'),
      outcome.winning >= 0 ? name(outcome.winning) : t('verifier.facts.threeNone'),
    ]);
  } else if (outcome.game === 'bingo') {
    rows.push([t('verifier.facts.bingoLine'), t('verifier.facts.bingoCall', { call: outcome.line })]);
    rows.push([t('verifier.facts.bingoHouse'), t('verifier.facts.bingoCall', { call: outcome.house })]);
  } else if (outcome.game === 'wheel') {
    rows.push([
      t('verifier.facts.wheelStop'),
      t('verifier.facts.wheelSegment', { value: outcome.value, segment: outcome.segment + 1 }),
    ]);
  } else if (outcome.game === 'roulette') {
    rows.push([t('verifier.facts.number'), rouletteNumberWords(t, outcome.number, outcome.colour)]);
    rows.push([t('verifier.facts.result'), rouletteSummary(t, outcome) ?? '']);
  } else if (outcome.game === 'plinko') {
    rows.push([t('verifier.facts.slot'), String(outcome.slot + 1)]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'mines') {
    const tiles = (list: readonly number[]) => list.map((tile) => tile + 1).join(', ');
    rows.push([t('verifier.facts.mineTiles'), tiles(outcome.mineTiles)]);
    rows.push([
      t('verifier.facts.opened'),
      outcome.opened.length > 0 ? tiles(outcome.opened) : t('verifier.facts.none'),
    ]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'hilo') {
    const card = (each: number) => cardName({ rank: games.hiloRank(each), suit: games.hiloSuit(each) });
    rows.push([t('verifier.facts.cards'), outcome.cards.slice(0, outcome.shown).map(card).join(', ')]);
    rows.push([t('verifier.facts.guesses'), String(outcome.correct)]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'blackjack') {
    const card = (each: number) =>
      cardName({ rank: games.blackjackCardRank(each), suit: games.blackjackCardSuit(each) });
    rows.push([t('verifier.facts.dealer'), outcome.dealer.map(card).join(', ')]);
    outcome.hands.forEach((each, index) =>
      rows.push([
        t('verifier.facts.playerHand', { n: index + 1 }),
        `${each.cards.map(card).join(', ')} (${games.blackjackTotal(each.cards).total})`,
      ]),
    );
  } else if (outcome.game === 'videoPoker') {
    const card = (each: number) => {
      const rank = games.videoPokerCardRank(each);
      return cardName({ rank: rank === 14 ? 1 : rank, suit: games.videoPokerCardSuit(each) });
    };
    rows.push([t('verifier.facts.dealt'), outcome.dealt.map(card).join(', ')]);
    if (outcome.final !== null) rows.push([t('verifier.facts.final'), outcome.final.map(card).join(', ')]);
    if (outcome.kind !== null)
      rows.push([t('verifier.facts.handKind'), t(`videoPoker.kinds.${outcome.kind}`)]);
  } else {
    rows.push([t('verifier.facts.crashPoint'), `${hundredths(outcome.crashPoint, lng)}×`]);
    if (outcome.cashOut !== null)
      rows.push([t('verifier.facts.cashOut'), `${hundredths(outcome.cashOut, lng)}×`]);
  }
  rows.push([
    t('verifier.facts.payout'),
    outcome.payout > 0 ? formatMoney(outcome.payout, currency, lng) : t('verifier.facts.noWin'),
  ]);
  return (
    <FactList>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </FactList>
  );
}
