export { PlinkoBoard, type PlinkoBoardProps } from './PlinkoBoard';
