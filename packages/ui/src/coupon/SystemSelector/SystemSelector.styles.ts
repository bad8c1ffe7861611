import styled from 'styled-components';

/** Lets the select take the slip's width. */
export const Wrap = styled.div`
  display: flex;
  flex-direction: column;
`;
