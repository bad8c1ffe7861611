export { EventRow, formatStartTime, type EventRowProps } from './EventRow';
