import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Header = styled.h3`
  margin: 0;
  background-color: ${vars.bgColor.inset};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

export const HeaderButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: ${vars.size.control.md};
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 0;
  background: ${vars.bgColor.transparent};
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: ${vars.cursor.interactive};

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  & > svg {
    flex: none;
  }

  &[aria-expanded='false'] > svg {
    transform: rotate(-90deg);
  }
`;

export const Region = styled.span`
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.regular};
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.span`
  color: ${vars.fgColor.muted};
  font-weight: ${vars.fontWeight.regular};
  font-variant-numeric: tabular-nums;
`;
