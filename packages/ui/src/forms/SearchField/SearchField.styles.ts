import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';
import { StyledInput } from '../Input/Input.styles';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  margin: 0;
`;

/** The label: visible above the field, or visually hidden (still the input's name). */
export const Label = styled.label<{ $hidden: boolean }>`
  color: ${vars.field.label.fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};

  ${(p) =>
    p.$hidden &&
    css`
      position: absolute;
      width: 1px; /* token-exempt: the clip technique, not a design size */
      height: 1px; /* token-exempt: the clip technique, not a design size */
      margin: -1px; /* token-exempt: the clip technique, not a design size */
      padding: 0;
      border: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
      white-space: nowrap;
    `}
`;

export const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[2]};
  min-width: 0;
`;

export const Control = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

export const StartIcon = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-start: ${vars.space[3]};
  display: flex;
  align-items: center;
  color: ${vars.fgColor.muted};
  font-size: ${vars.size.icon.md};
  pointer-events: none;
`;

/**
 * The search input: room for the search icon at the start and for the spinner and the clear button at
 * the end; the browser's own clear button is replaced by ours (a named, focusable button).
 */
export const SearchInput = styled(StyledInput)<{ $endItems: number }>`
  padding-inline-start: calc(${vars.space[3]} + ${vars.size.icon.md} + ${vars.space[2]});
  padding-inline-end: calc(${vars.space[2]} + ${(p) => p.$endItems} * ${vars.size.control.sm});

  &::-webkit-search-cancel-button,
  &::-webkit-search-decoration {
    appearance: none;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const EndSlot = styled.span`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${vars.space[1]};
  display: flex;
  align-items: center;

  & > [role='status'] {
    width: ${vars.size.control.sm};
    height: ${vars.size.control.sm};
  }
`;
