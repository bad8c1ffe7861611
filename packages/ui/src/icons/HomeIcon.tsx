import { createIcon } from './createIcon';

/** Home icon (the home page). */
export const HomeIcon = createIcon(
  'HomeIcon',
  <>
    <path d="M2.5 7.5L8 3l5.5 4.5" />
    <path d="M4 6.5v6.5h3v-3.5h2V13h3V6.5" />
  </>,
);
