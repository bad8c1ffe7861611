import { createIcon } from './createIcon';

/** ArrowUp icon. */
export const ArrowUpIcon = createIcon('ArrowUpIcon', <path d="M8 13V3M4 7l4-4 4 4" />);
