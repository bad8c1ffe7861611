export { CASINO_SKELETON, GameGrid, type GameGridProps } from './GameGrid';
