import { useEffect, useId, useRef } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { CheckIcon } from '../../icons/CheckIcon';
import { useUiTranslation } from '../../i18n';
import { PlayingCard, type CardSuit } from '../PlayingCard';
import {
  CardFrame,
  Caption,
  HeldMark,
  HoldBox,
  HoldLabel,
  HoldWord,
  Root,
  Row,
  Slot,
  WinMark,
} from './PokerHand.styles';

/** A card of the hand: rank 1 ace, 2..10, 11 jack, 12 queen, 13 king. */
export interface PokerCard {
  rank: number;
  suit: CardSuit;
}

export interface PokerHandProps {
  /** The five cards in the order dealt; null before the deal (five cards face down). */
  cards: readonly PokerCard[] | null;
  /** Which of the five cards are held (kept at the draw). */
  held: readonly boolean[];
  /** Called with the card (0..4) whose hold the player turns on or off; left out, nothing can be held. */
  onToggleHold?: (index: number) => void;
  /** No holding (the draw is under way, play is refused): the cards stay focusable and readable. */
  disabled?: boolean;
  /** The cards that make the winning hand: raised, ringed, starred and named so. */
  highlight?: readonly boolean[];
  /** The line under the cards, e.g. the hand's name ("Two pair"); announced when it changes. */
  result?: string;
}

const CARDS = 5;
const FACES: Readonly<Record<number, string>> = { 1: 'ace', 11: 'jack', 12: 'queen', 13: 'king' };

const StarGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <polygon points="12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" />
  </svg>
);

/**
 * A video poker hand: five playing cards in a row, each with a "Hold" label under it. A card and its label
 * are one toggle button (`aria-pressed`) named by the card ("Hold Queen of hearts"), so pressing the card or
 * the label holds it; a held card's label is filled and the card checked at its bottom edge. Before the deal
 * the five cards lie face down. After the draw the cards of the winning hand rise, ringed and starred, and say
 * so in their names; the line under the cards (`result`) names the hand and is announced when it changes.
 * Without `onToggleHold`, or while `disabled`, nothing can be held and the buttons stay focusable. The hand
 * fits its column by its own width (container queries): in a narrow one the cards move closer, and in a small
 * phone's (under 350 px) they take the card's `sm` size with a check box under each instead of the word.
 */
export function PokerHand({
  cards,
  held,
  onToggleHold,
  disabled = false,
  highlight = [],
  result,
}: PokerHandProps) {
  const { t } = useUiTranslation();
  const captionId = useId();
  const locked = disabled || !onToggleHold || cards === null;

  // The result is announced when it arrives (not when the hand is shown finished).
  const announced = useRef(result);
  useEffect(() => {
    if (result && result !== announced.current) announce(result);
    announced.current = result;
  }, [result]);

  const cardName = (card: PokerCard) => {
    const face = FACES[card.rank];
    return t('games.card.name', {
      rank: face ? t(`games.card.${face}`) : card.rank,
      suit: t(`games.card.${card.suit}`),
    });
  };

  return (
    <Root>
      <Row
        role="group"
        aria-label={t('games.pokerHand.hand')}
        aria-describedby={result ? captionId : undefined}
      >
        {Array.from({ length: CARDS }, (_, i) => {
          const card = cards?.[i];
          const isHeld = card !== undefined && held[i] === true;
          const winning = card !== undefined && highlight[i] === true;
          const name = [
            card === undefined
              ? t('games.pokerHand.holdPlace', { n: i + 1 })
              : t('games.pokerHand.holdCard', { card: cardName(card) }),
            winning ? t('games.pokerHand.winning') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Slot
              key={i}
              type="button"
              aria-pressed={isHeld}
              aria-disabled={locked || undefined}
              data-winning={winning || undefined}
              onClick={() => {
                if (!locked) onToggleHold?.(i);
              }}
            >
              {/* The name in words; the card's drawing (its corner letters too) and the label are pictures. */}
              <VisuallyHidden>{name}</VisuallyHidden>
              <CardFrame aria-hidden="true">
                {card === undefined ? (
                  <PlayingCard key="back" rank={1} suit="spades" faceDown />
                ) : (
                  // A new card (the draw) is a new element: it is dealt in again, a held one stays put.
                  <PlayingCard key={`${card.rank}-${card.suit}`} rank={card.rank} suit={card.suit} />
                )}
                {isHeld && (
                  <HeldMark>
                    <CheckIcon />
                  </HeldMark>
                )}
                {winning && (
                  <WinMark>
                    <StarGlyph />
                  </WinMark>
                )}
              </CardFrame>
              <HoldLabel aria-hidden="true">
                <HoldWord>{t('games.pokerHand.hold')}</HoldWord>
                <HoldBox>{isHeld && <CheckIcon />}</HoldBox>
              </HoldLabel>
            </Slot>
          );
        })}
      </Row>
      <Caption id={captionId}>{result}</Caption>
    </Root>
  );
}
