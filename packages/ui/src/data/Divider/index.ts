export { Divider, type DividerOrientation, type DividerProps, type DividerTone } from './Divider';
