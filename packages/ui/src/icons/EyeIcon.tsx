import { createIcon } from './createIcon';

/** Eye icon. */
export const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
    <circle cx="8" cy="8" r="2" />
  </>,
);
