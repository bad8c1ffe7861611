export { MatchStats, type MatchStatsProps } from './MatchStats';
