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

const Place = styled.div`
  position: fixed;
  inset-block-end: ${vars.space[4]};
  inset-inline-end: ${vars.space[4]};
  z-index: ${vars.zIndex.sticky};
  border-radius: ${vars.radius.full};
  box-shadow: ${vars.shadow.md};
`;

export interface ScrollToTopProps {
  /** Mobile layout: the button waits for 4 screens instead of 1. */
  isMobile: boolean;
}

/** A "back to top" button that appears after scrolling far enough; it moves focus nowhere, only scrolls. */
export function ScrollToTop({ isMobile }: ScrollToTopProps) {
  const { t } = useUiTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const check = () => setShown(window.scrollY > scrollToTopThreshold(window.innerHeight, isMobile));
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [isMobile]);
  if (!shown) return null;
  return (
    <Place>
      <IconButton
        label={t('scrollToTop')}
        icon={<ArrowUpIcon />}
        variant="secondary"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
    </Place>
  );
}
