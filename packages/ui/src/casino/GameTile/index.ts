export {
  GAME_THUMBNAIL_HEIGHT,
  GAME_THUMBNAIL_WIDTH,
  GameTile,
  type GameTileData,
  type GameTileProps,
} from './GameTile';
