/**
 * The coupon (betting slip), one per app instance, by concern (DESIGN "State"): the state over `@betline/core`
 * (state.ts), persistence (persistence.ts, notification.ts), placement as a state machine (placementMachine.ts,
 * placement.ts), booking codes (booking.ts), one-click bets (oneClick.ts), live prices (livePrices.ts), the
 * slip's selections and setters (selections.ts) and its add/update events (events.ts). Every action takes the
 * app instance's stores. Loaded as its own chunk (`import('./coupon')`): the first screen does not carry it.
 *
 * - the board calls `toggleSelection`, `isInCoupon`, `updatePrices`, `setSuspended` (and listens to `couponEvents`);
 * - the slip host passes the state to CouponSlip and its callbacks to `setCoupon`, `setSettings`, `placeCoupon`,
 *   `acceptOddsChanges`, `applyPromoCode`, `startNewBet`, `keepSelections`, `shareBooking`, `copyBookingCode`...
 */
export {
  bettingAccount,
  buildBet,
  couponOf,
  couponSelectedIds,
  couponSiteConfig,
  currentAccount,
  isInCoupon,
  messageContext,
  openSlip,
  selectionNames,
  slipAccounts,
  stakeLimits,
  withAccount,
  type BookingState,
  type CouponStore,
  type CouponStoreState,
  type PlacedView,
} from './state';
export { parseLocalSave, parseSettings, restoreCoupon } from './persistence';
export { showNotificationIfDue } from './notification';
export { couponEvents, type CouponEvent, type CouponEventGame, type SelectionOptions } from './events';
export {
  idlePlacement,
  isSending,
  placementTransition,
  type PlacementEvent,
  type PlacementMachine,
  type PlacementState,
} from './placementMachine';
export {
  buildPlacePayload,
  dismissProblem,
  keepSelections,
  newCouponId,
  placeCoupon,
  startNewBet,
  type PayloadContext,
  type PlaceOutcome,
} from './placement';
export { acceptOddsChanges, setOddsPaused, setSuspended, updatePrices, type PriceMap } from './livePrices';
export { clearOneClick, isOneClickAvailable, oneClickStake, placeOneClick } from './oneClick';
export {
  bookingLink,
  bookingRequestOf,
  copyBookingCode,
  loadBookingCode,
  shareBooking,
  type BookingLoadOutcome,
} from './booking';
export {
  applyPromoCode,
  clearSelections,
  removePromoCode,
  removeSelection,
  setBanker,
  setBetBlock,
  setBetStake,
  setBettingAccount,
  setBlockStake,
  setCoupon,
  setCouponType,
  setSettings,
  setStake,
  setSystemBanker,
  setSystemValue,
  setVipBet,
  toggleSelection,
  type ToggleResult,
} from './selections';
