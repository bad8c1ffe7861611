import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

export { BoardRoot as Root } from '../board.styles';

export const Status = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * Four columns of three rows; three columns of four on a narrow phone. `--memory-columns` is also read by the
 * arrow keys (up and down move by a row).
 */
export const Grid = styled.div`
  --memory-columns: 4;

  display: grid;
  grid-template-columns: repeat(var(--memory-columns), minmax(0, 1fr));
  gap: ${vars.space[2]};

  @media (max-width: 479px) {
    --memory-columns: 3;
  }
`;

/** The card is the button; its two faces turn on a 3D axis inside it. */
export const CardButton = styled.button`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 3 / 4;
  min-width: 0;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  perspective: calc(${vars.size.control.lg} * 12);
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    z-index: 1;
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  /* The matched pair: a thick outline and a check mark, not colour alone. */
  &[data-matched] {
    outline: ${vars.borderWidth.thick} solid ${vars.borderColor.success};
    outline-offset: ${vars.borderWidth.thick};
  }

  &[data-matched]:focus-visible {
    outline-color: ${vars.focus.outlineColor};
  }
`;

export const Inner = styled.span`
  position: absolute;
  inset: 0;
  display: block;
  transform-style: preserve-3d;
  transition: transform ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  [data-face-up] > & {
    transform: rotateY(180deg);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const face = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  -webkit-backface-visibility: hidden;
  backface-visibility: hidden;
`;

/**
 * The back: a quiet diamond pattern and the card's number in a corner (for voice control and sighted
 * players).
 */
export const Back = styled.span`
  ${face}
  border: ${vars.borderWidth.default} solid ${vars.borderColor.strong};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.accent.emphasis};
  background-image:
    repeating-linear-gradient(
      45deg,
      ${vars.bgColor.transparent} 0 ${vars.space[2]},
      ${vars.bgColor.accent.muted} ${vars.space[2]} calc(${vars.space[2]} + ${vars.borderWidth.thick})
    ),
    repeating-linear-gradient(
      -45deg,
      ${vars.bgColor.transparent} 0 ${vars.space[2]},
      ${vars.bgColor.accent.muted} ${vars.space[2]} calc(${vars.space[2]} + ${vars.borderWidth.thick})
    );
  box-shadow: ${vars.shadow.sm};
  color: ${vars.fgColor.onAccent};

  button:hover:not([aria-disabled='true']) & {
    box-shadow: ${vars.shadow.md};
  }
`;

export const CardNumber = styled.span`
  position: absolute;
  top: ${vars.space[1]};
  inset-inline-start: ${vars.space[1]};
  min-width: ${vars.size.icon.lg};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bgColor.raised};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.snug};
  text-align: center;
`;

export const Front = styled.span`
  ${face}
  gap: ${vars.space[1]};
  padding: ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.bgColor.raised};
  box-shadow: ${vars.shadow.sm};
  transform: rotateY(180deg);

  [data-matched] & {
    border-color: ${vars.borderColor.success};
    background-color: ${vars.bgColor.success.muted};
  }
`;

export const Glyph = styled.span`
  display: block;
  width: 70%;
  max-width: calc(${vars.size.control.lg} * 2);
  aspect-ratio: 1;
`;

export const SymbolName = styled.span`
  max-width: 100%;
  overflow: hidden;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const MatchMark = styled.span`
  position: absolute;
  top: calc(${vars.space[2]} * -1);
  inset-inline-end: calc(${vars.space[2]} * -1);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  border: ${vars.borderWidth.thick} solid ${vars.bgColor.raised};
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.success.emphasis};
  color: ${vars.fgColor.onEmphasis};
  font-size: ${vars.fontSize.lg};
  pointer-events: none;

  & svg {
    stroke-width: 2.5;
  }
`;
