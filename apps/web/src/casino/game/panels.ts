import styled from 'styled-components';
import { vars } from '@betline/tokens';

/** A game page's folding panel ("About this game", "Auto-play", "Provably fair"): a bordered details. */
export const DetailsPanel = styled.details`
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  padding: ${vars.space[3]} ${vars.space[4]};

  summary {
    cursor: ${vars.cursor.interactive};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** Terms and their values in two columns, the values in tabular figures (a game's sheet, a replayed round). */
export const FactList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${vars.space[2]} ${vars.space[4]};

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
