import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

/** A card's width per size (its height follows from the 5 : 7 of a real card); a table's empty places use it. */
export const CARD_WIDTH = {
  sm: vars.size.control.lg,
  md: `calc(${vars.size.control.lg} * 1.5)`,
} as const;

/** Dealt onto the table: a short slide down into place. */
const deal = keyframes`
  from {
    opacity: 0;
    transform: translateY(-15%);
  }
`;

/** The card; face down, its back: a white frame around diagonal stripes of the accent colour. */
export const Card = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${CARD_WIDTH.md};
  aspect-ratio: 5 / 7;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  animation: ${deal} ${vars.motion.duration.normal} ${vars.motion.easing.enter};

  &[data-size='sm'] {
    width: ${CARD_WIDTH.sm};
    border-radius: ${vars.radius.sm};
    font-size: ${vars.fontSize.xs};
  }

  &[data-suit='hearts'],
  &[data-suit='diamonds'] {
    color: ${vars.fgColor.danger};
  }

  &[data-face-down] {
    border-color: ${vars.borderColor.strong};
    background: repeating-linear-gradient(
      45deg,
      ${vars.bgColor.accent.emphasis} 0 ${vars.space[1]},
      ${vars.bgColor.accent.muted} 0 calc(${vars.space[1]} + ${vars.borderWidth.thick})
    );
    box-shadow:
      inset 0 0 0 ${vars.space[1]} ${vars.bgColor.raised},
      ${vars.shadow.sm};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The rank's index, top left and (turned half a turn) bottom right. */
export const Corner = styled.span`
  position: absolute;
  top: ${vars.space[1]};
  inset-inline-start: ${vars.space[1]};
  font-variant-numeric: tabular-nums;

  &[data-end] {
    top: auto;
    bottom: ${vars.space[1]};
    inset-inline: auto ${vars.space[1]};
    transform: rotate(180deg);
  }
`;

/** The suit, big in the middle. */
export const Pip = styled.svg`
  display: block;
  width: 50%;
  height: auto;
  fill: currentColor;
`;
