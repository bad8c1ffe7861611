import type { ReactElement, ReactNode } from 'react';
import { Focusable, TooltipTrigger, type Placement } from 'react-aria-components';
import { asTrigger } from '../trigger';
import { StyledTooltip } from './Tooltip.styles';

export interface TooltipProps {
  /** The text of the tooltip (a short hint; never the only place of important information). */
  content: ReactNode;
  /** The focusable element it describes (a kit Button, IconButton or a link); it gets aria-describedby. */
  children: ReactElement;
  /** Where it shows; it flips when there is no room. Default `top`. */
  placement?: Placement;
  /** Hover delay in ms before it shows (keyboard focus shows it at once). Default 600. */
  delay?: number;
}

/** A hint shown on hover and on keyboard focus (React Aria), hidden with Escape. */
export function Tooltip({ content, children, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      <Focusable>{asTrigger(children)}</Focusable>
      <StyledTooltip placement={placement} offset={6}>
        {content}
      </StyledTooltip>
    </TooltipTrigger>
  );
}
