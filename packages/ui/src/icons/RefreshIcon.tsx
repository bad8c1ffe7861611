import { createIcon } from './createIcon';

/** Refresh icon. */
export const RefreshIcon = createIcon(
  'RefreshIcon',
  <>
    <path d="M13.5 8a5.5 5.5 0 11-1.6-3.9" />
    <path d="M13.5 2.5v3h-3" />
  </>,
);
