import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Bar = styled.footer`
  /* Room for the floating support button (SupportButton), so it never covers the footer's last line. */
  padding-block-end: calc(${vars.space[4]} + ${vars.size.control.md});
  margin-top: auto;
  background: ${vars.bgColor.surface};
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};
`;

export const Inner = styled.div`
  box-sizing: border-box;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[6]};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};

  p {
    margin: 0;
  }

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    padding: ${vars.space[4]};
    flex-direction: column;
    align-items: flex-start;
  }
`;

/** The link groups: a row of columns that wraps, above the responsible-gambling line (a whole row). */
export const Groups = styled.div`
  flex: 1 0 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[6]} ${vars.space[10]};
  padding-block-end: ${vars.space[4]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    flex-basis: auto;
    align-self: stretch;
  }
`;

export const GroupTitle = styled.h2`
  margin: 0 0 ${vars.space[2]};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const GroupList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.icon.lg};
  border-radius: ${vars.radius.sm};
  color: ${vars.fgColor.muted};
  text-decoration: none;

  &:hover {
    color: ${vars.fgColor.default};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Responsible = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const AgeBadge = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  box-sizing: border-box;
  padding-inline: ${vars.space[1]};
  border: ${vars.borderWidth.thick} solid ${vars.borderColor.danger};
  border-radius: ${vars.radius.full};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
`;

export const Strong = styled.strong`
  color: ${vars.fgColor.default};
  font-weight: ${vars.fontWeight.semibold};
`;
