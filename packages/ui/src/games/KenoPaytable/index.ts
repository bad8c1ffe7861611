export { KenoPaytable, type KenoPaytableProps } from './KenoPaytable';
