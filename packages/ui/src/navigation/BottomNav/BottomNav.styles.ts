import { vars } from '@betline/tokens';
import styled from 'styled-components';

/** The bar's height plus the phone's bottom inset (the home indicator area). */
const barHeight = `calc(${vars.size.layout.bottomNavHeight} + env(safe-area-inset-bottom))`;

/**
 * Keeps the bar's height free at the end of the page, so the footer's last line is never under the bar.
 * Hidden with the bar from 720 px wide up.
 */
export const Spacer = styled.div`
  flex: none;
  height: ${barHeight};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (min-width: 720px) {
    display: none;
  }
`;

/** The bar: fixed at the bottom of a phone screen; hidden from 720 px wide up. */
export const Bar = styled.nav`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${vars.zIndex.sticky};
  padding-block-end: env(safe-area-inset-bottom);
  border-top: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  background: ${vars.bgColor.surface};
  box-shadow: ${vars.shadow.sm};

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (min-width: 720px) {
    display: none;
  }
`;

export const List = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  height: ${vars.size.layout.bottomNavHeight};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    min-width: 0;
  }
`;

export const Item = styled.a`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  /* Half a step: an icon and two lines of a label fit the bar's height. */
  gap: calc(${vars.space[1]} / 2);
  min-width: 0;
  margin: 0;
  padding: ${vars.space[1]} ${vars.space[1]} 0;
  border: 0;
  background: none;
  color: ${vars.fgColor.muted};
  font: inherit;
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  transition: color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    color: ${vars.fgColor.default};
  }

  &[aria-current='page'] {
    color: ${vars.fgColor.accent};
    font-weight: ${vars.fontWeight.semibold};
  }

  /* Inset: the bar sits on the screen's edge, where an outer ring would be cut off. */
  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }
`;

export const Icon = styled.span`
  position: relative;
  display: inline-flex;
  font-size: ${vars.size.icon.lg};
`;

/** The count on the icon's top end corner (the bet slip's selections). */
export const Count = styled.span`
  position: absolute;
  inset-block-start: calc(-1 * ${vars.space[1]});
  inset-inline-start: calc(100% - ${vars.space[2]});
  display: inline-grid;
  place-items: center;
  box-sizing: border-box;
  min-width: ${vars.size.icon.md};
  height: ${vars.size.icon.md};
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.tight};
`;

/** The item's name, whole: a longer one ("Iniciar sesión", "Мій рахунок") wraps onto a second line, never cut. */
export const Label = styled.span`
  max-width: 100%;
  text-align: center;
  overflow-wrap: normal;
  hyphens: auto;
`;
