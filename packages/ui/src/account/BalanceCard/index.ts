export { BalanceCard, type BalanceCardProps } from './BalanceCard';
