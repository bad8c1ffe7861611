import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';

/** A tile just opened turns over: it comes in edge on and settles. */
const flip = keyframes`
  from {
    transform: rotateY(90deg) scale(0.85);
    opacity: 0.4;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

/**
 * A tile. Hidden: a raised plain tile. Open: the gem or the mine drawn on a tinted ground. The mine that ended
 * the hand is filled and ringed; the tiles shown only once the hand is over are dashed and faded, so the ones
 * the player opened stand out. Each state has its own shape and is said in the tile's name.
 */
export const Tile = styled.button`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1;
  min-width: 0;
  padding: 0;
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.raised};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.fgColor.muted};
  font: inherit;
  cursor: ${vars.cursor.interactive};
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover:not([aria-disabled='true']) {
    background-color: ${vars.bgColor.hover};
    transform: translateY(calc(${vars.borderWidth.thick} * -1));
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    z-index: 1;
  }

  &[aria-disabled='true'] {
    cursor: ${vars.cursor.disabled};
  }

  /* Waiting (disabled): the hidden tiles lie flat. */
  &[data-state='hidden'][aria-disabled='true'] {
    box-shadow: none;
  }

  &[data-state='gem'] {
    border-color: ${vars.borderColor.success};
    background-color: ${vars.bgColor.success.muted};
    box-shadow: none;
    color: ${vars.fgColor.success};
  }

  &[data-state='mine'] {
    border-color: ${vars.borderColor.danger};
    background-color: ${vars.bgColor.danger.muted};
    box-shadow: none;
    color: ${vars.fgColor.danger};
  }

  &[data-hit] {
    background-color: ${vars.bgColor.danger.emphasis};
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.raised},
      0 0 0 calc(${vars.borderWidth.thick} * 2) ${vars.borderColor.danger};
    color: ${vars.fgColor.onEmphasis};
  }

  &[data-unopened] {
    border-style: dashed;
    background-color: ${vars.bgColor.inset};
  }

  &[data-unopened] > svg {
    opacity: 0.45;
  }

  &[data-latest] {
    animation: ${flip} ${vars.motion.duration.slow} ${vars.motion.easing.enter};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;

    &:hover:not([aria-disabled='true']) {
      transform: none;
    }

    &[data-latest] {
      animation: none;
    }
  }
`;

/** The gem or the mine, drawn in the tile's colour (`currentColor`), about half the tile. */
export const Glyph = styled.svg`
  display: block;
  width: 56%;
  height: 56%;
  fill: currentColor;
  pointer-events: none;

  & .facet {
    fill: none;
    stroke: ${vars.bgColor.raised};
    stroke-width: 1.2;
    stroke-linejoin: round;
    opacity: 0.7;
  }

  & .shine {
    fill: ${vars.bgColor.raised};
    opacity: 0.8;
  }

  [data-hit] > & .shine {
    fill: ${vars.bgColor.danger.emphasis};
  }
`;
