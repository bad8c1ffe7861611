import { createIcon } from './createIcon';

/** Globe icon. */
export const GlobeIcon = createIcon(
  'GlobeIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M1.5 8h13M8 1.5c1.8 2 2.6 4.1 2.6 6.5S9.8 12.5 8 14.5C6.2 12.5 5.4 10.4 5.4 8S6.2 3.5 8 1.5z" />
  </>,
);
