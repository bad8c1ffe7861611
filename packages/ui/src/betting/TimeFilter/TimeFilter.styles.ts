import styled from 'styled-components';

/** The filter keeps the segmented control's own look; this wrapper only stops it from stretching. */
export const Wrap = styled.div`
  display: inline-flex;
`;
