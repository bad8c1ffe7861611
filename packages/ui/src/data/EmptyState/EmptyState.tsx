import { vars } from '@betline/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[8]} ${vars.space[4]};
  color: ${vars.fgColor.muted};
  text-align: center;

  & > svg {
    width: ${vars.size.control.md};
    height: ${vars.size.control.md};
  }
`;

export const StateTitle = styled.p`
  margin: 0;
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
`;

export interface EmptyStateProps {
  /** What is empty (translated): "No open bets". */
  title: string;
  /** A hint what to do next. */
  children?: ReactNode;
  /** A decorative icon. */
  icon?: ReactNode;
  /** An action (for example a link to the line). */
  action?: ReactNode;
}

/** Shown where a list has nothing to show. */
export function EmptyState({ title, children, icon, action }: EmptyStateProps) {
  return (
    <StateRoot>
      {icon}
      <StateTitle>{title}</StateTitle>
      {children && <div>{children}</div>}
      {action}
    </StateRoot>
  );
}
