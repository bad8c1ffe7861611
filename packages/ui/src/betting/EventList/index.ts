export { EventList, flattenBoard, type EventListProps } from './EventList';
