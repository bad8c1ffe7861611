export { SlotPaytable, type SlotPaytableProps } from './SlotPaytable';
