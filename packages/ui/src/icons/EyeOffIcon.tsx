import { createIcon } from './createIcon';

/** EyeOff icon. */
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  <>
    <path d="M2 2l12 12M6.6 6.6a2 2 0 002.8 2.8M4.2 4.6C2.6 5.8 1.5 8 1.5 8S4 12.5 8 12.5c1.3 0 2.5-.4 3.5-1.1M7 3.6c.3 0 .7-.1 1-.1 4 0 6.5 4.5 6.5 4.5s-.5.9-1.4 2" />
  </>,
);
