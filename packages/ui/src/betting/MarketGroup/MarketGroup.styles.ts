import { vars } from '@betline/tokens';
import styled from 'styled-components';
import type { MarketLayout } from '../types';

export const Group = styled.section`
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
`;

export const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: ${vars.size.control.md};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  background: ${vars.bgColor.transparent};
  color: ${vars.fgColor.default};
  font: inherit;
  font-weight: ${vars.fontWeight.semibold};
  text-align: start;
  cursor: ${vars.cursor.interactive};

  &:hover {
    background-color: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  & > svg {
    flex: none;
    transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }

  &[aria-expanded='false'] > svg {
    transform: rotate(-90deg);
  }
`;

const columns: Record<MarketLayout, string> = {
  twoWay: 'repeat(2, minmax(0, 1fr))',
  threeWay: 'repeat(3, minmax(0, 1fr))',
  totals: `minmax(${vars.size.control.lg}, auto) repeat(2, minmax(0, 1fr))`,
  correctScore: 'repeat(3, minmax(0, 1fr))',
};

export const Grid = styled.div<{ $layout: MarketLayout }>`
  display: grid;
  grid-template-columns: ${(p) => columns[p.$layout]};
  gap: ${vars.space[1]};
  padding: 0 ${vars.space[3]} ${vars.space[3]};
`;

export const LineLabel = styled.span`
  align-self: center;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;
