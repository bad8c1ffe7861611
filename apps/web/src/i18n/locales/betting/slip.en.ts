/**
 * The `betting` namespace, part `slip` (English, the reference): the app's words around the kit's coupon slip
 * (the slip's own texts are the kit's `ui` namespace): the server's refusals, one-click bets, booking codes,
 * the coupon reminder and the mobile sheet.
 */
export const slipEn = {
  title: 'Bet slip',
  notPlaced: 'The bet was not placed',
  dismiss: 'Dismiss',
  /** The server's refusal codes (BETTING_ERROR_CODES and its own checks), in the player's words. */
  refusals: {
    COUPON_ID_TAKEN: 'This bet was already sent with other details. Press “Place bet” again to send it anew.',
    MARKET_NOT_FOUND: '{{names}}: no longer on offer. Remove it and place the bet again.',
    MARKET_SUSPENDED: 'Betting on {{names}} is suspended for a moment. Try again shortly.',
    GAME_FINISHED: 'The game of {{names}} has finished. Remove it to place the rest.',
    COEF_CHANGED: 'The odds changed: the slip shows the new odds. Check them and place the bet again.',
    EXACT_COEF_MISMATCH:
      'The total odds are now {{coef}}, not the exact odds you set. Check them and place the bet again.',
    EXACT_COEF_MISMATCH_none:
      'The total odds are no longer the exact odds you set. Check them and place the bet again.',
    SCORE_CHANGED:
      'The score of {{names}} changed, so the bet was dropped as your settings ask. Check the odds and place it again.',
    ACCOUNT_NOT_FOUND: 'This account cannot take bets. Choose another account in the bet settings.',
    INSUFFICIENT_BALANCE: 'Not enough money on your balance for this stake.',
    MAX_PAYOUT_EXCEEDED: 'The possible win is above the maximum payout of {{max}}. Lower the stake.',
    PROMO_CODE_INVALID: 'This promo code cannot be used with this bet. Check the code or remove it.',
    RG_EXCLUDED: 'You are in a time-out or self-exclusion: bets are not accepted until it ends.',
    RG_LIMIT_REACHED:
      'Your {{limit}} limit allows {{amount}} more now. Lower the stake or wait until it resets.',
    RG_LIMIT_REACHED_none: 'Your {{limit}} limit is used up for now: bets are accepted again once it resets.',
    NOT_COMPUTABLE: 'The possible win of this bet cannot be worked out. Check the selections.',
    EMPTY_COUPON: 'None of these selections can be bet on now.',
    DUPLICATE_SELECTION: 'A selection is in the slip twice. Remove one of them.',
    BOOKING_NOT_FOUND: 'There is no coupon with this code.',
    unauthenticated: 'Your session has ended. Sign in and place the bet again.',
    other: 'The bet was not accepted. Check the slip and try again.',
  },
  limitKinds: {
    wagering: 'wagering',
    loss: 'loss',
  },
  /** No answer, or a server fault: the same bet may be sent again (the same coupon id: never staked twice). */
  failures: {
    network: 'No answer from the server. Press “Place bet” again to retry: the bet will not be placed twice.',
    timeout:
      'The server took too long to answer. Press “Place bet” again to retry: the bet will not be placed twice.',
    server:
      'The server could not take the bet (error {{status}}). Press “Place bet” again to retry: the bet will not be placed twice.',
  },
  singlesRefused_one: '{{count}} single was not placed:',
  singlesRefused_other: '{{count}} singles were not placed:',
  forBet: '{{name}}: {{message}}',
  removePromo: 'Remove promo code',
  vipPending: 'Your VIP bet is waiting for the bookmaker’s decision. You will see it in your bets.',
  /** One-click bets: placed at once from the board. */
  oneClick: {
    placed: 'One-click bet placed: {{amount}} on {{name}} at {{coef}}.',
    refused: 'One-click bet not placed. {{reason}}',
    retry: 'Try again',
  },
  /** Booking codes: save the selections under a code, load them anywhere. */
  booking: {
    title: 'Booking code',
    share: 'Share selections',
    saving: 'Saving selections',
    code: 'Your booking code: {{code}}',
    copied: 'Booking code {{code}} copied.',
    copyFailed: 'Your booking code is {{code}}. Copy it from here.',
    shareTitle: 'My Betline bet slip',
    shareText: 'Load my selections with booking code {{code}}.',
    loadLabel: 'Load a booking code',
    loadHint: '8 letters or digits',
    load: 'Load',
    loading: 'Loading',
    invalid: 'A booking code is 8 letters or digits.',
    loaded_one: 'Loaded {{count}} selection from code {{code}}.',
    loaded_other: 'Loaded {{count}} selections from code {{code}}.',
    unavailable_one: '{{count}} selection is no longer on offer and was left out.',
    unavailable_other: '{{count}} selections are no longer on offer and were left out.',
  },
  /** The coupon reminder, once per session (COUPON-060). */
  notification: {
    text_one: 'You have {{count}} selection in your bet slip. Place your bet before the odds move.',
    text_other: 'You have {{count}} selections in your bet slip. Place your bet before the odds move.',
    open: 'Open bet slip',
  },
  selection: '{{market}}: {{outcome}}',
};
