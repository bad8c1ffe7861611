import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.providerChip.borderColor.rest};
  border-radius: ${vars.providerChip.borderRadius};
  background-color: ${vars.providerChip.bgColor.rest};
  color: ${vars.providerChip.fgColor.rest};
  font-family: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;

  &:is(a, button) {
    cursor: ${vars.cursor.interactive};
    transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  }

  &:is(a, button):hover {
    background-color: ${vars.providerChip.bgColor.hover};
  }

  &[aria-pressed='true'],
  &[aria-current='page'] {
    border-color: ${vars.providerChip.borderColor.selected};
    background-color: ${vars.providerChip.bgColor.selected};
    color: ${vars.providerChip.fgColor.selected};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Check = styled.span`
  display: inline-flex;
  margin-inline-start: calc(-1 * ${vars.space[1]});
  font-size: ${vars.size.icon.sm};
`;

export const Count = styled.span`
  color: ${vars.providerChip.count.fgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
  font-variant-numeric: tabular-nums;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
