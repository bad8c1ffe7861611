import { useEffect, useRef } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useUiTranslation } from '../../i18n';
import { BoardRoot } from '../board.styles';
import { CheckGlyph, COLUMNS, FREE_CELL, SIZE, StarGlyph } from './bingo';
import { Badge, CaptionRow, Cell, Digits, Head, LineMark, Table } from './BingoCard.styles';

export interface BingoCardProps {
  /**
   * The card's 24 numbers in column order: B top to bottom (5), I (5), N without the free centre (4), G (5),
   * O (5).
   */
  card: readonly number[];
  /** The numbers called so far, in call order: each one on the card is daubed. */
  called: readonly number[];
  /** The 5 cells of the completed winning line (0..24, row by row from the top left; the centre is 12). */
  line?: readonly number[] | null;
  /** Full house: every number on the card was called. */
  complete?: boolean;
  /** The newest call, ringed if it is on the card; left out, the last of `called`; null for none. */
  lastCalled?: number | null;
  /** The card's caption; "Your bingo card" when left out. */
  caption?: string;
}

type Win = 'line' | 'fullHouse' | null;

/** The number printed at a cell (row-major index); undefined for the free centre (or a card too short). */
function numberAt(card: readonly number[], cell: number): number | undefined {
  if (cell === FREE_CELL) return undefined;
  const row = Math.floor(cell / SIZE);
  const column = cell % SIZE;
  // The N column has four numbers: the cells after the centre come one earlier in `card`.
  const skipped = column > 2 || (column === 2 && row > 2) ? 1 : 0;
  return card[column * SIZE + row - skipped];
}

/**
 * The player's 75-ball bingo card: five columns under B I N G O, the free space in the middle (always
 * daubed). A table with a caption; it reads only, nothing on it is pressed. Every card number that was called
 * is daubed (a disc behind it); the newest call is ringed. A completed line is ringed cell by cell, each with a
 * tick in its corner and the disc in the win colour; a full house rings the whole card. The caption carries
 * the win in words ("Line", "Full house") and each cell says its number and state in its name ("B 7,
 * daubed", "Free space", "N 42, on the winning line"), so no state rests on colour alone. A line and a full
 * house are announced once, as they happen.
 */
export function BingoCard({
  card,
  called,
  line = null,
  complete = false,
  lastCalled,
  caption,
}: BingoCardProps) {
  const { t } = useUiTranslation();
  const calledSet = new Set(called);
  const lineSet = new Set(line ?? []);
  const latest = lastCalled === undefined ? called[called.length - 1] : lastCalled;
  const win: Win = complete ? 'fullHouse' : lineSet.size > 0 ? 'line' : null;

  // Announced as the win happens (never on mount): a line once, a full house once.
  const before = useRef(win);
  useEffect(() => {
    const was = before.current;
    before.current = win;
    if (win === 'fullHouse' && was !== 'fullHouse') announce(t('games.bingo.fullHouseWon'));
    else if (win === 'line' && was === null) announce(t('games.bingo.lineWon'));
  }, [win, t]);

  const title = caption ?? t('games.bingo.card');
  const winText = win && t(`games.bingo.${win}`);

  return (
    <BoardRoot>
      {/* Won, the table's name says so after the caption ("Your bingo card, Line"). */}
      <Table data-complete={complete || undefined} aria-label={winText ? `${title}, ${winText}` : undefined}>
        <caption>
          <CaptionRow>
            <span>{title}</span>
            {winText && (
              <Badge>
                <StarGlyph />
                {winText}
              </Badge>
            )}
          </CaptionRow>
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((letter, column) => (
              <th key={letter} scope="col">
                <Head data-column={column}>{letter}</Head>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: SIZE }, (_, row) => (
            <tr key={row}>
              {COLUMNS.map((letter, column) => {
                const cell = row * SIZE + column;
                const n = numberAt(card, cell);
                const free = cell === FREE_CELL;
                const daubed = free || (n !== undefined && calledSet.has(n));
                const onLine = daubed && lineSet.has(cell);
                const isLatest = !free && daubed && n === latest;
                const name = [
                  free ? t('games.bingo.freeSpace') : `${letter} ${n ?? ''}`.trim(),
                  onLine ? t('games.bingo.onLine') : daubed && !free ? t('games.bingo.daubed') : null,
                  isLatest ? t('games.bingo.latest') : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <td key={cell}>
                    <Cell
                      data-daubed={daubed || undefined}
                      data-line={onLine || undefined}
                      data-complete={(complete && daubed) || undefined}
                      data-latest={isLatest || undefined}
                      data-free={free || undefined}
                    >
                      {free ? <StarGlyph /> : <Digits aria-hidden="true">{n}</Digits>}
                      {onLine && (
                        <LineMark>
                          <CheckGlyph />
                        </LineMark>
                      )}
                      <VisuallyHidden>{name}</VisuallyHidden>
                    </Cell>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </BoardRoot>
  );
}
