export { PlacedResult, type PlacedCoupon, type PlacedResultProps } from './PlacedResult';
