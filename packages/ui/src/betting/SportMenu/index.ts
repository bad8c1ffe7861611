export { SportMenu, type SportMenuItem, type SportMenuProps } from './SportMenu';
