export {
  BlackjackTable,
  type BlackjackCardView,
  type BlackjackHandView,
  type BlackjackTableProps,
} from './BlackjackTable';
