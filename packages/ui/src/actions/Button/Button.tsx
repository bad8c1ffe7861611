import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { SpinnerGlyph } from '../../feedback/Spinner';
import {
  ButtonContent,
  ButtonSpinner,
  IconSlot,
  StyledButton,
  type ButtonSize,
  type ButtonVariant,
} from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: aria-busy, a spinner over the label (width kept), clicks ignored; stays focusable. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The action button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  fullWidth,
  iconStart,
  iconEnd,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...rest}
    >
      <ButtonContent $hidden={loading}>
        {iconStart && (
          <IconSlot $size={size} aria-hidden="true">
            {iconStart}
          </IconSlot>
        )}
        {children}
        {iconEnd && (
          <IconSlot $size={size} aria-hidden="true">
            {iconEnd}
          </IconSlot>
        )}
      </ButtonContent>
      {loading && (
        <ButtonSpinner>
          <SpinnerGlyph size={size === 'lg' ? 'md' : 'sm'} tone="current" />
        </ButtonSpinner>
      )}
    </StyledButton>
  );
}
