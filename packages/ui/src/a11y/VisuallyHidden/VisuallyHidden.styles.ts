import styled from 'styled-components';

/** Hidden on screen, read by assistive technology. 1px/-1px are the technique itself, not a design size. */
export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px; /* token-exempt: the clip technique, not a design size */
  height: 1px; /* token-exempt: the clip technique, not a design size */
  margin: -1px; /* token-exempt: the clip technique, not a design size */
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
`;
