import { vars } from '@betline/tokens';
import styled, { css } from 'styled-components';

/**
 * The parts of a modal panel that do not depend on React Aria: the panel's look, header, title, body and
 * footer. The React Aria modal (Modal.styles.ts) and the native answer modal (AnswerModal) share them.
 */

export type ModalSize = 'sm' | 'md' | 'lg' | 'registration';

export const panelBase = css`
  display: flex;
  flex-direction: column;
  color: ${vars.overlay.fgColor};
  background-color: ${vars.overlay.bgColor};
  border: ${vars.borderWidth.default} solid ${vars.overlay.borderColor};
  box-shadow: ${vars.overlay.shadow};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};
  outline: none;
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[3]} ${vars.space[3]} ${vars.space[4]};
  border-bottom: ${vars.borderWidth.default} solid ${vars.overlay.header.borderColor};
`;

export const titleStyles = css`
  flex: 1;
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${vars.space[4]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-top: ${vars.borderWidth.default} solid ${vars.overlay.header.borderColor};
`;
