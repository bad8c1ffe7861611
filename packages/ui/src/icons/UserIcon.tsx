import { createIcon } from './createIcon';

/** User icon. */
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="8" cy="5.5" r="2.5" />
    <path d="M3 13.5c.8-2.3 2.8-3.5 5-3.5s4.2 1.2 5 3.5" />
  </>,
);
