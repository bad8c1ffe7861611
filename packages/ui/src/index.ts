// @betline/ui: the Betline UI kit. Styles read token variables only (`vars` from @betline/tokens).

// Root, theme and brand book
export {
  BetlineRoot,
  preloadBrandBookValidator,
  type BetlineRootProps,
  type ColorMode,
} from './theme/BetlineRoot';
export {
  validateBrandBook,
  isValidTokenValue,
  type BrandBookEntry,
  type BrandBookRejectReason,
  type BrandBookResult,
} from './theme/brandBook';

// Accessibility
export { announce, type Politeness } from './a11y/announce';
export { VisuallyHidden, type VisuallyHiddenProps } from './a11y/VisuallyHidden';

// Actions
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './actions/Button';
export { IconButton, type IconButtonProps } from './actions/IconButton';

// Feedback
export { Spinner, type SpinnerProps, type SpinnerSize } from './feedback/Spinner';

// Typography
export { Text, type TextProps, type TextSize, type TextTone, type TextWeight } from './typography/Text';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './typography/Heading';

// Layout
export { Stack, type FlexAlign, type FlexJustify, type SpaceKey, type StackProps } from './layout/Stack';
export { Inline, type InlineProps } from './layout/Inline';
export { Surface, type SurfaceElevation, type SurfaceProps, type SurfaceRadius } from './layout/Surface';

// Forms
export { Input, type InputProps } from './forms/Input';
export { Field, type FieldControlProps, type FieldProps } from './forms/Field';

// Texts and formatting (the `ui` i18next namespace; Intl)
export {
  UI_NAMESPACE,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  registerUiTranslations,
  uiResources,
  useUiTranslation,
  type PartialUiTexts,
  type UiLocale,
  type UiTexts,
  type UiTextsOneOther,
} from './i18n';

// Icons (one module per icon)
export * from './icons';

// Overlays (React Aria Components)
export {
  Modal,
  ModalTrigger,
  type ModalProps,
  type ModalSize,
  type ModalTriggerProps,
} from './overlays/Modal';
export { Drawer, type DrawerPlacement, type DrawerProps } from './overlays/Drawer';
export { ConfirmDialog, type ConfirmDialogProps } from './overlays/ConfirmDialog';
export { Popover, type PopoverPlacement, type PopoverProps } from './overlays/Popover';
export { DropdownMenu, type DropdownMenuItem, type DropdownMenuProps } from './overlays/DropdownMenu';
export { Tooltip, type TooltipProps } from './overlays/Tooltip';

// Notices
export {
  ERROR_AUTO_CLOSE_MS,
  NOTICE_KINDS,
  Notice,
  defaultNoticeTitleKey,
  noticeAutoCloseMs,
  type NoticeKind,
  type NoticeProps,
} from './notices/Notice';
export {
  MAX_VISIBLE_NOTICES,
  NoticeStack,
  useNoticeQueue,
  visibleNotices,
  type NoticeItem,
  type NoticeStackProps,
} from './notices/NoticeStack';
export {
  CookieConsent,
  resolveCustomConsent,
  type CookieConsentProps,
  type CookieOption,
  type CookiesAgreeType,
} from './notices/CookieConsent';
export { AgeGate, type AgeGateProps } from './notices/AgeGate';
export { AppUpdateNotice, type AppUpdateNoticeProps } from './notices/AppUpdateNotice';
export { MaintenanceBanner, type MaintenanceBannerProps } from './notices/MaintenanceBanner';
export { AdBlockNotice, type AdBlockNoticeProps } from './notices/AdBlockNotice';
export { TermsUpdateNotice, type TermsUpdateNoticeProps } from './notices/TermsUpdateNotice';
export { RegistrationReminder, type RegistrationReminderProps } from './notices/RegistrationReminder';
export {
  FirstDepositBonusModal,
  type FirstDepositBonusChoice,
  type FirstDepositBonusModalProps,
} from './notices/FirstDepositBonusModal';
export { WelcomeModal, type WelcomeModalProps } from './notices/WelcomeModal';

// Inputs (React Aria Components)
export { Checkbox, type CheckboxProps } from './forms/Checkbox';
export { Switch, type SwitchProps } from './forms/Switch';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './forms/RadioGroup';
export { Tabs, type TabItem, type TabsProps } from './forms/Tabs';
export { SegmentedControl, type SegmentOption, type SegmentedControlProps } from './forms/SegmentedControl';
export { Select, type SelectOption, type SelectProps } from './forms/Select';
export { NativeSelect, type NativeSelectOption, type NativeSelectProps } from './forms/NativeSelect';
export {
  PasswordInput,
  passwordStrength,
  type PasswordInputProps,
  type StrengthLevel,
} from './forms/PasswordInput';
export { CodeInput, type CodeInputProps, type CodeStatus } from './forms/CodeInput';

// Data display
export { Badge, type BadgeProps, type BadgeTone } from './data/Badge';
export { ProgressBar, type ProgressBarProps } from './data/ProgressBar';
export { Tag, type TagProps } from './data/Tag';
export {
  GAME_SKELETON_TILES,
  GameGridSkeleton,
  OTHER_GAMES_SKELETON_TILES,
  Skeleton,
  type GameGridSkeletonProps,
} from './data/Skeleton';
export { EmptyState, type EmptyStateProps } from './data/EmptyState';
export { ErrorState, type ErrorStateProps } from './data/ErrorState';
// Data display
export {
  Table,
  sortTableRows,
  tableCollator,
  type SortDirection,
  type TableColumn,
  type TableProps,
  type TableSort,
} from './data/Table';
export { Avatar, avatarInitials, type AvatarProps, type AvatarSize, type AvatarStatus } from './data/Avatar';
export { Divider, type DividerOrientation, type DividerProps, type DividerTone } from './data/Divider';
export { Link, type LinkProps, type LinkTone, type LinkUnderline } from './typography/Link';
export { SEARCH_DEBOUNCE_MS, SearchField, type SearchFieldProps } from './forms/SearchField';
// End of data display

// Navigation
export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_THROTTLE_MS,
  LoadingBar,
  type LoadingBarProps,
} from './navigation/LoadingBar';
export { ScrollToTop, scrollToTopThreshold, type ScrollToTopProps } from './navigation/ScrollToTop';
// Navigation and page shell
export { BrandLogo, brandLogoWidth, type BrandLogoProps } from './navigation/BrandLogo';
export { AppHeader, type AppHeaderNavItem, type AppHeaderProps } from './navigation/AppHeader';
export {
  SiteFooter,
  type SiteFooterLink,
  type SiteFooterLinkGroup,
  type SiteFooterProps,
} from './navigation/SiteFooter';
export {
  BOTTOM_NAV_MAX_BADGE,
  BottomNav,
  type BottomNavItem,
  type BottomNavProps,
} from './navigation/BottomNav';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './navigation/SideMenu';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './navigation/Breadcrumbs';
export {
  Pagination,
  paginationItems,
  type PaginationItem,
  type PaginationProps,
} from './navigation/Pagination';
export { SupportButton, type SupportButtonProps } from './navigation/SupportButton';
export { PageShell, type PageShellProps } from './navigation/PageShell';
// End of navigation and page shell

// Form pattern (React Hook Form + zod) and sign-in
export { FormErrorAnnouncer, useZodForm, type FormErrorAnnouncerProps } from './forms/Form';
export { LoginForm, defaultLoginSchema, type LoginFormProps, type LoginValues } from './auth/LoginForm';
export {
  PhoneLoginForm,
  defaultPhoneLoginSchema,
  type PhoneLoginFormProps,
  type PhoneLoginValues,
} from './auth/PhoneLoginForm';
export { SmsCodeForm, type SmsCodeFormProps, type SmsCodeValues } from './auth/SmsCodeForm';
export { TwoStepForm, type TwoStepFormProps } from './auth/TwoStepForm';
export {
  REGISTRATION_KINDS,
  RegistrationForm,
  type RegistrationFormProps,
  type RegistrationKind,
  type RegistrationOption,
  type RegistrationValues,
  type SocialProvider,
} from './auth/RegistrationForm';
export {
  SAVE_CREDENTIALS_OPTIONS,
  SaveCredentials,
  type SaveCredentialsOption,
  type SaveCredentialsProps,
} from './auth/SaveCredentials';

// Protection, account and history
export { AmountInput, readAmount, type AmountInputProps } from './forms/AmountInput';
export { Combobox, type ComboboxOption, type ComboboxProps } from './forms/Combobox';
export {
  PhoneInput,
  applyPhoneMask,
  maskDigits,
  type PhoneCountry,
  type PhoneInputProps,
  type PhoneValue,
} from './forms/PhoneInput';
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './forms/DateRangePicker';
export { LimitForm, type LimitFormProps } from './protection/LimitForm';
export { LimitStatus, useNow, type LimitStatusProps } from './protection/LimitStatus';
export {
  LimitQuestionnaire,
  type LimitQuestion,
  type LimitQuestionnaireProps,
} from './protection/LimitQuestionnaire';
export {
  SelfExclusionDialog,
  type SelfExclusionDialogProps,
  type SelfExclusionReason,
} from './protection/SelfExclusionDialog';
export { RealityCheckDialog, type RealityCheckDialogProps } from './protection/RealityCheckDialog';
export { SessionLimitNotice, type SessionLimitNoticeProps } from './protection/SessionLimitNotice';
export {
  ProtectionLevel,
  type ProtectionLevelProps,
  type ProtectionStatus,
} from './protection/ProtectionLevel';
export { ActivityChart, type ActivityChartProps, type ActivityDay } from './protection/ActivityChart';
export { formatDuration, formatLimitValue } from './protection/format';
export {
  BetCard,
  betTypeLabel,
  type BetCardProps,
  type BetRecord,
  type BetSelection,
  type BetStatus,
} from './history/BetCard';
export {
  BetHistoryList,
  filterBetHistory,
  type BetHistoryFilters,
  type BetHistoryListProps,
  type BetTypeFilter,
} from './history/BetHistoryList';
export {
  TransactionList,
  signedMoney,
  type TransactionKind,
  type TransactionListProps,
  type TransactionRecord,
  type TransactionStatus,
} from './history/TransactionList';
export { BalanceCard, type BalanceCardProps } from './account/BalanceCard';
export {
  AccountSwitcher,
  accountTypeLabel,
  type AccountSwitcherProps,
  type PlayerAccount,
} from './account/AccountSwitcher';
// End of protection, account and history
// Casino game screens
export { useGameFormat, type FormatAmount, type GameAmountProps, type GameFormat } from './games/format';
export {
  SLOT_SYMBOLS,
  SlotSymbolGlyph,
  useSlotSymbolName,
  type SlotSymbol,
  type SlotSymbolGlyphProps,
} from './games/SlotSymbol';
export {
  SlotReels,
  type SlotCell,
  type SlotLineWin,
  type SlotReelsProps,
  type SlotScatterWin,
  type SlotStatus,
} from './games/SlotReels';
export { SlotPaytable, type SlotPaytableProps } from './games/SlotPaytable';
export { CrashChart, type CrashChartProps, type CrashStatus } from './games/CrashChart';
export { KenoBoard, type KenoBoardProps } from './games/KenoBoard';
export { KenoPaytable, type KenoPaytableProps } from './games/KenoPaytable';
export { MinesBoard, type MinesBoardProps } from './games/MinesBoard';
export { BingoCard, type BingoCardProps } from './games/BingoCard';
export { BingoBalls, type BingoBallsProps } from './games/BingoBalls';
export { DiceTable, type DiceDirection, type DiceTableProps } from './games/DiceTable';
export { PlinkoBoard, type PlinkoBoardProps } from './games/PlinkoBoard';
export { PlayingCard, type CardSuit, type PlayingCardProps } from './games/PlayingCard';
export { PokerHand, type PokerCard, type PokerHandProps } from './games/PokerHand';
export { BaccaratTable, type BaccaratCard, type BaccaratTableProps } from './games/BaccaratTable';
export {
  BlackjackTable,
  type BlackjackCardView,
  type BlackjackHandView,
  type BlackjackTableProps,
} from './games/BlackjackTable';
export {
  EUROPEAN_WHEEL,
  RouletteTable,
  RouletteWheel,
  pocketColour,
  rouletteSpotKey,
  spotCovers,
  spotName,
  type RouletteChipPlaced,
  type RouletteSpot,
  type RouletteSpotKind,
  type RouletteTableProps,
  type RouletteWheelProps,
} from './games/Roulette';
export { FortuneWheel, type FortuneWheelProps } from './games/FortuneWheel';
export { TreasureChests, type TreasureChestsProps } from './games/TreasureChests';
export { BONUS_SYMBOLS, ScratchCard, type ScratchCardProps } from './games/ScratchCard';
export { MemoryBoard, type MemoryBoardProps } from './games/MemoryBoard';
export { SafeLock, type SafeLockProps } from './games/SafeLock';
export { DragonPath, type DragonPathProps } from './games/DragonPath';
export { GameStage, type GameMode, type GameStageProps, type GameStageState } from './games/GameStage';
export { StakeControl, type StakeControlProps } from './games/StakeControl';
// End of casino game screens
// Betting widgets and coupon slip
export type {
  ChampionshipData,
  EventData,
  LiveState,
  MarketData,
  MarketLayout,
  MatchField,
  MatchIncident,
  MatchPhase,
  MatchSide,
  MatchStat,
  MatchStatKey,
  OddsTrend,
  OutcomeData,
  OutcomeStatus,
} from './betting/types';
export { isSelected, type SelectedIds } from './betting/selection';
export {
  ODDS_TREND_MS,
  OddsButton,
  oddsText,
  useOddsTrend,
  type OddsButtonProps,
} from './betting/OddsButton';
export { MarketGroup, type MarketGroupProps } from './betting/MarketGroup';
export { EventRow, formatStartTime, type EventRowDisplay, type EventRowProps } from './betting/EventRow';
export { EventList, flattenBoard, type EventListProps } from './betting/EventList';
export { SportMenu, type SportMenuItem, type SportMenuProps } from './betting/SportMenu';
export { ChampHeader, type ChampHeaderProps } from './betting/ChampHeader';
export { Scoreboard, type ScoreboardProps } from './betting/Scoreboard';
export { MatchTracker, type MatchTrackerProps } from './betting/MatchTracker';
export { MatchStats, type MatchStatsProps } from './betting/MatchStats';
export { MatchTimeline, type MatchTimelineProps } from './betting/MatchTimeline';
export { clockAtTime, formatClock, LiveTimer, type LiveTimerProps } from './betting/LiveTimer';
export {
  TIME_FILTER_VALUES,
  TimeFilter,
  type TimeFilterValue,
  type TimeFilterProps,
} from './betting/TimeFilter';
export {
  highlight,
  SearchResults,
  type SearchChampResult,
  type SearchEventResult,
  type SearchResultsProps,
} from './betting/SearchResults';
export {
  couponIssueMessage,
  CouponIssues,
  type CouponIssuesProps,
  type IssueMessageContext,
} from './coupon/CouponIssues';
export { StakeInput, stakeText, type StakeInputProps } from './coupon/StakeInput';
export {
  betItemState,
  CouponBetItem,
  type BetItemState,
  type BetNames,
  type CouponBetItemProps,
} from './coupon/CouponBetItem';
export { SystemSelector, type SystemSelectorProps } from './coupon/SystemSelector';
export { BlockStakes, type BlockStakesProps } from './coupon/BlockStakes';
export { OneClickPanel, type OneClickPanelProps } from './coupon/OneClickPanel';
export { PlacedResult, type PlacedCoupon, type PlacedResultProps } from './coupon/PlacedResult';
export { OddsPauseToggle, useFrozenWhilePaused, type OddsPauseToggleProps } from './coupon/OddsPauseToggle';
export {
  changeCouponType,
  CouponSlip,
  couponTypeChoices,
  type CouponAccountOption,
  type CouponSlipProps,
  type PlaceButtonState,
} from './coupon/CouponSlip';
export { CouponSheet, type CouponSheetProps } from './coupon/CouponSheet';
// Casino catalogue
export {
  GAME_THUMBNAIL_HEIGHT,
  GAME_THUMBNAIL_WIDTH,
  GameTile,
  type GameTileData,
  type GameTileProps,
} from './casino/GameTile';
export {
  GameTileSkeleton,
  type GameTileSkeletonProps,
  type GameTileSkeletonVariant,
} from './casino/GameTileSkeleton';
export { CASINO_SKELETON, GameGrid, type GameGridProps } from './casino/GameGrid';
export { CategoryBar, type CategoryBarItem, type CategoryBarProps } from './casino/CategoryBar';
export {
  ProviderChip,
  ProviderChipList,
  type ProviderChipListProps,
  type ProviderChipProps,
} from './casino/ProviderChip';
