import { createIcon } from './createIcon';

/** ChevronLeft icon. */
export const ChevronLeftIcon = createIcon('ChevronLeftIcon', <path d="M10 4L6 8l4 4" />);
