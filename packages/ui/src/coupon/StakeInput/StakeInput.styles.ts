import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

export const LabelText = styled.label`
  color: ${vars.field.label.fgColor};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

export const Controls = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${vars.space[1]};

  & > input {
    flex: 1;
    min-width: 0;
    text-align: center;
    border-color: ${vars.coupon.stake.borderColor.rest};
    background-color: ${vars.coupon.stake.bgColor.rest};
  }

  & > input:focus {
    border-color: ${vars.coupon.stake.borderColor.focus};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${vars.field.hint.fgColor};
  font-size: ${vars.fontSize.xs};
`;

/** The quick stakes: one row of equal buttons under the field. */
export const QuickStakes = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(0, 1fr);
  gap: ${vars.space[1]};

  /* The quick stake that is the stake now: outlined like the focused field. */
  & > button[aria-pressed='true'] {
    border-color: ${vars.coupon.stake.borderColor.focus};
    box-shadow: inset 0 0 0 ${vars.borderWidth.default} ${vars.coupon.stake.borderColor.focus};
  }
`;
