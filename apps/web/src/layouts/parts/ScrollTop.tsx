import { ScrollToTop } from '@betline/ui';
import { useMediaQuery } from '../../lib/useMediaQuery';

// token-exempt: a media query, the layout's phone breakpoint (custom properties cannot be used in media queries)
const PHONE_QUERY = '(max-width: 719px)';

/** Scroll-to-top (CONST-010): after 4 screens on a phone, 1 otherwise; above the support button. */
export function ScrollTopButton({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const isMobile = useMediaQuery(PHONE_QUERY, false);
  return <ScrollToTop isMobile={isMobile} aboveSupport aboveBottomNav={aboveBottomNav} />;
}
