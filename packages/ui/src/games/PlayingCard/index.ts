export { PlayingCard, type CardSuit, type PlayingCardProps } from './PlayingCard';
