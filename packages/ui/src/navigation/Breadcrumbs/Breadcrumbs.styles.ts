import { vars } from '@betline/tokens';
import styled from 'styled-components';

/**
 * The trail wraps on wide screens. On a phone it stays on one line and the middle crumbs give up their
 * width first (ending with an ellipsis), so the first and the current page stay readable: a long trail
 * truncates in the middle. Every crumb keeps its full text as its name.
 */
export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    flex-wrap: nowrap;

    & > li {
      flex-shrink: 1;
    }

    & > li[data-middle] {
      flex-shrink: 1000;
    }
  }
`;

export const Crumb = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Separator = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${vars.size.icon.sm};

  &:dir(rtl) {
    transform: scaleX(-1);
  }
`;

const text = `
  display: block;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CrumbLink = styled.a`
  ${text}
  padding-block: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  color: ${vars.fgColor.link};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Current = styled.span`
  ${text}
  padding-block: ${vars.space[1]};
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.semibold};
`;
