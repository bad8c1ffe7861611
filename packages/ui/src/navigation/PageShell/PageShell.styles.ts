import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${vars.bgColor.canvas};
  color: ${vars.fgColor.default};
  font-family: ${vars.fontFamily.sans};
`;

/** Off screen until focused (the first Tab of the page), then shown at the top start corner. */
export const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${vars.space[4]};
  top: ${vars.space[2]};
  z-index: ${vars.zIndex.tooltip};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.bgColor.accent.emphasis};
  color: ${vars.fgColor.onAccent};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/**
 * At least a screen high: the footer starts below the fold, so content that arrives after the first paint
 * never pushes a visible footer down (CLS). Focusable by script only (the skip link's target).
 */
export const Main = styled.main`
  box-sizing: border-box;
  flex: 1 0 auto;
  min-height: 100vh;
  min-height: 100dvh;
  width: 100%;
  max-width: ${vars.size.layout.maxWidth};
  margin-inline: auto;
  padding: ${vars.space[8]} ${vars.space[6]};

  &:focus {
    outline: none;
  }

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;
