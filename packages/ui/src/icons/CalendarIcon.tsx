import { createIcon } from './createIcon';

/** Calendar icon. */
export const CalendarIcon = createIcon(
  'CalendarIcon',
  <>
    <rect x="2" y="3" width="12" height="11" rx="1.5" />
    <path d="M2 6.5h12M5.5 1.5v3M10.5 1.5v3" />
  </>,
);
