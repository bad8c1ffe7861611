import { vars } from '@betline/tokens';
import { Menu, MenuItem } from 'react-aria-components';
import styled from 'styled-components';

export const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  min-width: ${vars.drawer.width};
  max-width: 100%;
  padding: ${vars.space[1]};
  outline: none;
`;

export const Item = styled(MenuItem)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${(p) => (p.$danger ? vars.menu.item.danger.fgColor : vars.menu.item.fgColor.rest)};
  background-color: ${vars.menu.item.bgColor.rest};
  cursor: ${vars.cursor.interactive};
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background-color: ${vars.menu.item.bgColor.hover};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  &[data-selected] {
    background-color: ${vars.menu.item.bgColor.selected};
  }

  &[data-disabled] {
    color: ${vars.menu.item.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }

  & > svg {
    flex-shrink: 0;
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
  }
`;
