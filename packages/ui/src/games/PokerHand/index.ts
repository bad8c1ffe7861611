export { PokerHand, type PokerCard, type PokerHandProps } from './PokerHand';
