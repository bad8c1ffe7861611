import { createIcon } from './createIcon';

/** Live icon: a broadcast signal (live betting, live casino). */
export const LiveIcon = createIcon(
  'LiveIcon',
  <>
    <circle cx="8" cy="8" r="1.5" />
    <path d="M5.2 5.2a4 4 0 000 5.6M10.8 5.2a4 4 0 010 5.6M3.1 3.1a7 7 0 000 9.8M12.9 3.1a7 7 0 010 9.8" />
  </>,
);
