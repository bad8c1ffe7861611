import { createIcon } from './createIcon';

/** Close icon. */
export const CloseIcon = createIcon('CloseIcon', <path d="M4 4l8 8M12 4l-8 8" />);
