import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The sections one under another; the drawer's body scrolls when they are taller than the screen. */
export const Sections = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  margin: calc(-1 * ${vars.space[2]});
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  text-transform: uppercase;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: ${vars.size.control.lg};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &[aria-current='page'] {
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${vars.size.icon.lg};
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Count = styled.span`
  flex: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
  font-variant-numeric: tabular-nums;

  [aria-current='page'] > & {
    color: ${vars.fgColor.accent};
  }
`;
