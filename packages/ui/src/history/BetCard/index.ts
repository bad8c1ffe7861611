export {
  BetCard,
  betTypeLabel,
  type BetCardProps,
  type BetRecord,
  type BetSelection,
  type BetStatus,
} from './BetCard';
