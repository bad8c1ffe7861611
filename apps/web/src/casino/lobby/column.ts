import { vars } from '@betline/tokens';
import styled from 'styled-components';

/**
 * A casino page's frame: title, the search box and the section bar above the content. Its own module: a page that
 * needs only the frame (the provably-fair verifier) does not load the lobby's tiles, search and favourites.
 */
export const CasinoColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;
