import { createIcon } from './createIcon';

/** Warning icon. */
export const WarningIcon = createIcon(
  'WarningIcon',
  <>
    <path d="M8 2l6.5 11.5h-13L8 2z" />
    <path d="M8 6.5v3M8 11.5h.01" />
  </>,
);
