export { CouponSheet, type CouponSheetProps } from './CouponSheet';
