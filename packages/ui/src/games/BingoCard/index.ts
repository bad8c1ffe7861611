export { BingoCard, type BingoCardProps } from './BingoCard';
