import { createIcon } from './createIcon';

/** Success icon. */
export const SuccessIcon = createIcon(
  'SuccessIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5 8.2l2 2 4-4" />
  </>,
);
