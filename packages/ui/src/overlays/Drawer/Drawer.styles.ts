import { vars } from '@betline/tokens';
import { Modal as RACModal } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { panelBase } from '../Modal/Modal.styles';

export type DrawerPlacement = 'start' | 'end' | 'bottom';

const slideFrom = (placement: DrawerPlacement) => keyframes`
  from { transform: ${placement === 'bottom' ? 'translateY(100%)' : placement === 'start' ? 'translateX(-100%)' : 'translateX(100%)'}; }
  to { transform: none; }
`;

const placements: Record<DrawerPlacement, ReturnType<typeof css>> = {
  start: css`
    inset-block: 0;
    inset-inline-start: 0;
    width: min(${vars.drawer.width}, 100%);
    border-start-end-radius: ${vars.overlay.borderRadius};
    border-end-end-radius: ${vars.overlay.borderRadius};
  `,
  end: css`
    inset-block: 0;
    inset-inline-end: 0;
    width: min(${vars.drawer.width}, 100%);
    border-start-start-radius: ${vars.overlay.borderRadius};
    border-end-start-radius: ${vars.overlay.borderRadius};
  `,
  bottom: css`
    inset-inline: 0;
    bottom: 0;
    max-height: ${vars.drawer.sheet.maxHeight};
    border-start-start-radius: ${vars.overlay.borderRadius};
    border-start-end-radius: ${vars.overlay.borderRadius};
  `,
};

export const DrawerPanel = styled(RACModal)<{ $placement: DrawerPlacement }>`
  ${panelBase}
  position: fixed;
  ${(p) => placements[p.$placement]}

  &[data-entering] {
    animation: ${(p) => slideFrom(p.$placement)} ${vars.motion.duration.normal} ${vars.motion.easing.enter};
  }

  &[data-exiting] {
    animation: ${(p) => slideFrom(p.$placement)} ${vars.motion.duration.fast} ${vars.motion.easing.exit}
      reverse;
  }
`;

/** The grab handle of a bottom sheet (decorative). */
export const Handle = styled.div`
  align-self: center;
  width: ${vars.space[10]};
  height: ${vars.space[1]};
  margin-top: ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background-color: ${vars.borderColor.strong};
`;
