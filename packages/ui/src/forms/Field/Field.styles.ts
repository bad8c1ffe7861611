import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  color: ${vars.field.label.fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.field.required.fgColor};
`;

export const FieldHint = styled.p`
  margin: 0;
  color: ${vars.field.hint.fgColor};
  font-size: ${vars.fontSize.xs};
  line-height: ${vars.lineHeight.snug};
`;

export const FieldError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.field.error.fgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.medium};
  line-height: ${vars.lineHeight.snug};
`;

export const ErrorIcon = styled.svg`
  flex-shrink: 0;
  width: ${vars.size.icon.sm};
  height: ${vars.size.icon.sm};
  fill: currentColor;
`;
