import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

const focusRing = css`
  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/** The banner: sticky at the top of the page, above the content. */
export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.sticky};
  background: ${vars.bgColor.surface};
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  box-shadow: ${vars.shadow.sm};
`;

/**
 * One row on wide screens (logo, sections, controls, account); two on a phone: the logo and the account on
 * top, the sections (wrapping when they need more room) and the controls below. An optional menu button
 * comes first.
 */
export const Inner = styled.div<{ $withMenu: boolean }>`
  box-sizing: border-box;
  max-width: ${vars.size.layout.maxWidth};
  min-height: ${vars.size.layout.headerHeight};
  margin-inline: auto;
  padding-inline: ${vars.space[6]};
  display: grid;
  grid-template-columns: ${(p) => (p.$withMenu ? 'auto auto 1fr auto auto' : 'auto 1fr auto auto')};
  grid-template-areas: ${(p) =>
    p.$withMenu ? "'menu logo nav controls account'" : "'logo nav controls account'"};
  align-items: center;
  column-gap: ${vars.space[6]};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    min-height: 0;
    padding: ${vars.space[2]} ${vars.space[4]} 0;
    column-gap: ${vars.space[3]};
    row-gap: ${vars.space[1]};
    grid-template-columns: ${(p) => (p.$withMenu ? 'auto auto 1fr auto' : 'auto 1fr auto')};
    grid-template-areas: ${(p) =>
      p.$withMenu
        ? "'menu logo account account' 'nav nav nav controls'"
        : "'logo account account' 'nav nav controls'"};
  }
`;

export const Menu = styled.div`
  grid-area: menu;
  display: flex;
  align-items: center;
`;

export const HomeLink = styled.a`
  grid-area: logo;
  display: inline-flex;
  border-radius: ${vars.radius.sm};

  ${focusRing}
`;

export const Nav = styled.nav`
  grid-area: nav;
  min-width: 0;

  /*
   * The sections wrap onto another line rather than scroll: every section's name is read whole at any width
   * (a sideways-scrolling row cut "Promotions" to "Pro" on a phone).
   */
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[1]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    margin-inline: calc(-1 * ${vars.space[2]});
    padding-block-end: ${vars.space[2]};
  }
`;

export const NavItem = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
    color: ${vars.fgColor.default};
  }

  &[aria-current='page'] {
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const Controls = styled.div`
  grid-area: controls;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

export const Account = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  min-width: 0;
`;
