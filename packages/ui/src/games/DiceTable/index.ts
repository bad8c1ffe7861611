export { DiceTable, type DiceDirection, type DiceTableProps } from './DiceTable';
