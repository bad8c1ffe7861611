import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { panelBase, titleStyles, type ModalSize } from '../Modal/Modal.parts';

export type AnswerModalSize = Exclude<ModalSize, 'registration'>;

/**
 * The browser's own `<dialog>` as the modal panel. The backdrop is the panel's shadow spread over the whole
 * viewport, so it looks the same open in place (before its first layout effect) and in the top
 * layer once `showModal()` has run; the top layer's own backdrop is left transparent.
 */
export const Panel = styled.dialog<{ $size: AnswerModalSize }>`
  ${panelBase}
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  box-sizing: border-box;
  width: min(${(p) => vars.modal.width[p.$size]}, calc(100% - ${vars.space[8]}));
  max-width: none;
  height: fit-content;
  max-height: ${vars.modal.maxHeight};
  margin: auto;
  padding: 0;
  border-radius: ${vars.overlay.borderRadius};
  box-shadow:
    ${vars.overlay.shadow},
    0 0 0 100vmax ${vars.overlay.backdrop.bgColor};

  &:not([open]) {
    display: none;
  }

  &::backdrop {
    background: transparent;
  }
`;

export const Title = styled.h2`
  ${titleStyles}
`;
