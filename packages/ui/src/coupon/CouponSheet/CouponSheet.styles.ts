import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Bar = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  width: 100%;
  min-height: ${vars.size.layout.bottomNavHeight};
  padding: ${vars.space[2]} ${vars.space[4]};
  border: 0;
  border-radius: ${vars.radius.lg} ${vars.radius.lg} 0 0;
  background-color: ${vars.coupon.header.bgColor};
  color: ${vars.coupon.header.fgColor};
  font: inherit;
  box-shadow: ${vars.shadow.md};
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const BarTitle = styled.span`
  flex: 1;
  font-weight: ${vars.fontWeight.semibold};
  text-align: start;
`;

export const BarCount = styled.span`
  min-width: ${vars.size.icon.lg};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.coupon.badge.bgColor};
  color: ${vars.coupon.badge.fgColor};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const BarCoef = styled.span`
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
