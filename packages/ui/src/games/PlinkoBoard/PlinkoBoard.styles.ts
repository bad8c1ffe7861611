import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Root = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** The board scales with its column; the viewBox keeps pegs, ball and slots in proportion. */
export const Board = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-height: 70vh;
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.inset};

  .peg {
    fill: ${vars.fgColor.muted};
  }

  .trail {
    fill: none;
    stroke: ${vars.fgColor.accent};
    stroke-width: 0.08;
    stroke-linecap: round;
    stroke-linejoin: round;
    opacity: 0.6;
  }

  .ball {
    fill: ${vars.bgColor.warning.emphasis};
    stroke: ${vars.fgColor.default};
    stroke-width: 0.04;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }

  /* The pays: the edges (rare, large) warm, the middle (common, small) quiet. */
  .slot rect {
    fill: ${vars.bgColor.raised};
    stroke: ${vars.borderColor.muted};
    stroke-width: 0.03;
  }

  .slot[data-tier='high'] rect {
    fill: ${vars.bgColor.danger.emphasis};
  }

  .slot[data-tier='mid'] rect {
    fill: ${vars.bgColor.warning.emphasis};
  }

  .slot text {
    fill: ${vars.fgColor.default};
    font-family: ${vars.fontFamily.sans};
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
  }

  .slot[data-tier='high'] text {
    fill: ${vars.fgColor.onEmphasis};
  }

  .slot[data-tier='mid'] text {
    fill: ${vars.fgColor.onWarning};
  }

  .slot[data-landed='true'] rect {
    stroke: ${vars.fgColor.default};
    stroke-width: 0.12;
  }

  @media (prefers-reduced-motion: reduce) {
    .ball {
      transition: none;
    }
  }
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;
