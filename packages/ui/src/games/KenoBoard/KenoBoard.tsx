import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { announce } from '../../a11y/announce';
import { Button } from '../../actions/Button';
import { useUiTranslation } from '../../i18n';
import {
  Actions,
  Counters,
  Grid,
  Header,
  HitMark,
  Legend,
  NumberButton,
  Root,
  Swatch,
} from './KenoBoard.styles';

export interface KenoBoardProps {
  /** The player's numbers (the engine's `KenoBet.picks`). */
  picks: readonly number[];
  /** The drawn numbers in draw order (`KenoOutcome.drawn`); empty or left out before the draw. */
  drawn?: readonly number[];
  /** How many of `drawn` are shown so far (a progressive reveal); all of them when left out. */
  revealCount?: number;
  /** The picks that were drawn (`KenoOutcome.hits`); computed from picks and the revealed numbers when left out. */
  hits?: readonly number[];
  /** The most numbers a player may pick: further numbers are refused. */
  maxPicks?: number;
  /** How many numbers the board has. */
  numbers?: number;
  /** Numbers per row (arrow up and down move by a row). */
  columns?: number;
  /** No picking (a draw is running, a round is refused): the board stays focusable and readable. */
  disabled?: boolean;
  /** Called with a number the player picks or unpicks (never for a refused 11th pick). */
  onToggle?: (n: number) => void;
  /** Shows a "Clear" button. */
  onClear?: () => void;
  /** Shows a "Quick pick" button (the app chooses the numbers). */
  onQuickPick?: () => void;
}

const StarGlyph = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <polygon points="12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6" />
  </svg>
);

/**
 * The keno board: numbers as toggle buttons in rows of ten. One tab stop for the whole board (roving
 * tabindex): arrow keys move by a number and by a row, Home/End to the row's ends, Ctrl+Home/End to the first
 * and last number. Each number says its state in its name ("7, picked, drawn, hit"); picked is filled, drawn
 * is ringed, a hit is filled, ringed and starred, so no state rests on colour alone. Once `maxPicks` are picked
 * the other numbers are refused (aria-disabled, the reason announced). Drawn numbers appear as `revealCount`
 * grows; the end of the draw is announced with the hits.
 */
export function KenoBoard({
  picks,
  drawn = [],
  revealCount,
  hits,
  maxPicks = 10,
  numbers = 80,
  columns = 10,
  disabled = false,
  onToggle,
  onClear,
  onQuickPick,
}: KenoBoardProps) {
  const { t } = useUiTranslation();
  const countersId = useId();
  const shown = drawn.slice(0, revealCount ?? drawn.length);
  const drawnSet = new Set(shown);
  const pickSet = new Set(picks);
  const hitSet = new Set((hits ?? picks).filter((n) => drawnSet.has(n)));
  const complete = drawn.length > 0 && shown.length === drawn.length;
  const full = picks.length >= maxPicks;
  const latest = shown.length > 0 && shown.length < drawn.length ? shown[shown.length - 1] : undefined;

  const [focused, setFocused] = useState(() => picks[0] ?? 1);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const tabStop = focused >= 1 && focused <= numbers ? focused : 1;

  // The end of the draw is announced once, with the hits.
  const wasComplete = useRef(complete);
  useEffect(() => {
    if (complete && !wasComplete.current) {
      announce(t('games.keno.drawComplete', { count: hitSet.size, picks: picks.length }));
    }
    wasComplete.current = complete;
  }, [complete, hitSet.size, picks.length, t]);

  const move = (to: number) => {
    const next = Math.min(numbers, Math.max(1, to));
    setFocused(next);
    buttons.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const rowStart = n - ((n - 1) % columns);
    const keys: Record<string, number | undefined> = {
      ArrowRight: n + 1,
      ArrowLeft: n - 1,
      ArrowDown: n + columns <= numbers ? n + columns : undefined,
      ArrowUp: n - columns >= 1 ? n - columns : undefined,
      Home: event.ctrlKey ? 1 : rowStart,
      End: event.ctrlKey ? numbers : Math.min(numbers, rowStart + columns - 1),
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const to = keys[event.key];
    if (to !== undefined) move(to);
  };

  const toggle = (n: number) => {
    if (disabled) return;
    if (!pickSet.has(n) && full) {
      announce(t('games.keno.maxReached', { max: maxPicks }));
      return;
    }
    onToggle?.(n);
  };

  return (
    <Root>
      <Header>
        <Counters id={countersId}>
          <span>
            <strong>{t('games.keno.picks', { count: picks.length, max: maxPicks })}</strong>
          </span>
          {drawn.length > 0 && (
            <span>{t('games.keno.drawnCount', { count: shown.length, total: drawn.length })}</span>
          )}
          {drawn.length > 0 && (
            <span>
              <strong>{t('games.keno.hits', { count: hitSet.size })}</strong>
            </span>
          )}
        </Counters>
        {(onQuickPick || onClear) && (
          <Actions>
            {onQuickPick && (
              <Button size="sm" variant="secondary" disabled={disabled} onClick={onQuickPick}>
                {t('games.keno.quickPick')}
              </Button>
            )}
            {onClear && (
              <Button size="sm" variant="ghost" disabled={disabled || picks.length === 0} onClick={onClear}>
                {t('games.keno.clear')}
              </Button>
            )}
          </Actions>
        )}
      </Header>
      <Grid
        role="group"
        aria-label={t('games.keno.board', { max: maxPicks })}
        aria-describedby={countersId}
        style={{ '--keno-columns': columns } as CSSProperties}
      >
        {Array.from({ length: numbers }, (_, i) => {
          const n = i + 1;
          const picked = pickSet.has(n);
          const isDrawn = drawnSet.has(n);
          const hit = picked && hitSet.has(n);
          const missed = complete && picked && !isDrawn;
          const refused = disabled || (!picked && full);
          const name = [
            String(n),
            picked ? t('games.keno.picked') : null,
            isDrawn ? t('games.keno.drawn') : null,
            hit ? t('games.keno.hit') : null,
            missed ? t('games.keno.missed') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <NumberButton
              key={n}
              ref={(el) => {
                if (el) buttons.current.set(n, el);
                else buttons.current.delete(n);
              }}
              type="button"
              tabIndex={n === tabStop ? 0 : -1}
              aria-label={name}
              aria-pressed={picked}
              aria-disabled={refused || undefined}
              data-drawn={(isDrawn && !hit) || undefined}
              data-hit={hit || undefined}
              data-missed={missed || undefined}
              data-latest={n === latest || undefined}
              onFocus={() => setFocused(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
              onClick={() => toggle(n)}
            >
              {n}
              {hit && (
                <HitMark>
                  <StarGlyph />
                </HitMark>
              )}
            </NumberButton>
          );
        })}
      </Grid>
      <Legend aria-label={t('games.keno.legend')}>
        <li>
          <Swatch data-kind="picked" aria-hidden="true" />
          {t('games.keno.legendPicked')}
        </li>
        <li>
          <Swatch data-kind="drawn" aria-hidden="true" />
          {t('games.keno.legendDrawn')}
        </li>
        <li>
          <Swatch data-kind="hit" aria-hidden="true">
            <HitMark>
              <StarGlyph />
            </HitMark>
          </Swatch>
          {t('games.keno.legendHit')}
        </li>
      </Legend>
    </Root>
  );
}
