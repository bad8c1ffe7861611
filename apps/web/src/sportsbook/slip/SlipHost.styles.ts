import styled from 'styled-components';
import { vars } from '@betline/tokens';

/** The desktop column: sticky beside the events, scrolling on its own when taller than the window. */
export const Column = styled.div`
  position: sticky;
  top: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  width: 100%;
  max-width: ${vars.size.layout.slipWidth};
  max-height: calc(100vh - 2 * ${vars.space[4]});
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

/** The mobile bar (the kit's CouponSheet) floating over the page's bottom edge. */
export const Floating = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${vars.zIndex.sticky};

  /* token-exempt: the layout's phone breakpoint, where the bottom navigation (html[data-bottom-nav]) shows */
  @media (max-width: 719px) {
    :root[data-bottom-nav] & {
      bottom: calc(${vars.size.layout.bottomNavHeight} + env(safe-area-inset-bottom));
    }
  }
`;

export const Messages = styled.div<{ $kind: 'error' | 'info' | 'success' }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${(p) => vars.notice[p.$kind].borderColor};
  border-radius: ${vars.radius.md};
  background-color: ${(p) => vars.notice[p.$kind].bgColor};
  color: ${(p) => vars.notice[p.$kind].fgColor};
  font-size: ${vars.fontSize.sm};

  p {
    margin: 0;
  }
`;

export const MessageTitle = styled.p`
  font-weight: ${vars.fontWeight.semibold};
`;

export const MessageActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.coupon.borderColor};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.coupon.bgColor};
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.sm};

  p {
    margin: 0;
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.md};
`;

export const LoadForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1 1 auto;
  }
`;
