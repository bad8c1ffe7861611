export { EventRow, formatStartTime, type EventRowDisplay, type EventRowProps } from './EventRow';
