export { MarketGroup, type MarketGroupProps } from './MarketGroup';
