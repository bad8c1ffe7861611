export {
  TransactionList,
  signedMoney,
  type TransactionKind,
  type TransactionListProps,
  type TransactionRecord,
  type TransactionStatus,
} from './TransactionList';
