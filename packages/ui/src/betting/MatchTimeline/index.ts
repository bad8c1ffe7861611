export { MatchTimeline, type MatchTimelineProps } from './MatchTimeline';
