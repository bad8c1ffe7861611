export { SystemSelector, type SystemSelectorProps } from './SystemSelector';
