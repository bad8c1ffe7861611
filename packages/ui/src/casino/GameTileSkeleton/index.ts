export {
  GameTileSkeleton,
  type GameTileSkeletonProps,
  type GameTileSkeletonVariant,
} from './GameTileSkeleton';
