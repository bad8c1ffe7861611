import { vars } from '@betline/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  neutral: { bg: vars.bgColor.inset, fg: vars.fgColor.default },
  accent: { bg: vars.bgColor.accent.muted, fg: vars.fgColor.accent },
  success: { bg: vars.bgColor.success.muted, fg: vars.fgColor.success },
  warning: { bg: vars.bgColor.warning.muted, fg: vars.fgColor.warning },
  danger: { bg: vars.bgColor.danger.muted, fg: vars.fgColor.danger },
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-height: ${vars.size.icon.md};
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background-color: ${(p) => tones[p.$tone].bg};
  color: ${(p) => tones[p.$tone].fg};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export interface BadgeProps {
  /** Short text or a number (counts, "Live", "New"). */
  children: ReactNode;
  /** Colour; never the only signal: the text says it too. */
  tone?: BadgeTone;
  /** Accessible text when the visible text is not enough (for example a bare count). */
  'aria-label'?: string;
}

/** A small status label or count. */
export function Badge({ children, tone = 'neutral', ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} data-tone={tone} {...(rest['aria-label'] ? { role: 'img', ...rest } : {})}>
      {children}
    </StyledBadge>
  );
}
