import { createIcon } from './createIcon';

/** More icon. */
export const MoreIcon = createIcon('MoreIcon', <path d="M3.5 8h.01M8 8h.01M12.5 8h.01" strokeWidth={2.5} />);
