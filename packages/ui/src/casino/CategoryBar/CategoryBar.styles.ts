import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Nav = styled.nav`
  min-width: 0;
`;

/**
 * Wraps onto more lines on wide screens; on a phone it is one row that scrolls sideways without a visible
 * scrollbar (a swipe, or the keyboard: each link is focusable and focus scrolls it into view).
 */
export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 719px) {
    flex-wrap: nowrap;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-padding-inline: ${vars.space[4]};
    scrollbar-width: none;

    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

export const Item = styled.li`
  flex: none;
`;

export const ItemLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.categoryBar.item.borderColor.rest};
  border-radius: ${vars.categoryBar.item.borderRadius};
  background-color: ${vars.categoryBar.item.bgColor.rest};
  color: ${vars.categoryBar.item.fgColor.rest};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background-color: ${vars.categoryBar.item.bgColor.hover};
  }

  &[aria-current='page'] {
    border-color: ${vars.categoryBar.item.borderColor.current};
    background-color: ${vars.categoryBar.item.bgColor.current};
    color: ${vars.categoryBar.item.fgColor.current};
    font-weight: ${vars.fontWeight.semibold};
  }

  /* An inset ring: the scrolling row clips whatever overflows it, a ring outside the item included. */
  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const Icon = styled.span`
  display: inline-flex;
  font-size: ${vars.size.icon.md};
`;

export const Count = styled.span`
  color: ${vars.categoryBar.item.count.fgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.regular};
  font-variant-numeric: tabular-nums;
`;
