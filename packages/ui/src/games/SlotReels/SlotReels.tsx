import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { useGameFormat, type GameAmountProps, type GameFormat } from '../format';
import { SlotSymbolGlyph, useSlotSymbolName, type SlotSymbol } from '../SlotSymbol';
import {
  Cell,
  ChipAmount,
  ChipSymbols,
  Frame,
  LineBadge,
  Lines,
  Machine,
  Meter,
  MeterAmount,
  MeterLabel,
  MeterMain,
  MeterMessage,
  MeterNote,
  Reel,
  Strip,
  SymbolBox,
  WinChip,
  WinList,
  Window,
} from './SlotReels.styles';

/** What the machine shows: ready, reels turning, a result (win, big win, no win). */
export type SlotStatus = 'idle' | 'spinning' | 'win' | 'bigWin' | 'loss';

/** A cell of the window as [reel, row], both from 0 (row 0 is the top). */
export type SlotCell = readonly [reel: number, row: number];

/** One paying line, as the engine reports it (`SlotLineWin` of @betline/games). */
export interface SlotLineWin {
  /** 1-based payline number. */
  line: number;
  /** The paying symbol. */
  symbol: SlotSymbol;
  /** How many reels from the left pay (3..5). */
  count: number;
  /** The paying cells as [reel, row]. */
  cells: readonly SlotCell[];
  /** The win in minor units. */
  win: number;
  /** The symbols on the paying cells (not needed to draw). */
  symbols?: readonly SlotSymbol[];
  /** The pay in thousandths of the line stake (not needed to draw). */
  multiplier?: number;
}

/** The scatter win, as the engine reports it (`SlotScatterWin`). */
export interface SlotScatterWin {
  count: number;
  cells: readonly SlotCell[];
  /** The win in minor units. */
  win: number;
  multiplier?: number;
}

export interface SlotReelsProps extends GameAmountProps {
  /** The visible window as window[reel][row] (the engine's `SlotOutcome.window`): 5 reels of 3 rows. */
  window: readonly (readonly SlotSymbol[])[];
  /** The machine's state; a change from `spinning` to a result stops the reels one by one. */
  status: SlotStatus;
  /** The paying lines of the result (`SlotOutcome.lineWins`). */
  lineWins?: readonly SlotLineWin[];
  /** The scatter win of the result (`SlotOutcome.scatterWin`). */
  scatterWin?: SlotScatterWin | null;
  /** The total win in minor units (`SlotOutcome.payout`); defaults to the sum of the wins. */
  payout?: number;
  /**
   * The rows each payline crosses, reel by reel (`SLOT_PAYLINES`): with them a winning line is drawn across
   * the whole window; without them through its paying cells only.
   */
  paylines?: readonly (readonly number[])[];
  /** Show this line alone (controlled); `null` shows every win. Uncontrolled when left undefined. */
  highlightLine?: number | null;
  /** Called when the player picks a win in the list to show it alone (or picks it again: `null`). */
  onHighlightLineChange?: (line: number | null) => void;
}

/** Rows of filler symbols in one period of a spinning strip (two periods follow the result). */
const FILLER_PERIOD = 5;
const FILLER: readonly SlotSymbol[] = [
  'CHERRY',
  'BELL',
  'LEMON',
  'SEVEN',
  'ORANGE',
  'BAR',
  'PLUM',
  'WILD',
  'CHERRY',
  'SCATTER',
  'LEMON',
];

/** The filler period of a reel: a fixed run of symbols, different per reel, so a still frame looks busy. */
function fillerFor(reel: number): SlotSymbol[] {
  return Array.from({ length: FILLER_PERIOD }, (_, i) => FILLER[(reel * 3 + i) % FILLER.length]!);
}

const percent = (value: number) => `${(value * 100).toFixed(4)}%`;

/** The inline custom properties of a strip of `rows` result rows and two filler periods. */
function stripStyle(rows: number, reel: number): CSSProperties {
  const total = rows + 2 * FILLER_PERIOD;
  return {
    '--strip-size': percent(total / rows),
    '--strip-spin-from': percent(-(rows + FILLER_PERIOD) / total),
    '--strip-spin-to': percent(-rows / total),
    // A still spinning reel (reduced motion, a screenshot) stops between two symbols, each reel elsewhere.
    '--strip-spin-still': percent(-(rows + FILLER_PERIOD - 0.3 - 0.4 * (reel % 2)) / total),
    '--strip-overshoot': percent(0.14 / total),
    // Reel n spins n + 1 more loops before it lands: the reels stop one by one, left to right.
    '--strip-lead': String(reel + 1),
  } as CSSProperties;
}

/** The spoken and shown summary of a result. */
function summaryOf(
  f: GameFormat,
  lineWins: readonly SlotLineWin[],
  scatterWin: SlotScatterWin | null | undefined,
  total: number,
): string {
  if (total <= 0 && lineWins.length === 0 && !scatterWin) return f.t('games.slot.noWin');
  const amount = f.amount(total);
  const lines = lineWins.length > 0 ? f.t('games.slot.lines', { count: lineWins.length }) : null;
  const scatters = scatterWin ? f.t('games.slot.scatters', { count: scatterWin.count }) : null;
  if (lines && scatters) return f.t('games.slot.winBoth', { amount, lines, scatters });
  if (lines) return f.t('games.slot.winLines', { amount, lines });
  if (scatters) return f.t('games.slot.winScatters', { amount, scatters });
  return f.t('games.slot.winTotal', { amount });
}

const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/**
 * The reels of a 5 × 3 video slot in a cabinet, with the win meter and the list of wins. It draws what the
 * server decided (the window and the wins of the engine's outcome) and keeps no game rules: a spin is the
 * `spinning` status, the result is the next status. Reels stop one by one (no spinning at all under
 * reduced motion: a still blur, then the result); paying cells are ringed and a line is drawn over them
 * (not colour alone: the other cells dim and each line has its number); the result is announced once
 * ("Win 12.50 on 2 lines" / "No win") through the kit's live region, and every cell and win is in the
 * accessibility tree as text.
 */
export function SlotReels({
  window: reels,
  status,
  lineWins = [],
  scatterWin,
  payout,
  paylines,
  highlightLine,
  onHighlightLineChange,
  currency,
  formatAmount,
}: SlotReelsProps) {
  const f = useGameFormat({ currency, formatAmount });
  const { t } = f;
  const symbolName = useSlotSymbolName();
  const rows = reels[0]?.length ?? 3;

  // Landing: the status left `spinning` (derived during render, so the first frame of the result lands).
  const [seen, setSeen] = useState(status);
  const [landing, setLanding] = useState(false);
  const [ownHighlight, setOwnHighlight] = useState<number | null>(null);
  if (status !== seen) {
    setSeen(status);
    setLanding(seen === 'spinning');
    setOwnHighlight(null);
  }
  const highlight = highlightLine === undefined ? ownHighlight : highlightLine;
  const setHighlight = (line: number | null) => {
    setOwnHighlight(line);
    onHighlightLineChange?.(line);
  };

  const spinning = status === 'spinning';
  const showWins = status === 'win' || status === 'bigWin';
  const total = payout ?? lineWins.reduce((sum, w) => sum + w.win, 0) + (scatterWin?.win ?? 0);
  const summary = summaryOf(f, lineWins, scatterWin, total);

  // The result is announced once, when the status becomes a result (not on every render, not on mount).
  const announced = useRef(status);
  useEffect(() => {
    const before = announced.current;
    announced.current = status;
    if (before === status) return;
    if (status === 'win' || status === 'bigWin' || status === 'loss') announce(summary);
  }, [status, summary]);

  const activeLines = showWins
    ? highlight === null
      ? lineWins
      : lineWins.filter((w) => w.line === highlight)
    : [];
  const showScatter = showWins && !!scatterWin && highlight === null;
  const winCells = new Set<string>();
  for (const w of activeLines) for (const [reel, row] of w.cells) winCells.add(cellKey(reel, row));
  if (showScatter) for (const [reel, row] of scatterWin.cells) winCells.add(cellKey(reel, row));
  const dimOthers = winCells.size > 0;

  const phase = spinning ? 'spin' : landing ? 'land' : 'still';
  const width = reels.length * 100;
  const height = rows * 100;
  const x = (reel: number) => reel * 100 + 50;
  const y = (row: number) => row * 100 + 50;

  /** The points of a line: across the whole window with its payline, else through the paying cells. */
  const linePoints = (w: SlotLineWin): string => {
    const path = paylines?.[w.line - 1];
    if (path && path.length === reels.length) {
      const points = path.map((row, reel) => `${x(reel)},${y(row)}`);
      return [`0,${y(path[0]!)}`, ...points, `${width},${y(path[path.length - 1]!)}`].join(' ');
    }
    return w.cells.map(([reel, row]) => `${x(reel)},${y(row)}`).join(' ');
  };
  const startRow = (w: SlotLineWin) => paylines?.[w.line - 1]?.[0] ?? w.cells[0]?.[1] ?? 0;

  // Line numbers on the left trim; lines starting on the same row share it side by side vertically.
  const byRow = new Map<number, number[]>();
  for (const w of activeLines) byRow.set(startRow(w), [...(byRow.get(startRow(w)) ?? []), w.line]);

  return (
    <Machine
      data-status={status}
      data-landing={landing || undefined}
      style={{ '--reels': reels.length } as CSSProperties}
    >
      <Frame>
        <Window role="group" aria-label={t('games.slot.reels')} aria-busy={spinning || undefined}>
          {reels.map((column, reel) => (
            <Reel
              key={reel}
              role="list"
              aria-label={t('games.slot.reel', { n: reel + 1 })}
              style={{ aspectRatio: `1 / ${rows}` }}
            >
              <Strip
                role="none"
                data-phase={phase}
                style={phase === 'still' ? undefined : stripStyle(rows, reel)}
              >
                {column.map((symbol, row) => {
                  const win = winCells.has(cellKey(reel, row));
                  return (
                    <Cell
                      key={row}
                      role="listitem"
                      data-win={win || undefined}
                      data-dim={(dimOthers && !win) || undefined}
                    >
                      <SymbolBox>
                        <SlotSymbolGlyph symbol={symbol} />
                      </SymbolBox>
                      <VisuallyHidden>
                        {win ? `${symbolName(symbol)}, ${t('games.slot.winning')}` : symbolName(symbol)}
                      </VisuallyHidden>
                    </Cell>
                  );
                })}
                {phase !== 'still' &&
                  [...fillerFor(reel), ...fillerFor(reel)].map((symbol, i) => (
                    <Cell key={`filler-${i}`} aria-hidden="true">
                      <SymbolBox>
                        <SlotSymbolGlyph symbol={symbol} />
                      </SymbolBox>
                    </Cell>
                  ))}
              </Strip>
            </Reel>
          ))}
          {activeLines.length > 0 && (
            <Lines viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
              {activeLines.map((w) => (
                <g key={w.line} data-line={w.line}>
                  <polyline className="halo" points={linePoints(w)} />
                  <polyline className="line" points={linePoints(w)} />
                </g>
              ))}
            </Lines>
          )}
        </Window>
        {[...byRow.entries()].flatMap(([row, lines]) =>
          lines.map((line, i) => (
            <LineBadge
              key={line}
              aria-hidden="true"
              style={{
                top: `calc(var(--frame-pad) + (100% - 2 * var(--frame-pad)) * ${(row + 0.5) / rows} + var(--badge-step) * ${i - (lines.length - 1) / 2})`,
              }}
            >
              {line}
            </LineBadge>
          )),
        )}
      </Frame>
      <Meter>
        {showWins ? (
          <>
            <MeterMain>
              <MeterLabel>{status === 'bigWin' ? t('games.bigWin') : t('games.slot.win')}</MeterLabel>
              <MeterAmount>{f.amount(total)}</MeterAmount>
            </MeterMain>
            <MeterNote>
              {[
                lineWins.length > 0 ? t('games.slot.lineCount', { count: lineWins.length }) : null,
                scatterWin ? t('games.slot.scatters', { count: scatterWin.count }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </MeterNote>
          </>
        ) : (
          <MeterMessage>
            {spinning ? t('games.slot.spinning') : status === 'loss' ? summary : t('games.slot.idle')}
          </MeterMessage>
        )}
      </Meter>
      {showWins && (lineWins.length > 0 || scatterWin) && (
        <WinList aria-label={t('games.slot.winList')}>
          {lineWins.map((w) => (
            <li key={w.line}>
              {/* The name is the visible text plus the symbol's name: "Line 6 3× Cherry €1.49". */}
              <WinChip
                type="button"
                aria-pressed={highlight === w.line}
                onClick={() => setHighlight(highlight === w.line ? null : w.line)}
              >
                <span>{t('games.slot.line', { line: w.line })}</span>{' '}
                <ChipSymbols>
                  {w.count}×<SlotSymbolGlyph symbol={w.symbol} />
                  <VisuallyHidden>{symbolName(w.symbol)}</VisuallyHidden>
                </ChipSymbols>{' '}
                <ChipAmount>{f.amount(w.win)}</ChipAmount>
              </WinChip>
            </li>
          ))}
          {scatterWin && (
            <li>
              <WinChip as="span" data-static="">
                <ChipSymbols>
                  {scatterWin.count}×<SlotSymbolGlyph symbol="SCATTER" />
                  <VisuallyHidden>{symbolName('SCATTER')}</VisuallyHidden>
                </ChipSymbols>{' '}
                <ChipAmount>{f.amount(scatterWin.win)}</ChipAmount>
              </WinChip>
            </li>
          )}
        </WinList>
      )}
    </Machine>
  );
}
