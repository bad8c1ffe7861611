import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { paytableTable } from '../paytable.styles';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  overflow-x: auto;
`;

export const Table = styled.table`
  ${paytableTable}

  & th,
  & td {
    padding: ${vars.space[1]} ${vars.space[2]};
    white-space: nowrap;
  }

  & tbody th {
    font-weight: ${vars.fontWeight.medium};
  }

  & tr[data-scatter] > * {
    border-top: ${vars.borderWidth.thick} solid ${vars.borderColor.default};
  }

  @media (max-width: 719px) {
    font-size: ${vars.fontSize.sm};

    & th,
    & td {
      padding: ${vars.space[1]};
    }

    & thead th {
      font-size: ${vars.fontSize.xs};
      white-space: normal;
    }
  }
`;

export const SymbolName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Glyph = styled.span`
  display: inline-flex;
  flex: none;
  width: ${vars.size.control.lg};
  height: ${vars.size.control.lg};
  padding: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background: linear-gradient(
    180deg,
    ${vars.slot.reel.shadeColor},
    ${vars.slot.reel.bgColor} 30%,
    ${vars.slot.reel.bgColor} 70%,
    ${vars.slot.reel.shadeColor}
  );

  @media (max-width: 719px) {
    width: ${vars.size.control.sm};
    height: ${vars.size.control.sm};
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;
