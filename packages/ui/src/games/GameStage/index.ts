export { GameStage, type GameMode, type GameStageProps, type GameStageState } from './GameStage';
