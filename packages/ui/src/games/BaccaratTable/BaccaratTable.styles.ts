import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { CARD_WIDTH } from '../PlayingCard/PlayingCard.styles';

export const Root = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The two hands side by side, stacked when the table is narrower than two hands of three cards. */
export const Hands = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${vars.size.layout.cardMinWidth}), 1fr));
  gap: ${vars.space[3]};
`;

/** A hand; the winning one (both on a tie) takes a coloured border and background, and a mark in words. */
export const Hand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.inset};

  &[data-result='win'] {
    border-color: ${vars.borderColor.success};
    background-color: ${vars.bgColor.success.muted};
  }

  &[data-result='tie'] {
    border-color: ${vars.borderColor.accent};
    background-color: ${vars.bgColor.accent.muted};
  }
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Label = styled.span`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Mark = styled.span`
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.success.emphasis};
  color: ${vars.fgColor.onEmphasis};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};

  [data-result='tie'] & {
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }
`;

/** The cards in the order dealt; as tall as a card before the deal too, so nothing jumps. */
export const Cards = styled.div`
  display: flex;
  gap: ${vars.space[2]};
  min-height: calc(${CARD_WIDTH.md} * 1.4);
`;

/** Where a card will lie before the first deal. */
export const Place = styled.span`
  width: ${CARD_WIDTH.md};
  aspect-ratio: 5 / 7;
  border: ${vars.borderWidth.default} dashed ${vars.borderColor.strong};
  border-radius: ${vars.radius.md};
`;

export const Total = styled.p`
  margin: 0;
  min-height: calc(${vars.fontSize.md} * ${vars.lineHeight.normal});
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.normal};
  font-variant-numeric: tabular-nums;
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;
