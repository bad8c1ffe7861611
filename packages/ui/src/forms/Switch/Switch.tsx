import type { ReactNode } from 'react';
import { StyledSwitch } from './Switch.styles';

export interface SwitchProps {
  /** The visible label. */
  children: ReactNode;
  /** On (controlled). */
  isSelected?: boolean;
  /** On at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state. */
  onChange?: (isSelected: boolean) => void;
  /** Not changeable. */
  isDisabled?: boolean;
  /** Form field name. */
  name?: string;
}

/** An on/off switch for settings that apply at once (React Aria: role switch, Space toggles). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <StyledSwitch {...props}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </StyledSwitch>
  );
}
