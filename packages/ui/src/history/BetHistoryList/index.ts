export {
  BetHistoryList,
  filterBetHistory,
  type BetHistoryFilters,
  type BetHistoryListProps,
  type BetTypeFilter,
} from './BetHistoryList';
