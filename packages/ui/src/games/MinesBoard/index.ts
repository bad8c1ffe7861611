export { MinesBoard, type MinesBoardProps } from './MinesBoard';
