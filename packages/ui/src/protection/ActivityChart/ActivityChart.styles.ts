import { vars } from '@betline/tokens';
import styled from 'styled-components';

export type SeriesKind = 'deposits' | 'stakes' | 'netUp' | 'netDown';

export const seriesColor: Record<SeriesKind, string> = {
  deposits: vars.bgColor.accent.emphasis,
  stakes: vars.borderColor.strong,
  netUp: vars.bgColor.success.emphasis,
  netDown: vars.bgColor.danger.emphasis,
};

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  min-width: 0;
`;

export const Caption = styled.figcaption`
  color: ${vars.fgColor.default};
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
`;

export const Chart = styled.svg`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 1;
  border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
`;

export const Bar = styled.rect<{ $kind: SeriesKind }>`
  fill: ${(p) => seriesColor[p.$kind]};
`;

export const Baseline = styled.line`
  stroke: ${vars.borderColor.default};
  stroke-width: 1;
  vector-effect: non-scaling-stroke;
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

export const Swatch = styled.span<{ $kind: SeriesKind }>`
  display: inline-block;
  width: ${vars.space[3]};
  height: ${vars.space[3]};
  margin-inline-end: ${vars.space[1]};
  border-radius: ${vars.radius.sm};
  background-color: ${(p) => seriesColor[p.$kind]};
  vertical-align: middle;
`;

export const Axis = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
`;

export const Details = styled.details`
  font-size: ${vars.fontSize.sm};

  & summary {
    color: ${vars.fgColor.link};
    cursor: ${vars.cursor.interactive};
  }

  & summary:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Table = styled.table`
  width: 100%;
  margin-top: ${vars.space[2]};
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space[1]} ${vars.space[2]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    text-align: end;
  }

  & th:first-child,
  & td:first-child {
    text-align: start;
  }

  & thead th {
    color: ${vars.fgColor.muted};
    font-weight: ${vars.fontWeight.medium};
  }
`;
