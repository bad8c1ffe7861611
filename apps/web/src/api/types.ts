/** Wire types of @betline/contracts, imported as types only: the client bundle carries no zod. */
export type {
  BalanceResponse,
  Limit,
  LoginResponse,
  Payment,
  PaymentHistoryQuery,
  RegisterFastResponse,
  SignedIn,
  UserConfig,
  WalletAccount,
} from '@betline/contracts';

/** `codeSentSchema`. */
export interface CodeSentSchemaType {
  sent: true;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/** The sportsbook's wire types (read API, push, betting). */
export type {
  AccumulatorsResponse,
  BetHistoryResponse,
  BookingLoadResponse,
  ChampItem,
  ChampsResponse,
  CouponRefusal,
  CouponStatus,
  GamesResponse,
  MarketGroup,
  CentreTeam,
  MatchCentre,
  PlaceCouponRequest,
  PlaceCouponResponse,
  PlacedCoupon,
  PlacedSelection,
  PrintCouponResponse,
  PushClientMessage,
  PushList,
  PushServerMessage,
  PushUpdate,
  SupportPush,
  ResultsResponse,
  SearchResponse,
  Section,
  SportsGame,
  SportsMarket,
  SportsMenuItem,
  SportsMenuResponse,
  TeamResponse,
  ChampResponse,
  StandingRow,
  FormResult,
  TimeFilter,
} from '@betline/contracts';

/** The casino's wire types (catalogue, rounds, the live crash game, tournaments). */
export type {
  CasinoGame,
  CasinoSectionsResponse,
  CrashLiveRound,
  HandGame,
  HandResponse,
  Leaderboard,
  LeaderboardEntry,
  RoundResponse,
  RoundSummary,
  SharedBet,
  SharedRound,
  SharedTableAnswer,
  SharedTableEvent,
  Tournament,
} from '@betline/contracts';

/** SEO page data (API-054). */
export type { SeoMeta, SeoPageData } from '@betline/contracts';

/** Information pages and the rule book. */
export type {
  ContentHeading,
  ContentPage,
  RemoteView,
  ContentPagesResponse,
  Post,
  PostKind,
  PostSummary,
  PostsResponse,
  RuleChapter,
  RuleGroup,
  RulesResponse,
  RulesSearchResponse,
} from '@betline/contracts';
