export { clockAtTime, formatClock, LiveTimer, type LiveTimerProps } from './LiveTimer';
