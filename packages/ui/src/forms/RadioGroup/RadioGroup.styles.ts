import { vars } from '@betline/tokens';
import { Label, Radio as RACRadio, RadioGroup as RACRadioGroup } from 'react-aria-components';
import styled from 'styled-components';

export const StyledRadioGroup = styled(RACRadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const GroupLabel = styled(Label)`
  color: ${vars.field.label.fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const StyledRadio = styled(RACRadio)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.fgColor.default};
  cursor: ${vars.cursor.interactive};

  &::before {
    content: '';
    flex-shrink: 0;
    width: ${vars.size.icon.md};
    height: ${vars.size.icon.md};
    box-sizing: border-box;
    border: ${vars.borderWidth.default} solid ${vars.borderColor.strong};
    border-radius: ${vars.radius.full};
    background-color: ${vars.input.bgColor.rest};
  }

  &[data-selected]::before {
    border: ${vars.space[1]} solid ${vars.bgColor.accent.emphasis};
  }

  &[data-focus-visible]::before {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  &[data-disabled] {
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }
`;
