import { useId } from 'react';
import { useUiTranslation } from '../../i18n';
import { PlayingCard, type CardSuit } from '../PlayingCard';
import { Caption, Cards, Hand, Hands, Head, Label, Mark, Place, Root, Total } from './BaccaratTable.styles';

export interface BaccaratCard {
  rank: number;
  suit: CardSuit;
}

export interface BaccaratTableProps {
  /** The player's hand and the banker's hand in the order dealt (2 or 3 cards each; empty before a deal). */
  player: readonly BaccaratCard[];
  banker: readonly BaccaratCard[];
  /** Totals (0..9), null before a deal. */
  playerTotal: number | null;
  bankerTotal: number | null;
  /** Who won the coup, null before a deal. */
  winner: 'player' | 'banker' | 'tie' | null;
  /** Waiting for the server's answer: both hands show two face-down cards. */
  dealing?: boolean;
}

type Side = 'player' | 'banker';

/**
 * The baccarat (punto banco) table: the Player's and the Banker's hands side by side (stacked when narrow),
 * each with its cards in the order dealt and its total. The winning hand is outlined and marked "Winner" (a tie
 * marks both "Tie"), so nothing rests on colour. A figure named "Baccarat table" whose caption, a live region,
 * says the state: place a bet, dealing, then who won and by what.
 */
export function BaccaratTable({
  player,
  banker,
  playerTotal,
  bankerTotal,
  winner,
  dealing = false,
}: BaccaratTableProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const settled = !dealing && winner !== null && playerTotal !== null && bankerTotal !== null;
  const scores = { player: playerTotal, banker: bankerTotal };
  const caption = dealing
    ? t('games.baccarat.dealing')
    : settled
      ? t(winner === 'tie' ? 'games.baccarat.tie' : `games.baccarat.${winner}Wins`, scores)
      : t('games.baccarat.ready');

  const hand = (side: Side, cards: readonly BaccaratCard[], total: number | null) => {
    const result = !settled ? undefined : winner === side ? 'win' : winner === 'tie' ? 'tie' : undefined;
    const label = `${id}${side}`;
    return (
      <Hand role="group" aria-labelledby={result ? `${label} ${label}-mark` : label} data-result={result}>
        <Head>
          <Label id={label}>{t(`games.baccarat.${side}`)}</Label>
          {result && (
            <Mark id={`${label}-mark`}>
              {t(result === 'win' ? 'games.baccarat.won' : 'games.baccarat.tied')}
            </Mark>
          )}
        </Head>
        <Cards>
          {dealing
            ? [0, 1].map((i) => <PlayingCard key={`down${i}`} rank={1} suit="spades" faceDown />)
            : cards.length === 0
              ? [0, 1].map((i) => <Place key={i} aria-hidden="true" />)
              : cards.map((card, i) => (
                  // A card turned up after the deal is a new one: it slides in again.
                  <PlayingCard key={`${i}${card.rank}${card.suit}`} rank={card.rank} suit={card.suit} />
                ))}
        </Cards>
        <Total>{!dealing && total !== null && t('games.baccarat.total', { total })}</Total>
      </Hand>
    );
  };

  return (
    <Root aria-label={t('games.baccarat.table')}>
      <Hands>
        {hand('player', player, playerTotal)}
        {hand('banker', banker, bankerTotal)}
      </Hands>
      <Caption>
        <span role="status">{caption}</span>
      </Caption>
    </Root>
  );
}
