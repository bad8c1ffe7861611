export { RouletteWheel, EUROPEAN_WHEEL, type RouletteWheelProps } from './RouletteWheel';
export { RouletteTable, spotName, type RouletteChipPlaced, type RouletteTableProps } from './RouletteTable';
export {
  pocketColour,
  rouletteSpotKey,
  spotCovers,
  type RouletteSpot,
  type RouletteSpotKind,
} from './layout';
