import { createIcon } from './createIcon';

/** ChevronUp icon. */
export const ChevronUpIcon = createIcon('ChevronUpIcon', <path d="M4 10l4-4 4 4" />);
