import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.coupon.item.borderColor};
  border-radius: ${vars.radius.md};
  background-color: ${vars.coupon.item.bgColor};
  list-style: none;

  &[data-state='locked'],
  &[data-state='suspended'] {
    background-color: ${vars.bgColor.disabled};
  }

  &[data-state='changed'] {
    border-color: ${vars.borderColor.warning};
  }
`;

export const Top = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const Names = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

export const EventName = styled.span`
  overflow: hidden;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Selection = styled.span`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Coef = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.bold};
  white-space: nowrap;

  & > s {
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.regular};
  }

  &[data-trend='up'] {
    color: ${vars.oddsButton.up.fgColor};
  }

  &[data-trend='down'] {
    color: ${vars.oddsButton.down.fgColor};
  }

  &[data-trend='down'] > svg {
    transform: rotate(180deg);
  }
`;

export const State = styled.p`
  margin: 0;
  color: ${vars.fgColor.warning};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
