import { createIcon } from './createIcon';

/** Sun icon. */
export const SunIcon = createIcon(
  'SunIcon',
  <>
    <circle cx="8" cy="8" r="3" />
    <path d="M8 1v1.5M8 13.5V15M1 8h1.5M13.5 8H15M3 3l1 1M12 12l1 1M3 13l1-1M12 4l1-1" />
  </>,
);
