import { createIcon } from './createIcon';

/** Coupon (bet slip) icon: a ticket with notched sides. */
export const CouponIcon = createIcon(
  'CouponIcon',
  <>
    <path d="M2 4.5h12v2a1.5 1.5 0 000 3v2H2v-2a1.5 1.5 0 000-3v-2z" />
    <path d="M6 6v1M6 9v1" />
  </>,
);
