// The global styles module: self-hosted fonts, the token CSS variables and the document basics.
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import '@betline/tokens/tokens.css';
import { vars } from '@betline/tokens';
import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background-color: ${vars.bgColor.canvas};
    color: ${vars.fgColor.default};
    font-family: ${vars.fontFamily.sans};
    font-size: ${vars.fontSize.md};
    font-weight: ${vars.fontWeight.regular};
    line-height: ${vars.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  :focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }

  @media (prefers-reduced-motion: reduce) {
    /* Durations are already 0ms through the motion tokens; this catches anything else. */
    *,
    *::before,
    *::after {
      scroll-behavior: auto !important;
      transition-duration: 0ms !important;
    }
  }
`;
