export { KenoBoard, type KenoBoardProps } from './KenoBoard';
