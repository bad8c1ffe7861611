import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

export type LinkTone = 'default' | 'muted' | 'accent';
export type LinkUnderline = 'always' | 'hover';

const tones: Record<LinkTone, { rest: string; hover: string; weight: string }> = {
  default: { rest: vars.fgColor.link, hover: vars.fgColor.link, weight: 'inherit' },
  muted: { rest: vars.fgColor.muted, hover: vars.fgColor.default, weight: 'inherit' },
  accent: { rest: vars.fgColor.accent, hover: vars.fgColor.accent, weight: vars.fontWeight.semibold },
};

export const StyledLink = styled.a<{ $tone: LinkTone; $underline: LinkUnderline }>`
  border-radius: ${vars.radius.sm};
  color: ${(p) => tones[p.$tone].rest};
  font-weight: ${(p) => tones[p.$tone].weight};
  text-decoration-line: ${(p) => (p.$underline === 'always' ? 'underline' : 'none')};
  text-decoration-thickness: ${vars.borderWidth.default};
  text-underline-offset: ${vars.borderWidth.thick};
  cursor: ${vars.cursor.interactive};
  transition: color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  /* A visited link looks like any other: the product's links are navigation, not reading lists. */
  &:visited {
    color: ${(p) => tones[p.$tone].rest};
  }

  &:hover {
    color: ${(p) => tones[p.$tone].hover};
    text-decoration-line: underline;
    text-decoration-thickness: ${vars.borderWidth.thick};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
    ${(p) =>
      p.$underline === 'hover' &&
      css`
        text-decoration-line: underline;
      `}
  }

  /* The external-link icon, after a space (so the underline runs on to it). */
  & > svg {
    display: inline-block;
    vertical-align: middle;
  }
`;
