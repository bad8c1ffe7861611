import { vars } from '@betline/tokens';
import styled from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';
export type AvatarStatus = 'online' | 'verified';

const sizes: Record<AvatarSize, { box: string; text: string; dot: string }> = {
  sm: { box: vars.size.control.sm, text: vars.fontSize.xs, dot: vars.space[3] },
  md: { box: vars.size.control.md, text: vars.fontSize.sm, dot: vars.space[3] },
  lg: { box: vars.size.control.lg, text: vars.fontSize.lg, dot: vars.size.icon.sm },
};

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  width: ${(p) => sizes[p.$size].box};
  height: ${(p) => sizes[p.$size].box};
  vertical-align: middle;
`;

export const Face = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background-color: ${vars.bgColor.accent.muted};
  color: ${vars.fgColor.accent};
  font-size: ${(p) => sizes[p.$size].text};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  letter-spacing: 0;
  text-transform: none;
  user-select: none;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    background-color: ${vars.bgColor.inset};
  }

  & > svg {
    width: 60%;
    height: 60%;
  }
`;

/**
 * The status mark at the bottom end corner, ringed with the page colour. Its shape differs too (a plain dot
 * for online, a check for verified), and the status is part of the avatar's accessible name.
 */
export const StatusDot = styled.span<{ $size: AvatarSize; $status: AvatarStatus }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => sizes[p.$size].dot};
  height: ${(p) => sizes[p.$size].dot};
  border-radius: ${vars.radius.full};
  background-color: ${(p) =>
    p.$status === 'online' ? vars.bgColor.success.emphasis : vars.bgColor.accent.emphasis};
  box-shadow: 0 0 0 ${vars.borderWidth.thick} ${vars.bgColor.canvas};
  color: ${vars.fgColor.onAccent};
  font-size: ${(p) => sizes[p.$size].dot};

  & > svg {
    stroke-width: 2.5;
  }
`;
