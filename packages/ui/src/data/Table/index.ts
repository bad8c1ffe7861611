export {
  Table,
  sortTableRows,
  tableCollator,
  type SortDirection,
  type TableColumn,
  type TableProps,
  type TableSort,
} from './Table';
