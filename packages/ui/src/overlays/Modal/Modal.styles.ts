import { vars } from '@betline/tokens';
import { Dialog, Heading, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { Body, Footer, Header, panelBase, titleStyles, type ModalSize } from './Modal.parts';

export { Body, Footer, Header, panelBase, type ModalSize };

const fade = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const rise = keyframes`
  from { opacity: 0; transform: translateY(${vars.space[4]}); }
  to { opacity: 1; transform: none; }
`;

/** The backdrop: covers the page, centres the panel, fades in and out (no motion under reduced motion). */
export const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  background-color: ${vars.overlay.backdrop.bgColor};

  &[data-entering] {
    animation: ${fade} ${vars.motion.duration.normal} ${vars.motion.easing.enter};
  }

  &[data-exiting] {
    animation: ${fade} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse;
  }
`;

export const Panel = styled(RACModal)<{ $size: ModalSize }>`
  ${panelBase}
  width: ${(p) =>
    p.$size === 'registration'
      ? `min(${vars.modal.width.registration}, ${vars.modal.maxWidth.registration})`
      : `min(${vars.modal.width[p.$size]}, calc(100% - ${vars.space[8]}))`};
  max-height: ${vars.modal.maxHeight};
  border-radius: ${vars.overlay.borderRadius};

  &[data-entering] {
    animation: ${rise} ${vars.motion.duration.normal} ${vars.motion.easing.enter};
  }
`;

export const StyledDialog = styled(Dialog)`
  display: flex;
  flex-direction: column;
  min-height: 0;
  max-height: inherit;
  outline: none;
`;

export const Title = styled(Heading)`
  ${titleStyles}
`;
