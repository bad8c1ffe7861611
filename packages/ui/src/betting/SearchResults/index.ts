export {
  highlight,
  SearchResults,
  type SearchChampResult,
  type SearchEventResult,
  type SearchResultsProps,
} from './SearchResults';
