import { createIcon } from './createIcon';

/** Info icon. */
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7v4M8 5h.01" />
  </>,
);
