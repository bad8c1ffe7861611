import { createIcon } from './createIcon';

/** ChevronDown icon. */
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="M4 6l4 4 4-4" />);
