export { BetlineRoot, preloadBrandBookValidator, type BetlineRootProps, type ColorMode } from './BetlineRoot';
