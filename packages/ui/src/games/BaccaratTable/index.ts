export { BaccaratTable, type BaccaratCard, type BaccaratTableProps } from './BaccaratTable';
