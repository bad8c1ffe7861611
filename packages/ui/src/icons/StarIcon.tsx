import { createIcon } from './createIcon';

/** Star icon. */
export const StarIcon = createIcon(
  'StarIcon',
  <path d="M8 2l1.8 3.8 4.2.5-3.1 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1L2 6.3l4.2-.5L8 2z" />,
);
