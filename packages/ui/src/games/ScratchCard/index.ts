export { ScratchCard, type ScratchCardProps } from './ScratchCard';
export { BONUS_SYMBOLS } from './symbols';
