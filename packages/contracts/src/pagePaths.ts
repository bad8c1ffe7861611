/**
 * The paths of the pages that load after the first screen, without zod: verification, the operator API, content,
 * remote views and support. `@betline/contracts/paths` exports them too; a module of their own so that a web
 * bundle puts them with the pages that call them instead of into the first screen's paths.
 */

// ---------------------------------------------------------------------------------------------------------
// Verification (verification.ts)
// ---------------------------------------------------------------------------------------------------------

export const VERIFICATION_PATHS = {
  /** The player's verification: status, requested documents, uploaded documents. */
  state: '/web-api/verification',
  /** `POST` multipart (`kind` field, then one `file`): uploads a document. */
  documents: '/web-api/verification/documents',
  /** The file of one of the player's own documents. */
  documentFile: '/web-api/verification/documents/:id/file',
  /** Operator: a player's verification (operator bearer token). */
  operatorPlayer: '/operator-api/verification/players/:playerId',
  /** Operator: approve or reject the player's documents. */
  operatorDecision: '/operator-api/verification/players/:playerId/decision',
  /** Operator: ask the player for one more document. */
  operatorRequest: '/operator-api/verification/players/:playerId/request',
} as const;

/**
 * `verification_status` of the user config (ACC-011):
 * 0 not verified (nothing sent), 1 documents under review, 2 verified, 3 rejected (the player may send new
 * documents), 4 another document requested by the operator.
 */
export const VERIFICATION_STATUS = Object.freeze({
  NONE: 0,
  PENDING: 1,
  VERIFIED: 2,
  REJECTED: 3,
  ADDITIONAL_REQUESTED: 4,
} as const);
/**
 * Document kinds: identity (passport or ID card), proof of address, payment method, selfie with the document.
 * Their ids are the user config's `verification_types` (the kinds whose documents were accepted).
 */
export const VERIFICATION_DOCUMENT_KINDS = ['identity', 'address', 'payment', 'selfie'] as const;
/** Files the server takes: JPEG, PNG or PDF (told by their first bytes), at most 10 MB. */
export const VERIFICATION_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const VERIFICATION_MAX_FILE_BYTES = 10 * 1024 * 1024;

/** Refusal code of a withdrawal above the verification threshold by a player who is not verified. */
export const VERIFICATION_REQUIRED_CODE = 'verification_required';

/** Header of every money-moving request (1 to 200 characters of letters, digits, `-`, `_`, `.`, `:`). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The gateway's callback is signed in this header (`t=<unix s>,v1=<hex HMAC-SHA256>`). */
export const GATEWAY_SIGNATURE_HEADER = 'x-gateway-signature';

// ---------------------------------------------------------------------------------------------------------
// Operator API (operator.ts): the back office's calls, `Authorization: Bearer <operator token>`
// ---------------------------------------------------------------------------------------------------------

export const OPERATOR_API_PATH = '/operator-api';
export const OPERATOR_PATHS = {
  /** Who the token belongs to. */
  me: `${OPERATOR_API_PATH}/me`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Content (content.ts): information pages and the rule book, read by everyone, written by operators
// ---------------------------------------------------------------------------------------------------------

export const CONTENT_PATH = '/web-api/content';
export const CONTENT_PATHS = {
  /** `GET ?lng=en`: the information pages with their titles. */
  pages: `${CONTENT_PATH}/pages`,
  /** `GET ?lng=en`: one information page. */
  page: `${CONTENT_PATH}/pages/:slug`,
  /** `GET ?lng=en`: the rule book's groups with their chapters' titles. */
  rules: `${CONTENT_PATH}/rules`,
  /** `GET ?lng=en&q=...`: the rule chapters whose title or text holds the words, with a snippet each. */
  rulesSearch: `${CONTENT_PATH}/rules-search`,
  /** `GET ?lng=en`: one chapter of a rule group. */
  ruleChapter: `${CONTENT_PATH}/rules/:group/:chapter`,
  /** `GET ?lng=en&page=1&size=10`: the published news or blog posts, newest first. */
  posts: `${CONTENT_PATH}/posts/:kind`,
  /** `GET ?lng=en`: one news or blog post. */
  post: `${CONTENT_PATH}/posts/:kind/:slug`,
} as const;

export const OPERATOR_CONTENT_PATH = `${OPERATOR_API_PATH}/content`;
export const OPERATOR_CONTENT_PATHS = {
  /** `POST`: a draft revision of a page, a rule group or a chapter in one language (the document is created). */
  drafts: `${OPERATOR_CONTENT_PATH}/drafts`,
  /** `POST`: publishes a draft as the document's next revision in its language. */
  publish: `${OPERATOR_CONTENT_PATH}/drafts/:id/publish`,
} as const;
// ---------------------------------------------------------------------------------------------------------
// Remote views (remoteViews.ts): the footer, error pages, account pages and support modals served as views
// ---------------------------------------------------------------------------------------------------------

export const REMOTE_VIEW_PATH = '/web-api/views';
export const REMOTE_VIEW_PATHS = {
  /** `GET ?lng=en`: one remote view (`partner-footer`, `error-page`, ...) in the language, else in English. */
  view: `${REMOTE_VIEW_PATH}/:appName`,
} as const;
export const OPERATOR_REMOTE_VIEW_PATHS = {
  /** `PUT`: creates or replaces a view in one language (201 when created, 200 when replaced). */
  view: `${OPERATOR_API_PATH}/views/:appName`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Support (support.ts)
// ---------------------------------------------------------------------------------------------------------

const SUPPORT_PATH = '/web-api/support';
/** The player's tickets (session cookie) and support's side of them (operator bearer token). */
export const SUPPORT_PATHS = Object.freeze({
  tickets: `${SUPPORT_PATH}/tickets`,
  ticket: `${SUPPORT_PATH}/tickets/:id`,
  messages: `${SUPPORT_PATH}/tickets/:id/messages`,
  close: `${SUPPORT_PATH}/tickets/:id/close`,
  attachment: `${SUPPORT_PATH}/tickets/:id/attachments/:attachmentId`,
  operatorTickets: `${OPERATOR_API_PATH}/support/tickets`,
  operatorTicket: `${OPERATOR_API_PATH}/support/tickets/:id`,
  operatorMessages: `${OPERATOR_API_PATH}/support/tickets/:id/messages`,
  operatorStatus: `${OPERATOR_API_PATH}/support/tickets/:id/status`,
  operatorAttachment: `${OPERATOR_API_PATH}/support/tickets/:id/attachments/:attachmentId`,
});

// ---------------------------------------------------------------------------------------------------------
// Promotions and promo codes (promotions.ts)
// ---------------------------------------------------------------------------------------------------------

const PROMOTIONS_PATH = '/web-api/promotions';
/** The promotions (public, per language) and the promo codes (check: anyone; redeem: a signed-in player). */
export const PROMOTION_PATHS = {
  /** `GET ?lng=en&category=casino`: the running promotions, newest first. */
  list: PROMOTIONS_PATH,
  /** `GET ?lng=en`: one promotion with its text, rules, games and who may take it. */
  promotion: `${PROMOTIONS_PATH}/:slug`,
  /** `GET ?lng=en`: the public promo codes of the running promotions (the promo-code showcase). */
  codes: '/web-api/promo-codes',
  /** `POST { code }`: what a code gives and whether it can be used now (with a session: by this player). */
  checkCode: '/web-api/promo-codes/check',
  /** `POST { code }` (session, CSRF): uses the code; its bonus is credited in the same transaction. */
  redeemCode: '/web-api/promo-codes/redeem',
  /** Operator: `PUT` creates or replaces a promotion and the texts it is sent with (201 created, 200 replaced). */
  operatorPromotion: `${OPERATOR_API_PATH}/promotions/:slug`,
  /** Operator: `GET` a promotion's codes with their uses. */
  operatorCodes: `${OPERATOR_API_PATH}/promotions/:slug/codes`,
  /** Operator: `PUT` creates or changes a code of a promotion (its uses are kept). */
  operatorCode: `${OPERATOR_API_PATH}/promotions/:slug/codes/:code`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// Promo code refusals (promotions.ts): what a client branches on, without zod
// ---------------------------------------------------------------------------------------------------------

/** Why a promo code cannot be used (`code` of a refusal, `refusal` of a check; see promotions.ts). */
export const PROMO_CODE_REFUSALS = [
  'unknown',
  'not_started',
  'ended',
  'used_up',
  'already_used',
  'not_new',
  'deposits',
  'currency',
  'country',
  'bonus_active',
  'protection',
  'coupon_code',
] as const;

// ---------------------------------------------------------------------------------------------------------
// Bring a friend (referrals.ts)
// ---------------------------------------------------------------------------------------------------------

export const REFERRAL_PATHS = {
  /** `GET` (session): the player's code, the terms, and the friends who registered through it. */
  mine: '/web-api/referrals',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Cashback (cashback.ts)
// ---------------------------------------------------------------------------------------------------------

export const CASHBACK_PATHS = {
  /** `GET` (session): this week so far, the terms, the points and the past awards. */
  mine: '/web-api/cashback',
  /** `POST` (session, CSRF, Idempotency-Key): exchanges the points' whole hundreds for money. */
  exchange: '/web-api/cashback/exchange',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Bonus games (bonusGames.ts)
// ---------------------------------------------------------------------------------------------------------

/** The six bonus games (`games/{game}-bonus`). */
export const BONUS_GAMES = ['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon'] as const;

export const BONUS_GAME_PATHS = {
  /** `GET` (session): the player's passes (free plays left per game), open plays and recent plays. */
  mine: '/web-api/bonus-games',
  /** `POST` (session, CSRF): starts a play of `:game` on the oldest pass with plays left; `playId` makes it once. */
  start: '/web-api/bonus-games/:game/plays',
  /** `GET` (session): one play of the player's as it stands. */
  play: '/web-api/bonus-games/plays/:playId',
  /** `POST` (session, CSRF): the next action of an open play; `step` (actions taken before it) makes it once. */
  act: '/web-api/bonus-games/plays/:playId/actions',
  /** `POST` (operator): grants a player a pass of free plays. */
  operatorPasses: '/operator-api/bonus-games/passes',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Sportsbook favourites (favourites.ts)
// ---------------------------------------------------------------------------------------------------------

/** What a player can star: a game, a championship or a team of the feed. */
export const FAVOURITE_KINDS = ['game', 'champ', 'team'] as const;
export type FavouriteKind = (typeof FAVOURITE_KINDS)[number];

/** The most favourites a player keeps (all kinds together); one more is refused with 409. */
export const FAVOURITES_MAX = 200;

export const FAVOURITE_PATHS = {
  /** `GET` (session): the player's starred games, championships and teams, named from the feed. */
  list: '/web-api/favourites',
  /** `PUT` (session, CSRF): stars one (idempotent; 404 for an unknown one); `DELETE` unstars it (idempotent). */
  one: '/web-api/favourites/:kind/:id',
} as const;
