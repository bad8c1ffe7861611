import { createIcon } from './createIcon';

/** Check icon. */
export const CheckIcon = createIcon('CheckIcon', <path d="M3 8.5l3 3 7-7" />);
