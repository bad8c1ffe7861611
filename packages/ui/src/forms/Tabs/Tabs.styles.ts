import { vars } from '@betline/tokens';
import { Tab, TabList, TabPanel } from 'react-aria-components';
import styled from 'styled-components';

export const StyledTabList = styled(TabList)`
  display: flex;
  gap: ${vars.space[1]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.default};
  overflow-x: auto;
`;

export const StyledTab = styled(Tab)`
  padding: ${vars.space[2]} ${vars.space[3]};
  border-bottom: ${vars.borderWidth.thick} solid ${vars.bgColor.transparent};
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.medium};
  white-space: nowrap;
  cursor: ${vars.cursor.interactive};
  outline: none;

  &[data-hovered] {
    color: ${vars.fgColor.default};
  }

  &[data-selected] {
    color: ${vars.fgColor.default};
    border-bottom-color: ${vars.borderColor.accent};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  &[data-disabled] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;

export const StyledTabPanel = styled(TabPanel)`
  padding-top: ${vars.space[3]};
  outline: none;

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
  }
`;
