import { vars } from '@betline/tokens';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../actions/IconButton';
import { useUiTranslation } from '../../i18n';
import { ArrowUpIcon } from '../../icons/ArrowUpIcon';

/** Screens to scroll before the button shows (CONST-010): 4 on mobile, 1 otherwise. */
export function scrollToTopThreshold(viewportHeight: number, isMobile: boolean): number {
  return viewportHeight * (isMobile ? 4 : 1);
}

const gap = vars.space[4];
/** The bottom navigation's height with the phone's bottom inset. */
const bottomNav = `(${vars.size.layout.bottomNavHeight} + env(safe-area-inset-bottom))`;

/**
 * At the bottom end of the screen, above the support button when there is one; like it, above the phone's
 * coupon bar (`html[data-slip-bar]`) and, with `$aboveBottomNav`, above the bottom navigation on a phone.
 */
const Place = styled.div<{ $aboveSupport: boolean; $aboveBottomNav: boolean }>`
  --scroll-top-base: ${(p) => (p.$aboveSupport ? `calc(${gap} * 2 + ${vars.size.control.md})` : gap)};
  position: fixed;
  bottom: var(--scroll-top-base);
  inset-inline-end: ${gap};
  z-index: ${vars.zIndex.sticky};
  border-radius: ${vars.radius.full};
  box-shadow: ${vars.shadow.md};

  :root[data-slip-bar] & {
    bottom: calc(var(--scroll-top-base) + ${vars.size.layout.bottomNavHeight});
  }

  /* token-exempt: the layout breakpoint (custom properties cannot be used in media queries) */
  @media (max-width: 719px) {
    ${(p) =>
      p.$aboveBottomNav
        ? `
      bottom: calc(var(--scroll-top-base) + ${bottomNav});

      :root[data-slip-bar] & {
        bottom: calc(var(--scroll-top-base) + ${bottomNav} + ${vars.size.layout.bottomNavHeight});
      }
    `
        : ''}
  }
`;

export interface ScrollToTopProps {
  /** Mobile layout: the button waits for 4 screens instead of 1. */
  isMobile: boolean;
  /** The page has the floating `SupportButton`: this button stands above it. */
  aboveSupport?: boolean;
  /** The page shows the `BottomNav`: on a phone (below 720 px) the button stands above it. */
  aboveBottomNav?: boolean;
}

/** A "back to top" button that appears after scrolling far enough; it moves focus nowhere, only scrolls. */
export function ScrollToTop({ isMobile, aboveSupport = false, aboveBottomNav = false }: ScrollToTopProps) {
  const { t } = useUiTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > scrollToTopThreshold(window.innerHeight, isMobile));
    // The first look waits for the next frame's layout: read while the page is still being drawn, the scroll
    // position forces that layout inside the task that mounts the page.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(check, 0);
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', check);
    };
  }, [isMobile]);
  if (!shown) return null;
  return (
    <Place $aboveSupport={aboveSupport} $aboveBottomNav={aboveBottomNav}>
      <IconButton
        label={t('scrollToTop')}
        icon={<ArrowUpIcon />}
        variant="secondary"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </Place>
  );
}
