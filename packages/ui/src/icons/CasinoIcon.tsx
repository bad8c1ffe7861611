import { createIcon } from './createIcon';

/** Casino icon: a die. */
export const CasinoIcon = createIcon(
  'CasinoIcon',
  <>
    <rect x="2.5" y="2.5" width="11" height="11" rx="2.5" />
    <circle cx="5.5" cy="5.5" r=".6" fill="currentColor" />
    <circle cx="8" cy="8" r=".6" fill="currentColor" />
    <circle cx="10.5" cy="10.5" r=".6" fill="currentColor" />
  </>,
);
