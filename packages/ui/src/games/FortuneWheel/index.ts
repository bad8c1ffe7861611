export { FortuneWheel, type FortuneWheelProps } from './FortuneWheel';
