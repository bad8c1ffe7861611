import { vars } from '@betline/tokens';
import { Meter } from 'react-aria-components';
import styled from 'styled-components';

export type ProtectionStatus = 'bad' | 'normal' | 'good' | 'full';

const fill: Record<ProtectionStatus, string> = {
  bad: vars.bgColor.danger.emphasis,
  normal: vars.bgColor.warning.emphasis,
  good: vars.bgColor.success.emphasis,
  full: vars.bgColor.success.emphasis,
};

export const StyledMeter = styled(Meter)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${vars.space[1]} ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
`;

export const MeterLabel = styled.span`
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.medium};
`;

export const MeterValue = styled.span`
  color: ${vars.fgColor.muted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  grid-column: 1 / -1;
  height: ${vars.space[2]};
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.inset};
`;

export const Fill = styled.div<{ $status: ProtectionStatus }>`
  height: 100%;
  border-radius: inherit;
  background-color: ${(p) => fill[p.$status]};
`;
