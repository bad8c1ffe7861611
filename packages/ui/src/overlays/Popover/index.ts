export { Popover, type PopoverPlacement, type PopoverProps } from './Popover';
