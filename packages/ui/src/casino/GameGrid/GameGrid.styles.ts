import { vars } from '@betline/tokens';
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

/** The action (a "See all" link) keeps to the end of the header, with or without a heading. */
export const Action = styled.div`
  margin-inline-start: auto;
`;

/**
 * As many columns as tiles of the token's minimum width fit, and never fewer than two (a narrow phone
 * shows two half-width tiles rather than one wide tile).
 */
export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(${vars.gameGrid.minTileWidth}, calc((100% - ${vars.gameGrid.gap}) / 2)), 1fr)
  );
  gap: ${vars.gameGrid.gap};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  min-width: 0;

  &[data-wide] {
    grid-column: span 2;
  }
`;
