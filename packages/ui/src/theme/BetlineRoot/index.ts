export { BetlineRoot, type BetlineRootProps, type ColorMode } from './BetlineRoot';
