import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const paddingX: Record<ButtonSize, string> = { sm: vars.space[2], md: vars.space[3], lg: vars.space[4] };
const fontSize: Record<ButtonSize, string> = {
  sm: vars.fontSize.sm,
  md: vars.fontSize.md,
  lg: vars.fontSize.lg,
};
const iconSize: Record<ButtonSize, string> = {
  sm: vars.size.icon.sm,
  md: vars.size.icon.md,
  lg: vars.size.icon.lg,
};

export interface StyledButtonProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth?: boolean;
  $iconOnly?: boolean;
}

const stateColors = (variant: ButtonVariant, state: 'rest' | 'hover' | 'active' | 'disabled') => css`
  background-color: ${vars.button[variant].bgColor[state]};
  color: ${vars.button[variant].fgColor[state]};
  border-color: ${vars.button[variant].borderColor[state]};
`;

export const StyledButton = styled.button<StyledButtonProps>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  width: ${(p) => (p.$fullWidth ? '100%' : p.$iconOnly ? vars.size.control[p.$size] : 'auto')};
  min-width: ${(p) => vars.size.control[p.$size]};
  height: ${(p) => vars.size.control[p.$size]};
  padding: 0 ${(p) => (p.$iconOnly ? '0' : paddingX[p.$size])};
  border-width: ${vars.borderWidth.default};
  border-style: solid;
  border-radius: ${vars.button.borderRadius};
  font-family: inherit;
  font-size: ${(p) => fontSize[p.$size]};
  font-weight: ${vars.button.fontWeight};
  line-height: ${vars.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  user-select: none;
  -webkit-tap-highlight-color: ${vars.bgColor.transparent};
  transition-property: background-color, border-color, color;
  transition-duration: ${vars.motion.duration.fast};
  transition-timing-function: ${vars.motion.easing.standard};
  ${(p) => stateColors(p.$variant, 'rest')}

  &:hover:not(:disabled):not([aria-busy='true']) {
    ${(p) => stateColors(p.$variant, 'hover')}
  }

  &:active:not(:disabled):not([aria-busy='true']) {
    ${(p) => stateColors(p.$variant, 'active')}
  }

  &:disabled {
    ${(p) => stateColors(p.$variant, 'disabled')}
    cursor: ${vars.cursor.disabled};
  }

  &[aria-busy='true'] {
    cursor: ${vars.cursor.busy};
  }
`;

/**
 * Keeps the label in the layout while loading so the width does not change. Opacity (not visibility)
 * keeps it in the accessibility tree: the button keeps its name while busy.
 */
export const ButtonContent = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  opacity: ${(p) => (p.$hidden ? 0 : 1)};
`;

export const ButtonSpinner = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

export const IconSlot = styled.span<{ $size: ButtonSize }>`
  display: inline-flex;
  flex-shrink: 0;
  width: ${(p) => iconSize[p.$size]};
  height: ${(p) => iconSize[p.$size]};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;
