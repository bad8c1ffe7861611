/**
 * The European roulette layout as places on a grid: every field a player can put a chip on (157 of them), its
 * bet and where it sits. Numbers take the wide tracks; splits, corners, streets and six lines sit on the thin
 * tracks between and below them, where a croupier would put the chip. Positions are given for the wide table
 * (0 on the left, three rows of numbers, 3-6-9... on top) and turned a quarter for the narrow one (0 on top,
 * 1-2-3 in the first row), so one list draws both.
 */
import {
  rouletteColour,
  rouletteSpotCovers,
  type RouletteKind,
  type RouletteSpot as CoreRouletteSpot,
} from '@betline/core';

/** The bets a chip can make, and a bet on the layout (the layout's rules live in @betline/core). */
export type RouletteSpotKind = RouletteKind;
export type RouletteSpot = CoreRouletteSpot;

/** A pocket's colour. */
export const pocketColour = rouletteColour;

/** One key per field: "split:17-18", "dozen:2", "red". */
export function rouletteSpotKey(spot: RouletteSpot): string {
  if (spot.numbers !== undefined) return `${spot.kind}:${spot.numbers.join('-')}`;
  if (spot.target !== undefined) return `${spot.kind}:${spot.target}`;
  return spot.kind;
}

/** Whether a field wins when the ball lands on `n`. */
export const spotCovers = rouletteSpotCovers;

/** A place on the wide table's grid (1-based lines, spans in tracks). */
export interface Place {
  row: number;
  col: number;
  rowSpan: number;
  colSpan: number;
}

export interface Field {
  key: string;
  spot: RouletteSpot;
  /** Wide table; the narrow one is `turned(wide)`. */
  wide: Place;
  narrow: Place;
  /** A number's, dozen's, column's or box's own field (drawn as a box); else a chip place on a line. */
  box: boolean;
}

/*
 * The wide grid: column 1 the zero, 2 a thin track, then for each street s (0..11) a wide track at 3 + 2s and
 * a thin one after it at 4 + 2s (up to 24), the wide track 25 the last street's, 26 the columns' "2 to 1".
 * Rows: 1, 3, 5 the numbers (3s on top, 1s at the bottom), 2 and 4 thin, 6 thin (streets and lines), 7 the
 * dozens, 8 the even-money boxes.
 */
export const WIDE_COLUMNS = 26;
export const WIDE_ROWS = 8;

const place = (row: number, col: number, rowSpan = 1, colSpan = 1): Place => ({ row, col, rowSpan, colSpan });
const rowOf = (n: number) => 5 - 2 * ((n - 1) % 3);
const colOf = (n: number) => 3 + 2 * Math.floor((n - 1) / 3);

/** The narrow table: the wide one turned a quarter, 1-2-3 left to right, the streets' edge on the left. */
export function turned(wide: Place): Place {
  const lastRow = wide.row + wide.rowSpan - 1;
  return {
    row: wide.col,
    rowSpan: wide.colSpan,
    col: wide.row <= 6 ? 7 - lastRow : wide.row,
    colSpan: wide.rowSpan,
  };
}

function field(spot: RouletteSpot, wide: Place, box = false): Field {
  return { key: rouletteSpotKey(spot), spot, wide, narrow: turned(wide), box };
}

/** Every field, in the order a keyboard reaches them: numbers, the outside bets, then the chip places. */
export function rouletteFields(): Field[] {
  const fields: Field[] = [field({ kind: 'straight', numbers: [0] }, place(1, 1, 5, 1), true)];
  for (let n = 1; n <= 36; n += 1) {
    fields.push(field({ kind: 'straight', numbers: [n] }, place(rowOf(n), colOf(n)), true));
  }
  for (const target of [1, 2, 3] as const) {
    fields.push(field({ kind: 'column', target }, place(rowOf(target), 26), true));
  }
  for (const target of [1, 2, 3] as const) {
    fields.push(
      field({ kind: 'dozen', target }, place(7, 3 + 8 * (target - 1), 1, target < 3 ? 8 : 7), true),
    );
  }
  (['low', 'even', 'red', 'black', 'odd', 'high'] as const).forEach((kind, i) => {
    fields.push(field({ kind }, place(8, 3 + 4 * i, 1, i < 5 ? 4 : 3), true));
  });
  for (const n of [1, 2, 3]) fields.push(field({ kind: 'split', numbers: [0, n] }, place(rowOf(n), 2)));
  fields.push(field({ kind: 'street', numbers: [0, 1, 2] }, place(4, 2)));
  fields.push(field({ kind: 'street', numbers: [0, 2, 3] }, place(2, 2)));
  fields.push(field({ kind: 'basket', numbers: [0, 1, 2, 3] }, place(6, 2)));
  for (let n = 1; n <= 36; n += 1) {
    const inStreet = (n - 1) % 3;
    if (inStreet < 2)
      fields.push(field({ kind: 'split', numbers: [n, n + 1] }, place(rowOf(n) - 1, colOf(n))));
    if (n <= 33) fields.push(field({ kind: 'split', numbers: [n, n + 3] }, place(rowOf(n), colOf(n) + 1)));
    if (inStreet < 2 && n <= 32) {
      fields.push(
        field({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] }, place(rowOf(n) - 1, colOf(n) + 1)),
      );
    }
    if (inStreet === 0) {
      fields.push(field({ kind: 'street', numbers: [n, n + 1, n + 2] }, place(6, colOf(n))));
      if (n <= 31) {
        fields.push(
          field({ kind: 'line', numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5] }, place(6, colOf(n) + 1)),
        );
      }
    }
  }
  return fields;
}
