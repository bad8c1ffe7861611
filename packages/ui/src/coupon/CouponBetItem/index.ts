export {
  betItemState,
  CouponBetItem,
  type BetItemState,
  type BetNames,
  type CouponBetItemProps,
} from './CouponBetItem';
