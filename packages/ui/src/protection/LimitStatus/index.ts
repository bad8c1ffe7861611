export { LimitStatus, useNow, type LimitStatusProps } from './LimitStatus';
