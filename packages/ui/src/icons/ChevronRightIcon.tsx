import { createIcon } from './createIcon';

/** ChevronRight icon. */
export const ChevronRightIcon = createIcon('ChevronRightIcon', <path d="M6 4l4 4-4 4" />);
