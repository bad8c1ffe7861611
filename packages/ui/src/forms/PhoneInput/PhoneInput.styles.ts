import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { AmountNativeInput } from '../AmountInput/AmountInput.styles';

export const PhoneRoot = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;

  & > legend {
    grid-column: 1 / -1;
  }
`;

export const NumberBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

export const Dial = styled.span`
  color: ${vars.fgColor.muted};
  font-variant-numeric: tabular-nums;
`;

export const PhoneNumberInput = styled(AmountNativeInput)`
  text-align: start;
`;

export const Full = styled.div`
  grid-column: 1 / -1;
`;
