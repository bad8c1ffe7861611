import { vars } from '@betline/tokens';
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useUiTranslation } from '../../i18n';

/** The bar appears only when loading lasts longer than this (CONST-008). */
export const LOADING_BAR_THROTTLE_MS = 200;
/** The bar's fill animation runs this long (CONST-009). */
export const LOADING_BAR_DURATION_MS = 5000;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(0.9); }
`;

const Bar = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: ${vars.zIndex.toast};
  height: ${vars.space[1]};
  background-color: ${vars.bgColor.accent.emphasis};
  transform-origin: left;
  animation: ${fill} ${LOADING_BAR_DURATION_MS}ms ${vars.motion.easing.enter} forwards;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transform: scaleX(0.9);
  }
`;

export interface LoadingBarProps {
  /** Whether a route or data load is running. */
  isLoading: boolean;
}

/** The page-top progress bar of route loads: hidden for loads shorter than 200 ms, fills over 5000 ms. */
export function LoadingBar({ isLoading }: LoadingBarProps) {
  const { t } = useUiTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setShown(true), LOADING_BAR_THROTTLE_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [isLoading]);
  return isLoading && shown ? (
    <Bar role="progressbar" aria-label={t('loading')} data-duration={LOADING_BAR_DURATION_MS} />
  ) : null;
}
