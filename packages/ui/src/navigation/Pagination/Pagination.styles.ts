import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A page number, or the previous / next control: a square of a medium control's size at least. */
export const Control = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  min-width: ${vars.size.control.md};
  height: ${vars.size.control.md};
  margin: 0;
  padding-inline: ${vars.space[2]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &[aria-current='page'] {
    border-color: ${vars.bgColor.accent.emphasis};
    background: ${vars.bgColor.accent.emphasis};
    color: ${vars.fgColor.onAccent};
    font-weight: ${vars.fontWeight.semibold};
  }

  &:disabled,
  &[aria-disabled='true'] {
    border-color: ${vars.borderColor.disabled};
    background: ${vars.bgColor.disabled};
    color: ${vars.fgColor.disabled};
    cursor: ${vars.cursor.disabled};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  & > svg {
    font-size: ${vars.size.icon.md};
  }

  & > svg:dir(rtl) {
    transform: scaleX(-1);
  }
`;

export const Ellipsis = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${vars.size.control.sm};
  height: ${vars.size.control.md};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;
