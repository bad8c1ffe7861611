import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button';
import { IconSlot, StyledIconButton } from './IconButton.styles';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label'
> {
  /** Accessible name (becomes aria-label). Required: the button has no visible text. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its name comes from `label`. Ghost by default. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      $variant={variant}
      $size={size}
      $iconOnly
      {...rest}
    >
      <IconSlot $size={size} aria-hidden="true">
        {icon}
      </IconSlot>
    </StyledIconButton>
  );
}
