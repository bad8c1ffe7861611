export { BlockStakes, type BlockStakesProps } from './BlockStakes';
