import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[2]} ${vars.space[3]};
`;

export const Amount = styled.div`
  flex: 1 1 calc(${vars.size.control.lg} * 6);
  min-width: 0;
`;

/** The play button sits level with the amount field: below the field's label. */
export const Play = styled.div`
  display: flex;
  flex: 0 0 auto;
  gap: ${vars.space[2]};
  margin-top: calc(${vars.fontSize.sm} * ${vars.lineHeight.snug} + ${vars.space[1]});

  & > button {
    min-width: calc(${vars.size.control.lg} * 3);
    font-weight: ${vars.fontWeight.bold};
  }

  @media (max-width: 719px) {
    flex: 1 1 100%;
    margin-top: 0;

    & > button {
      flex: 1;
    }
  }
`;
