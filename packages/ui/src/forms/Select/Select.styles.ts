import { vars } from '@betline/tokens';
import { Button, Label, ListBox, ListBoxItem, Select as RACSelect, SelectValue } from 'react-aria-components';
import styled from 'styled-components';

export const StyledSelect = styled(RACSelect)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const SelectLabel = styled(Label)`
  color: ${vars.field.label.fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const SelectButton = styled(Button)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.input.borderColor.rest};
  border-radius: ${vars.input.borderRadius};
  background-color: ${vars.input.bgColor.rest};
  color: ${vars.input.fgColor.rest};
  font: inherit;
  cursor: ${vars.cursor.interactive};

  &[data-hovered] {
    border-color: ${vars.input.borderColor.hover};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  [data-invalid] & {
    border-color: ${vars.input.invalid.borderColor};
  }
`;

export const Value = styled(SelectValue)`
  &[data-placeholder] {
    color: ${vars.input.placeholder.fgColor};
  }
`;

export const Options = styled(ListBox)`
  padding: ${vars.space[1]};
  outline: none;
  min-width: var(--trigger-width);
`;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  min-height: ${vars.size.control.md};
  padding: 0 ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.menu.item.fgColor.rest};
  cursor: ${vars.cursor.interactive};
  outline: none;

  &[data-focused] {
    background-color: ${vars.menu.item.bgColor.hover};
  }

  &[data-selected] {
    background-color: ${vars.menu.item.bgColor.selected};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-focus-visible] {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  &[data-disabled] {
    color: ${vars.menu.item.fgColor.disabled};
  }
`;

export const ErrorText = styled.span`
  color: ${vars.field.error.fgColor};
  font-size: ${vars.fontSize.sm};
`;
