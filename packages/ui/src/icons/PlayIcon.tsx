import { createIcon } from './createIcon';

/** Play icon. */
export const PlayIcon = createIcon('PlayIcon', <path d="M5 3l8 5-8 5V3z" />);
