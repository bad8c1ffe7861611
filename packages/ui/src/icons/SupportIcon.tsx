import { createIcon } from './createIcon';

/** Support icon. */
export const SupportIcon = createIcon(
  'SupportIcon',
  <>
    <path d="M3 9V8a5 5 0 0110 0v1" />
    <rect x="2" y="9" width="3" height="4" rx="1" />
    <rect x="11" y="9" width="3" height="4" rx="1" />
  </>,
);
