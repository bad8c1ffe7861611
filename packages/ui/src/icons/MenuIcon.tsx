import { createIcon } from './createIcon';

/** Menu icon. */
export const MenuIcon = createIcon('MenuIcon', <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />);
