import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Slip = styled.section<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${(p) => (p.$compact ? 'none' : vars.size.layout.slipWidth)};
  padding: ${(p) => (p.$compact ? '0' : vars.space[3])};
  border: ${(p) => (p.$compact ? '0' : `${vars.borderWidth.default} solid ${vars.coupon.borderColor}`)};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.coupon.bgColor};
  color: ${vars.fgColor.default};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

/** Pause and clear: on the title's line when there is room, else on their own line at the end. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin-inline-start: auto;
`;

export const Title = styled.h2`
  display: flex;
  white-space: nowrap;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.fontSize.lg};
`;

export const CountBadge = styled.span`
  min-width: ${vars.size.icon.lg};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.coupon.badge.bgColor};
  color: ${vars.coupon.badge.fgColor};
  font-size: ${vars.fontSize.xs};
  font-variant-numeric: tabular-nums;
  text-align: center;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export const Bets = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
`;

export const Notice = styled.p`
  margin: 0;
  padding: ${vars.space[2]} ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  background-color: ${vars.bgColor.accent.muted};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
`;

export const BonusLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.borderWidth.default} dashed ${vars.borderColor.success};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.success};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};

  & > span {
    flex: 1;
  }

  & small {
    display: block;
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.xs};
    font-weight: ${vars.fontWeight.regular};
  }
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  font-size: ${vars.fontSize.sm};

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  dd[data-figure='possible-win'] {
    color: ${vars.coupon.possibleWin.fgColor};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.bold};
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1;
  }
`;

export const Settings = styled.details`
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  padding-top: ${vars.space[2]};

  & > summary {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.sm};
    cursor: ${vars.cursor.interactive};
  }

  & > summary:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[3]};
    padding-top: ${vars.space[2]};
  }
`;

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[6]} ${vars.space[2]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  text-align: center;

  & > strong {
    color: ${vars.fgColor.default};
    font-size: ${vars.fontSize.md};
  }
`;
