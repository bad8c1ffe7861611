// The kit's search results, loaded when a search first answers (not with the board): its own chunk.
export { SearchResults } from '@betline/ui';
