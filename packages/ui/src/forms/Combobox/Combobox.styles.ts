import { vars } from '@betline/tokens';
import { Button, ComboBox as RACComboBox, Group, Input } from 'react-aria-components';
import styled from 'styled-components';

export const StyledComboBox = styled(RACComboBox)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const InputGroup = styled(Group)`
  display: flex;
  align-items: center;
  height: ${vars.size.control.md};
  padding-inline-start: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};

  &[data-hovered] {
    border-color: ${vars.input.borderColor.hover};
  }

  &[data-focus-within] {
    border-color: ${vars.input.borderColor.focus};
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  [data-invalid] > & {
    border-color: ${vars.input.invalid.borderColor};
  }

  [data-disabled] > & {
    background-color: ${vars.input.bgColor.disabled};
    color: ${vars.input.fgColor.disabled};
  }

  & svg {
    width: ${vars.size.icon.sm};
    height: ${vars.size.icon.sm};
  }
`;

export const SearchInput = styled(Input)`
  flex: 1;
  min-width: 0;
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  outline: none;

  &::placeholder {
    color: ${vars.input.placeholder.fgColor};
  }
`;

export const Description = styled.span`
  margin-inline-start: auto;
  padding-inline-start: ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

export const Empty = styled.div`
  padding: ${vars.space[2]} ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

export const ToggleButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: stretch;
  width: ${vars.size.control.md};
  border: none;
  background: transparent;
  color: ${vars.fgColor.muted};
  cursor: ${vars.cursor.interactive};

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;
