import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import { SlotSymbolGlyph, useSlotSymbolName } from '../SlotSymbol';
import {
  Card,
  Check,
  Cover,
  Glyphs,
  Grid,
  Legend,
  LegendSymbol,
  Meter,
  Root,
  Status,
  SymbolBox,
  Uncovered,
} from './ScratchCard.styles';
import { BONUS_SYMBOLS } from './symbols';

export interface ScratchCardProps {
  /** The symbol (0..5) under each of the 9 cells; null before the card is dealt (cells covered and disabled). */
  cells: readonly number[] | null;
  /** Which cells are uncovered (controlled by the app). */
  revealed: readonly boolean[];
  /** The symbol printed three times, or -1 (no three alike). */
  winning: number;
  /** Prize label per symbol 0..5 for the legend ("Three cherries: ×0.5"). */
  prizes: readonly string[];
  disabled?: boolean;
  onScratch: (index: number) => void;
  /** "Uncover all" button (shown when given and some cells are still covered). */
  onRevealAll?: () => void;
}

const CELLS = 9;

const CheckGlyph = () => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <polyline points="5,10.5 8.5,14 15,6.5" />
  </svg>
);

/** The shine on the foil: a large and a small sparkle. */
const SparkleGlyph = () => (
  <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <polygon points="17,4 20,14 30,17 20,20 17,30 14,20 4,17 14,14" fill="currentColor" opacity="0.35" />
    <polygon
      points="30,24 31.5,28.5 36,30 31.5,31.5 30,36 28.5,31.5 24,30 28.5,28.5"
      fill="currentColor"
      opacity="0.3"
    />
  </svg>
);

/**
 * A scratch card of nine cells printed by the server: the app uncovers the cells the player scratches
 * (`revealed`). A covered cell is a button on silver foil ("Scratch cell 3"); an uncovered one shows its symbol,
 * named in words, and keeps the focus where the button was. Once every cell is uncovered, the three winning
 * cells are ringed and checked (not by colour alone) and the line under the cells says what the card won,
 * which is also announced. The legend lists what three of each symbol pay. Tab reaches every cell in order.
 */
export function ScratchCard({
  cells,
  revealed,
  winning,
  prizes,
  disabled = false,
  onScratch,
  onRevealAll,
}: ScratchCardProps) {
  const { t } = useUiTranslation();
  const symbolName = useSlotSymbolName();
  const statusId = useId();
  const dealt = cells !== null;
  const count = cells?.length ?? CELLS;
  const isUncovered = (i: number) => dealt && revealed[i] === true;
  const coveredCells = Array.from({ length: count }, (_, i) => i).filter((i) => !isUncovered(i));
  const covered = coveredCells.length;
  const complete = dealt && covered === 0;
  const winSymbol = BONUS_SYMBOLS[winning];
  const showWin = complete && winSymbol !== undefined;
  const locked = disabled || !dealt;

  const result = !complete
    ? null
    : winSymbol !== undefined
      ? t('games.scratch.win', { three: t(`games.scratch.three.${winSymbol}`), prize: prizes[winning] })
      : t('games.scratch.noWin');
  const status = result ?? (dealt ? t('games.scratch.left', { count: covered }) : t('games.scratch.waiting'));

  // The result is announced when the last cell is uncovered (not when the card is shown finished).
  const announced = useRef(result);
  useEffect(() => {
    if (result !== null && result !== announced.current) announce(result);
    announced.current = result;
  }, [result]);

  // A scratched cell's button leaves the page: the focus moves to what it uncovered, unless it went elsewhere.
  const cellRefs = useRef(new Map<number, HTMLElement>());
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null || !isUncovered(pending)) return;
    pendingFocus.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) cellRefs.current.get(pending)?.focus();
  });

  const setRef = (i: number) => (el: HTMLElement | null) => {
    if (el) cellRefs.current.set(i, el);
    else cellRefs.current.delete(i);
  };

  return (
    <Root>
      <Card>
        <Grid aria-label={t('games.scratch.card')} aria-describedby={statusId}>
          {Array.from({ length: count }, (_, i) => {
            const n = i + 1;
            if (!isUncovered(i)) {
              return (
                <li key={i}>
                  <Cover
                    ref={setRef(i)}
                    type="button"
                    aria-disabled={locked || undefined}
                    onClick={() => {
                      if (locked) return;
                      pendingFocus.current = i;
                      onScratch(i);
                    }}
                  >
                    <SparkleGlyph />
                    <VisuallyHidden>{t('games.scratch.scratch', { n })}</VisuallyHidden>
                  </Cover>
                </li>
              );
            }
            const printed = cells?.[i] ?? -1;
            const symbol = BONUS_SYMBOLS[printed];
            const win = showWin && printed === winning;
            const name = t('games.scratch.cell', {
              n,
              symbol: symbol === undefined ? '' : symbolName(symbol),
            });
            return (
              <li key={i}>
                <Uncovered
                  ref={setRef(i)}
                  tabIndex={-1}
                  data-symbol={symbol}
                  data-win={win || undefined}
                  data-dim={(showWin && !win) || undefined}
                >
                  <SymbolBox>{symbol !== undefined && <SlotSymbolGlyph symbol={symbol} />}</SymbolBox>
                  <VisuallyHidden>{win ? `${name}, ${t('games.scratch.winning')}` : name}</VisuallyHidden>
                  {win && (
                    <Check>
                      <CheckGlyph />
                    </Check>
                  )}
                </Uncovered>
              </li>
            );
          })}
        </Grid>
        <Meter>
          <Status
            id={statusId}
            data-result={result === null ? undefined : winSymbol !== undefined ? 'win' : 'loss'}
          >
            {status}
          </Status>
          {onRevealAll && dealt && covered > 0 && (
            <Button
              size="sm"
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                pendingFocus.current = coveredCells[0] ?? null;
                onRevealAll();
              }}
            >
              {t('games.scratch.revealAll')}
            </Button>
          )}
        </Meter>
      </Card>
      <Legend>
        <caption>{t('games.scratch.prizes')}</caption>
        <tbody>
          {BONUS_SYMBOLS.map((symbol, s) => {
            if (prizes[s] === undefined) return null;
            const three = t(`games.scratch.three.${symbol}`);
            const win = showWin && s === winning;
            return (
              <tr key={symbol} data-win={win || undefined}>
                <th scope="row">
                  <LegendSymbol>
                    <Glyphs aria-hidden="true">
                      {[0, 1, 2].map((k) => (
                        <span key={k}>
                          <SlotSymbolGlyph symbol={symbol} />
                        </span>
                      ))}
                    </Glyphs>
                    {win ? (
                      <>
                        <span aria-hidden="true">{three}</span>
                        <Check>
                          <CheckGlyph />
                        </Check>
                        <VisuallyHidden>{`${three}, ${t('games.scratch.winning')}`}</VisuallyHidden>
                      </>
                    ) : (
                      three
                    )}
                  </LegendSymbol>
                </th>
                <td>{prizes[s]}</td>
              </tr>
            );
          })}
        </tbody>
      </Legend>
    </Root>
  );
}
