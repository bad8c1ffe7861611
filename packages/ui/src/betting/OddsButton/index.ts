export { ODDS_TREND_MS, OddsButton, oddsText, useOddsTrend, type OddsButtonProps } from './OddsButton';
