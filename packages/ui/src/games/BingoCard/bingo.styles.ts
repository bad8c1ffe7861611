import { vars } from '@betline/tokens';
import { css, keyframes } from 'styled-components';

/**
 * The colour of each column (`data-column` 0..4), as on printed cards and balls: B blue, I red, N plain,
 * G green, O yellow. Always with the letter written on it, so the colour only echoes it.
 */
export const columnColours = css`
  &[data-column='0'] {
    background-color: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
  }

  &[data-column='1'] {
    background-color: ${vars.bgColor.danger.emphasis};
    color: ${vars.fgColor.onEmphasis};
  }

  &[data-column='2'] {
    background-color: ${vars.bgColor.inset};
    box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.borderColor.strong};
    color: ${vars.fgColor.default};
  }

  &[data-column='3'] {
    background-color: ${vars.bgColor.success.emphasis};
    color: ${vars.fgColor.onEmphasis};
  }

  &[data-column='4'] {
    background-color: ${vars.bgColor.warning.emphasis};
    color: ${vars.fgColor.onWarning};
  }
`;

/** A daub just made (or a ball just called) lands: it grows in from the middle. */
export const land = keyframes`
  from {
    transform: scale(0.4);
    opacity: 0.3;
  }
`;

/** The letter heads of the card's columns and the board's rows. */
export const letterHead = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.size.control.sm};
  border-radius: ${vars.radius.md};
  font-weight: ${vars.fontWeight.bold};
  line-height: 1;
  ${columnColours}
`;

/**
 * A daub: a filled disc behind the number (its shape, not only its colour, tells it from a number not called).
 * The latest call has a ring around its disc.
 */
export const daub = css`
  &[data-daubed]::before {
    content: '';
    position: absolute;
    inset: 10%;
    border-radius: ${vars.radius.full};
    background-color: ${vars.bgColor.accent.emphasis};
  }

  &[data-daubed] {
    color: ${vars.fgColor.onAccent};
    font-weight: ${vars.fontWeight.bold};
  }

  &[data-latest]::before {
    box-shadow:
      0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.raised},
      0 0 0 calc(${vars.borderWidth.thick} * 2) ${vars.fgColor.default};
    animation: ${land} ${vars.motion.duration.slow} ${vars.motion.easing.enter};
  }

  @media (prefers-reduced-motion: reduce) {
    &[data-latest]::before {
      animation: none;
    }
  }
`;
