import { createIcon } from './createIcon';

/** Error icon. */
export const ErrorIcon = createIcon(
  'ErrorIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" />
  </>,
);
