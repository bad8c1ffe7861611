import { useEffect, useId } from 'react';
import { announce } from '../../a11y/announce';
import { formatNumber } from '../../i18n';
import { useGameFormat } from '../format';
import { Board, Caption, Root } from './PlinkoBoard.styles';

export interface PlinkoBoardProps {
  /** Rows of pegs (the engine's `PlinkoBet.rows`: 8, 12 or 16). */
  rows: number;
  /** What each slot pays, left to right, in thousandths of the stake (`rows + 1` of them). */
  pays: readonly number[];
  /** The last drop's bounces from the top, 0 left and 1 right (`PlinkoOutcome.path`); none before a drop. */
  path?: readonly (0 | 1)[];
  /** How many rows of `path` the ball has fallen so far (a progressive drop); the whole path when left out. */
  revealRows?: number;
}

/** Horizontal spacing of pegs (viewBox units); the ball's and the slots' places follow from it. */
const GAP = 1;
const TOP = 1;
const SLOT_HEIGHT = 1.1;

/** Where the ball is after `k` rows with `rights` right bounces: one peg's gap apart per bounce. */
function ballAt(rows: number, k: number, rights: number): [number, number] {
  const centre = (rows + 2) / 2;
  return [centre + (rights - k / 2) * GAP, TOP + k * GAP];
}

function tierOf(pay: number, pays: readonly number[]): 'high' | 'mid' | 'low' {
  const sorted = [...new Set(pays)].sort((a, b) => b - a);
  const rank = sorted.indexOf(pay);
  if (rank <= Math.max(0, Math.floor(sorted.length / 4) - 1)) return 'high';
  if (pay >= 1000) return 'mid';
  return 'low';
}

/**
 * The plinko board: rows of pegs in a triangle, the pays of the slots at the bottom (the rare edges warm, the
 * common middle quiet), and the last drop: the ball where `revealRows` has taken it, with its trail. A figure
 * with a name and a caption: the pays are read from left to right, the landing is said in words when the
 * drop ends (and announced), so nothing rests on the drawing.
 */
export function PlinkoBoard({ rows, pays, path, revealRows }: PlinkoBoardProps) {
  const format = useGameFormat();
  const { t } = format;
  const captionId = useId();
  const shown = path === undefined ? 0 : Math.min(revealRows ?? path.length, path.length);
  const complete = path !== undefined && path.length === rows && shown === rows;
  const points: [number, number][] = [];
  let rights = 0;
  for (let k = 0; k <= shown; k += 1) {
    points.push(ballAt(rows, k, rights));
    if (path !== undefined && k < shown) rights += path[k] ?? 0;
  }
  const landed = complete ? rights : undefined;
  const width = rows + 2;
  const height = TOP + rows * GAP + SLOT_HEIGHT + 0.6;
  const ball = points[points.length - 1]!;
  const landedText =
    landed === undefined
      ? undefined
      : t('games.plinko.landed', { value: format.thousandthsTimes(pays[landed] ?? 0) });

  useEffect(() => {
    if (landedText !== undefined) announce(landedText);
  }, [landedText]);

  return (
    <Root aria-labelledby={captionId}>
      <Board viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t('games.plinko.board', { rows })}>
        {Array.from({ length: rows }, (_, r) =>
          Array.from({ length: r + 3 }, (_, i) => (
            <circle
              key={`${r}-${i}`}
              className="peg"
              cx={(rows + 2) / 2 + (i - (r + 2) / 2) * GAP}
              cy={TOP + r * GAP}
              r={0.09}
            />
          )),
        )}
        {pays.map((pay, slot) => {
          const [x] = ballAt(rows, rows, slot);
          const y = TOP + rows * GAP + 0.35;
          return (
            <g
              key={slot}
              className="slot"
              data-tier={tierOf(pay, pays)}
              data-landed={landed === slot ? 'true' : undefined}
            >
              <rect x={x - 0.46} y={y} width={0.92} height={SLOT_HEIGHT} rx={0.15} />
              <text
                x={x}
                y={y + SLOT_HEIGHT / 2}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={pay >= 100_000 ? 0.26 : 0.3}
              >
                {formatPay(pay, format.locale)}
              </text>
            </g>
          );
        })}
        {shown > 0 && (
          <polyline className="trail" points={points.map(([x, y]) => `${x},${y - 0.3}`).join(' ')} />
        )}
        {path !== undefined && (
          <circle
            className="ball"
            cx={0}
            cy={0}
            r={0.24}
            transform={`translate(${ball[0]} ${ball[1] - 0.3})`}
            data-testid="plinko-ball"
          />
        )}
      </Board>
      <Caption id={captionId}>
        {landedText ??
          t('games.plinko.pays', { pays: pays.map((pay) => format.thousandthsTimes(pay)).join(', ') })}
      </Caption>
    </Root>
  );
}

/** A pay as short as the slot is narrow: "0.48", "5.43", "32", "970" (the × is in the caption). */
function formatPay(pay: number, locale: string): string {
  const x = pay / 1000;
  return formatNumber(x, locale, x >= 100 ? 0 : x >= 10 ? 1 : 2);
}
