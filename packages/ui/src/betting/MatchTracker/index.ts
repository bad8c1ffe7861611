export { MatchTracker, type MatchTrackerProps } from './MatchTracker';
