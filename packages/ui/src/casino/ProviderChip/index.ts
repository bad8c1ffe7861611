export {
  ProviderChip,
  ProviderChipList,
  type ProviderChipListProps,
  type ProviderChipProps,
} from './ProviderChip';
