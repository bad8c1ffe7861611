export {
  changeCouponType,
  CouponSlip,
  couponTypeChoices,
  type CouponAccountOption,
  type CouponSlipProps,
  type PlaceButtonState,
} from './CouponSlip';
