import { vars } from '@betline/tokens';
import { Dialog, OverlayArrow, Popover as RACPopover } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { panelBase } from '../Modal/Modal.styles';

const appear = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** The floating panel shared by Popover and DropdownMenu; React Aria positions it and flips it at edges. */
export const FloatingPanel = styled(RACPopover)`
  ${panelBase}
  z-index: ${vars.zIndex.dropdown};
  border-radius: ${vars.radius.md};
  max-width: calc(100vw - ${vars.space[4]});
  overflow: auto;

  &[data-entering] {
    animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.enter};
  }

  &[data-exiting] {
    animation: ${appear} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse;
  }
`;

export const PopoverDialog = styled(Dialog)`
  padding: ${vars.space[3]};
  outline: none;
`;

export const PopoverTitle = styled.div`
  margin-bottom: ${vars.space[2]};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Arrow = styled(OverlayArrow)`
  & svg {
    display: block;
    fill: ${vars.overlay.bgColor};
    stroke: ${vars.overlay.borderColor};
  }

  &[data-placement='bottom'] svg {
    transform: rotate(180deg);
  }
`;
