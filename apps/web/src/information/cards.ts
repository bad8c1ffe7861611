import styled from 'styled-components';
import { vars } from '@betline/tokens';

/**
 * The card grids of the content and promotion pages (posts, promotions, promo codes): as many columns of cards as
 * fit, a list for assistive technology (`as="ol"` where the order means something).
 */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.size.layout.panelMinWidth}, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A card of such a grid: its parts stacked, as tall as the row, its border stronger while it has focus. */
export const CardArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  height: 100%;
  box-sizing: border-box;
  padding: ${vars.space[4]} ${vars.space[5]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  background: ${vars.bgColor.surface};

  &:hover,
  &:focus-within {
    border-color: ${vars.borderColor.strong};
  }
`;
