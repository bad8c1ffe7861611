export { MemoryBoard, type MemoryBoardProps } from './MemoryBoard';
