import { createIcon } from './createIcon';

/** Question icon. */
export const QuestionIcon = createIcon(
  'QuestionIcon',
  <>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M6.2 6.2a1.9 1.9 0 113 1.5c-.7.4-1.2.8-1.2 1.6M8 11.5h.01" />
  </>,
);
