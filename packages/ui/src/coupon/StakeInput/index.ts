export { StakeInput, stakeText, type StakeInputProps } from './StakeInput';
