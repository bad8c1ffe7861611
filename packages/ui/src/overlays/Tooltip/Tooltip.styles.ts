import { vars } from '@betline/tokens';
import { Tooltip as RACTooltip } from 'react-aria-components';
import styled from 'styled-components';

export const StyledTooltip = styled(RACTooltip)`
  z-index: ${vars.zIndex.tooltip};
  max-width: ${vars.tooltip.maxWidth};
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: ${vars.tooltip.fgColor};
  background-color: ${vars.tooltip.bgColor};
  font-family: ${vars.fontFamily.sans};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
  box-shadow: ${vars.shadow.md};
`;
