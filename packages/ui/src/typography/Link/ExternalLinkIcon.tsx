import { createIcon } from '../../icons/createIcon';

/** An arrow out of a box: the link opens in a new tab (decorative; the link says it in words too). */
export const ExternalLinkIcon = createIcon(
  'ExternalLinkIcon',
  <>
    <path d="M9 2.5h4.5V7" />
    <path d="M13.5 2.5L7.5 8.5" />
    <path d="M12 10v2.5a1 1 0 0 1-1 1H3.5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1H6" />
  </>,
);
