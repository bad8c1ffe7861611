import { useUiTranslation } from '../../i18n';
import { Card, Corner, Pip } from './PlayingCard.styles';

export type CardSuit = 'spades' | 'hearts' | 'diamonds' | 'clubs';

export interface PlayingCardProps {
  /** 1 ace, 2..10, 11 jack, 12 queen, 13 king. */
  rank: number;
  suit: CardSuit;
  /** Drawn face down (its back), named "Face-down card". */
  faceDown?: boolean;
  size?: 'sm' | 'md';
}

/** The corner index of each rank (the international letters, the same in every language). */
const INDEX: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const FACES: Readonly<Record<number, string>> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };

/** The suits drawn in a 100 × 100 box: heart, diamond, spade (a heart upside down on a stem), club. */
const SUITS: Readonly<Record<CardSuit, string>> = {
  hearts:
    'M50 92C20 68 6 50 6 32 6 17 16 8 29 8c10 0 17 6 21 14 4-8 11-14 21-14 13 0 23 9 23 24 0 18-14 36-44 60Z',
  diamonds: 'M50 4q18 26 36 46-18 20-36 46-18-26-36-46Q32 30 50 4Z',
  spades:
    'M50 6C30 30 8 44 8 62c0 13 10 22 22 22 8 0 14-4 17-9-1 9-5 15-13 19h32c-8-4-12-10-13-19 3 5 9 9 17 9 12 0 22-9 22-22C92 44 70 30 50 6Z',
  clubs:
    'M32 30a18 18 0 1 1 36 0 18 18 0 1 1-36 0ZM12 60a18 18 0 1 1 36 0 18 18 0 1 1-36 0Zm40 0a18 18 0 1 1 36 0 18 18 0 1 1-36 0ZM40 40h20v24H40Zm13 20c1 14 5 24 13 34H34c8-10 12-20 13-34Z',
};

/**
 * A playing card drawn in the kit's colours (no image files): the rank's index in two corners and the suit big
 * in the middle, hearts and diamonds red, spades and clubs in the text colour; face down, its back. An image
 * named in words ("Queen of hearts", "7 of clubs", "Face-down card"). It slides into place when dealt (it just
 * appears under reduced motion).
 */
export function PlayingCard({ rank, suit, faceDown = false, size = 'md' }: PlayingCardProps) {
  const { t } = useUiTranslation();
  if (faceDown) {
    return <Card role="img" aria-label={t('games.card.faceDown')} data-size={size} data-face-down="true" />;
  }
  const face = FACES[rank];
  const name = t('games.card.name', {
    rank: face ? t(`games.card.${face}`) : rank,
    suit: t(`games.card.${suit}`),
  });
  const index = INDEX[rank] ?? String(rank);
  return (
    <Card role="img" aria-label={name} data-size={size} data-suit={suit}>
      <Corner>{index}</Corner>
      <Pip viewBox="0 0 100 100">
        <path d={SUITS[suit]} />
      </Pip>
      <Corner data-end="true">{index}</Corner>
    </Card>
  );
}
