import { vars } from '@betline/tokens';
import styled from 'styled-components';

const gap = vars.space[4];
/** The bottom navigation's height with the phone's bottom inset. */
const bottomNav = `(${vars.size.layout.bottomNavHeight} + env(safe-area-inset-bottom))`;

/**
 * The floating pill at the bottom end of the screen. While the phone's coupon bar floats at the bottom
 * (`html[data-slip-bar]`), it stands above the bar; `$aboveBottomNav` lifts it above the bottom navigation.
 */
export const Floating = styled.a<{ $aboveBottomNav: boolean }>`
  position: fixed;
  inset-inline-end: ${gap};
  bottom: ${gap};
  z-index: ${vars.zIndex.sticky};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-height: ${vars.size.control.md};
  padding-inline: ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.surface};
  color: ${vars.fgColor.default};
  box-shadow: ${vars.shadow.md};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  :root[data-slip-bar] & {
    bottom: calc(${gap} + ${vars.size.layout.bottomNavHeight});
  }

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    ${(p) =>
      p.$aboveBottomNav
        ? `
      bottom: calc(${gap} + ${bottomNav});

      :root[data-slip-bar] & {
        bottom: calc(${gap} + ${bottomNav} + ${vars.size.layout.bottomNavHeight});
      }
    `
        : ''}
  }
`;

/**
 * Keeps the button's height and its gap free at the end of the page (after the footer; the bottom navigation
 * keeps its own height free below it): whatever the page ends with, a price or the footer's last line, can be
 * scrolled clear of the floating button and is never left under it.
 */
export const Clearance = styled.div`
  flex: none;
  height: calc(${vars.size.control.md} + ${gap});
`;

export const Icon = styled.span`
  display: inline-flex;
  font-size: ${vars.size.icon.md};
`;
