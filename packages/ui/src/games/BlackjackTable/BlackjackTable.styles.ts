import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { CARD_WIDTH, Card } from '../PlayingCard/PlayingCard.styles';

/*
 * The table's own width (a container query, wherever the app puts it) decides its layout:
 * - 720 and up: two split hands side by side, cards of the card's `md` size;
 * - 560 to 719: the same with the cards closer together (from about 630, four to a row of each hand);
 * - under 560: the split hands one under the other;
 * - under 350 (a 320 or 375 phone's column): cards of the card's `sm` size, so a hand of five still fits a row.
 */

export const Root = styled.figure`
  container-type: inline-size;
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The player's hands under the dealer's: one fills the row, two (a split) share it, stacked when narrow. */
export const Hands = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${vars.space[3]};

  @container (max-width: 559px) {
    grid-auto-flow: row;
  }
`;

/**
 * A hand. The one the player is deciding on is outlined in the accent colour (and says "Playing"); a won hand
 * is outlined in the success tone, a push in the accent tone, a lost or bust one dashed with its cards and total
 * dimmed.
 * Each of these also has its mark in words.
 */
export const Hand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.inset};

  &[data-active] {
    border-color: ${vars.borderColor.accent};
    box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.accent.muted};
  }

  &[data-result='win'],
  &[data-result='blackjack'] {
    border-color: ${vars.borderColor.success};
    background-color: ${vars.bgColor.success.muted};
  }

  &[data-result='push'] {
    border-color: ${vars.borderColor.accent};
    background-color: ${vars.bgColor.accent.muted};
  }

  &[data-result='lose'],
  &[data-result='bust'] {
    border-style: dashed;
    background-color: ${vars.bgColor.transparent};
  }
`;

/** The hand's name and marks, with its stake at the end; wraps when narrow. */
export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]} ${vars.space[2]};
`;

export const Label = styled.span`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

/** A mark in words: "Playing", the result ("Won", "Bust"...), "Doubled". */
export const Mark = styled.span`
  padding: 0 ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;

  &[data-tone='success'] {
    border-color: ${vars.bgColor.success.emphasis};
    background-color: ${vars.bgColor.success.emphasis};
    color: ${vars.fgColor.onEmphasis};
  }

  &[data-tone='accent'] {
    border-color: ${vars.bgColor.accent.emphasis};
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }
`;

/** The hand's stake, at the end of its head. */
export const Stake = styled.span`
  margin-inline-start: auto;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** The cards in the order dealt, wrapping when many; as tall as a card before the deal too, so nothing jumps. */
export const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  min-height: calc(${CARD_WIDTH.md} * 1.4);

  /* Dimmed without losing contrast: the cards greyed (the grey about as light as their red) and flat. */
  [data-result='lose'] > &,
  [data-result='bust'] > & {
    filter: grayscale(1);
  }

  [data-result='lose'] > & ${Card}:not([data-face-down]),
  [data-result='bust'] > & ${Card}:not([data-face-down]) {
    box-shadow: none;
  }

  /* Closer together: two split hands side by side still take four cards to a row from about 630. */
  @container (max-width: 719px) {
    gap: ${vars.space[1]};
  }

  /* The card's sm size (PlayingCard size="sm"), applied by the table's width rather than a prop. */
  @container (max-width: 349px) {
    min-height: calc(${CARD_WIDTH.sm} * 1.4);

    & ${Card}[data-size='md'] {
      width: ${CARD_WIDTH.sm};
      border-radius: ${vars.radius.sm};
      font-size: ${vars.fontSize.xs};
    }
  }
`;

/** Where a card will lie before the first deal. */
export const Place = styled.span`
  width: ${CARD_WIDTH.md};
  aspect-ratio: 5 / 7;
  border: ${vars.borderWidth.default} dashed ${vars.borderColor.strong};
  border-radius: ${vars.radius.md};

  @container (max-width: 349px) {
    width: ${CARD_WIDTH.sm};
    border-radius: ${vars.radius.sm};
  }
`;

/** The total ("17", "soft 17", "Blackjack"); as tall as a line when not shown, so nothing jumps. */
export const Total = styled.p`
  margin: 0;
  min-height: calc(${vars.fontSize.md} * ${vars.lineHeight.normal});
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  font-variant-numeric: tabular-nums;

  [data-result='lose'] > &,
  [data-result='bust'] > & {
    color: ${vars.fgColor.muted};
  }
`;

export const Caption = styled.figcaption`
  min-height: calc(${vars.fontSize.lg} * ${vars.lineHeight.normal});
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.normal};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
