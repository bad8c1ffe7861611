import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

export type DividerTone = 'muted' | 'default' | 'strong';
export type DividerOrientation = 'horizontal' | 'vertical';
type SpaceValue = (typeof vars.space)[keyof typeof vars.space];

const tones: Record<DividerTone, string> = {
  muted: vars.borderColor.muted,
  default: vars.borderColor.default,
  strong: vars.borderColor.strong,
};

interface LineProps {
  $tone: DividerTone;
  $spacing: SpaceValue;
}

/** A plain horizontal rule (`<hr>`, whose implicit role is separator). */
export const Rule = styled.hr<LineProps>`
  align-self: stretch;
  width: auto;
  height: 0;
  margin: ${(p) => p.$spacing} 0;
  border: 0;
  border-block-start: ${vars.borderWidth.default} solid ${(p) => tones[p.$tone]};
`;

/** A vertical separator, or one with a label in the middle: the lines are pseudo-elements. */
export const Separator = styled.div<LineProps & { $orientation: DividerOrientation; $labelled: boolean }>`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.tight};

  ${(p) =>
    p.$orientation === 'horizontal'
      ? css`
          align-self: stretch;
          margin: ${p.$spacing} 0;
        `
      : css`
          flex-direction: column;
          align-self: stretch;
          min-height: ${vars.size.icon.md};
          margin: 0 ${p.$spacing};
        `}

  ${(p) =>
    p.$orientation === 'horizontal'
      ? css`
          &::before,
          &::after {
            content: '';
            flex: 1 1 0;
            border-block-start: ${vars.borderWidth.default} solid ${tones[p.$tone]};
          }
        `
      : css`
          &::before,
          &::after {
            content: '';
            flex: 1 1 0;
            border-inline-start: ${vars.borderWidth.default} solid ${tones[p.$tone]};
          }

          ${
            !p.$labelled &&
            css`
              &::after {
                display: none;
              }
            `
          }
        `}

  ${(p) =>
    p.$orientation === 'horizontal' &&
    !p.$labelled &&
    css`
      &::after {
        display: none;
      }
    `}
`;

export const Label = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
`;
