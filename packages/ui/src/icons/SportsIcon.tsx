import { createIcon } from './createIcon';

/** Sports icon: a ball (the sportsbook). */
export const SportsIcon = createIcon(
  'SportsIcon',
  <>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 5.6l2.3 1.7-.9 2.7H6.6l-.9-2.7L8 5.6z" />
    <path d="M8 2.5v3.1M10.3 7.3l2.9-1M9.4 10l1.8 2.5M6.6 10l-1.8 2.5M5.7 7.3l-2.9-1" />
  </>,
);
