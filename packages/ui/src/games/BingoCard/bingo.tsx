/** The five columns of a 75-ball card and of the caller's board, each a fifth of the numbers (B 1–15 ... O 61–75). */
export const COLUMNS = ['B', 'I', 'N', 'G', 'O'] as const;

/** Cells per row and rows of a card; the free space is the middle cell (row-major index 12). */
export const SIZE = 5;
export const FREE_CELL = 12;

/** The column (0..4) of a called number on a board of `total` numbers (75: 1–15 is B, 16–30 is I, ...). */
export function columnOf(n: number, total = 75): number {
  const perColumn = Math.ceil(total / COLUMNS.length);
  return Math.min(COLUMNS.length - 1, Math.max(0, Math.floor((n - 1) / perColumn)));
}

/** A call as a caller says it: "B 7". */
export function callName(n: number, total = 75): string {
  return `${COLUMNS[columnOf(n, total)]} ${n}`;
}

/** A five-pointed star (the free space, the badge of a won line or full house). */
export const StarGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <polygon points="12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" />
  </svg>
);

/** A tick (a cell of the winning line). */
export const CheckGlyph = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <polyline points="5,10.5 8.5,14 15,6.5" />
  </svg>
);
