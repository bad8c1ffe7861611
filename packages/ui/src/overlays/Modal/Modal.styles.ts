import { vars } from '@betline/tokens';
import { Dialog, Heading, ModalOverlay, Modal as RACModal } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';

export type ModalSize = 'sm' | 'md' | 'lg' | 'registration';

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

export const panelBase = css`
  display: flex;
  flex-direction: column;
  color: ${vars.overlay.fgColor};
  background-color: ${vars.overlay.bgColor};
  border: ${vars.borderWidth.default} solid ${vars.overlay.borderColor};
  box-shadow: ${vars.overlay.shadow};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  outline: none;
`;

export const Panel = styled(RACModal)<{ $size: ModalSize }>`
  ${panelBase}
  width: ${(p) =>
    p.$size === 'registration'
      ? vars.modal.width.registration
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

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.overlay.header.borderColor};
`;

export const Title = styled(Heading)`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[4]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: ${vars.borderWidth.default} solid ${vars.overlay.header.borderColor};
`;
