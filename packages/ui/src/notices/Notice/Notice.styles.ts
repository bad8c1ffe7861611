import { vars } from '@betline/tokens';
import styled from 'styled-components';

export type NoticeKind = 'error' | 'info' | 'success' | 'warning' | 'question';

export const NoticeRoot = styled.div<{ $kind: NoticeKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  width: 100%;
  padding: ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${(p) => vars.notice[p.$kind].borderColor};
  border-inline-start-width: ${vars.borderWidth.thick};
  border-radius: ${vars.radius.md};
  color: ${(p) => vars.notice[p.$kind].fgColor};
  background-color: ${(p) => vars.notice[p.$kind].bgColor};
  box-shadow: ${vars.shadow.md};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.snug};
`;

export const NoticeIcon = styled.span<{ $kind: NoticeKind }>`
  display: inline-flex;
  flex-shrink: 0;
  width: ${vars.size.icon.md};
  height: ${vars.size.icon.md};
  color: ${(p) => vars.notice[p.$kind].iconColor};

  & > svg {
    width: 100%;
    height: 100%;
  }
`;

export const NoticeContent = styled.div`
  flex: 1;
  min-width: 0;
`;

export const NoticeTitle = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

export const NoticeMessage = styled.div`
  margin-top: ${vars.space[1]};
`;

export const NoticeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin-top: ${vars.space[2]};
`;
