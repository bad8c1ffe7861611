export { StakeControl, type StakeControlProps } from './StakeControl';
