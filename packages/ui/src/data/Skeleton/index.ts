export {
  GAME_SKELETON_TILES,
  GameGridSkeleton,
  OTHER_GAMES_SKELETON_TILES,
  Skeleton,
  type GameGridSkeletonProps,
} from './Skeleton';
