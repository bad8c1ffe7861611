import { createIcon } from './createIcon';

/** Moon icon. */
export const MoonIcon = createIcon('MoonIcon', <path d="M13.5 9.5A5.5 5.5 0 016.5 2.5a5.5 5.5 0 107 7z" />);
