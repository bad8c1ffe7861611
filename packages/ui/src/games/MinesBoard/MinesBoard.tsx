import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';
import { BoardRoot } from '../board.styles';
import { Glyph, Grid, Tile } from './MinesBoard.styles';

export interface MinesBoardProps {
  /** The safe tiles the player opened (0..24, row by row from the top left), in the order opened. */
  opened: readonly number[];
  /** Every mine's tile, known once the hand is over: then every tile is shown. Null or left out before. */
  mines?: readonly number[] | null;
  /** The mine the player opened, which ended the hand; null or left out otherwise (a cash-out). */
  hit?: number | null;
  /** No opening (an answer is awaited, play is refused): the tiles stay focusable and readable. */
  disabled?: boolean;
  /** Called with the hidden tile the player opens (never while disabled or once the hand is over). */
  onOpen?: (tile: number) => void;
  /** The tile that turns over as it is shown; left out, the hit mine or else the last of `opened`. */
  lastOpened?: number | null;
}

/** Tiles per row and rows. */
const SIZE = 5;
const TILES = SIZE * SIZE;

type TileState = 'hidden' | 'gem' | 'mine';

/** A cut gem: the crown and the pavilion, with its facets drawn in the ground's colour. */
const GemGlyph = () => (
  <Glyph viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-glyph="gem">
    <polygon points="2.5,9 7,3 17,3 21.5,9 12,21.5" />
    <polyline className="facet" points="2.5,9 21.5,9" />
    <polyline className="facet" points="7,3 9.5,9 12,3 14.5,9 17,3" />
    <polyline className="facet" points="9.5,9 12,21.5 14.5,9" />
  </Glyph>
);

/** A sea mine: a round body with eight spikes and a glint. */
const MineGlyph = () => (
  <Glyph viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-glyph="mine">
    <path d="M11 1.5h2v21h-2zM1.5 11h21v2h-21z" />
    <path d="M11 1.5h2v21h-2zM1.5 11h21v2h-21z" transform="rotate(45 12 12)" />
    <circle cx="12" cy="12" r="7" />
    <circle className="shine" cx="9.5" cy="9.5" r="1.8" />
  </Glyph>
);

/**
 * The mines board: 25 tiles in five rows, some hiding mines, the rest gems. A hidden tile is a button that
 * opens it (`onOpen`); the app answers with the tile in `opened` (a gem) or as `hit` (a mine, the hand is
 * over), and once the hand is over it shows every mine (`mines`). One tab stop for the whole board (roving
 * tabindex): arrow keys move by a tile and by a row, Home/End to the row's ends, Ctrl+Home/End to the first
 * and last tile. Each tile says its place and state in its name ("Tile 7, row 2, column 2, gem"); a gem and a
 * mine are different shapes, the mine that ended the hand is filled and ringed, and the tiles shown only at the
 * end are dashed and faded, so no state rests on colour alone. Open tiles stay focusable but cannot be pressed.
 * A tile turning over announces what it hid (it just appears under reduced motion).
 */
export function MinesBoard({
  opened,
  mines = null,
  hit = null,
  disabled = false,
  onOpen,
  lastOpened,
}: MinesBoardProps) {
  const { t } = useUiTranslation();
  const openedSet = new Set(opened);
  const mineSet = new Set(mines ?? []);
  const over = mines !== null || hit !== null;
  const locked = disabled || over || !onOpen;
  const latest = lastOpened === undefined ? (hit ?? opened[opened.length - 1]) : lastOpened;

  const [focused, setFocused] = useState(0);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const tabStop = focused >= 0 && focused < TILES ? focused : 0;

  // Announced as a tile turns over (never on mount): a gem, or the mine that ends the hand.
  const last = useRef({ count: opened.length, hit });
  useEffect(() => {
    const before = last.current;
    last.current = { count: opened.length, hit };
    if (hit !== null && hit !== before.hit) announce(t('games.mines.mineFound'));
    else if (opened.length > before.count) announce(t('games.mines.gemFound'));
  }, [opened.length, hit, t]);

  const move = (to: number) => {
    setFocused(to);
    tiles.current.get(to)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tile: number) => {
    const rowStart = tile - (tile % SIZE);
    const keys: Record<string, number | undefined> = {
      ArrowRight: tile + 1 < TILES ? tile + 1 : undefined,
      ArrowLeft: tile > 0 ? tile - 1 : undefined,
      ArrowDown: tile + SIZE < TILES ? tile + SIZE : undefined,
      ArrowUp: tile - SIZE >= 0 ? tile - SIZE : undefined,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? TILES - 1 : rowStart + SIZE - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const to = keys[event.key];
    if (to !== undefined) move(to);
  };

  return (
    <BoardRoot>
      <Grid role="group" aria-label={t('games.mines.board')}>
        {Array.from({ length: TILES }, (_, tile) => {
          const isHit = tile === hit;
          const state: TileState =
            isHit || mineSet.has(tile) ? 'mine' : openedSet.has(tile) || mines !== null ? 'gem' : 'hidden';
          // Shown only because the hand is over: neither opened by the player nor the mine that ended it.
          const unopened = state !== 'hidden' && !isHit && !openedSet.has(tile);
          const pressable = !locked && state === 'hidden';
          const name = [
            t('games.mines.tile', {
              n: tile + 1,
              row: Math.floor(tile / SIZE) + 1,
              column: (tile % SIZE) + 1,
            }),
            t(`games.mines.${state}`),
            isHit ? t('games.mines.hit') : null,
            unopened && state === 'gem' ? t('games.mines.notOpened') : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <Tile
              key={tile}
              ref={(el) => {
                if (el) tiles.current.set(tile, el);
                else tiles.current.delete(tile);
              }}
              type="button"
              tabIndex={tile === tabStop ? 0 : -1}
              aria-label={name}
              aria-disabled={!pressable || undefined}
              data-state={state}
              data-hit={isHit || undefined}
              data-unopened={unopened || undefined}
              data-latest={(state !== 'hidden' && tile === latest) || undefined}
              onFocus={() => setFocused(tile)}
              onKeyDown={(event) => onKeyDown(event, tile)}
              onClick={() => {
                if (pressable) onOpen?.(tile);
              }}
            >
              {state === 'gem' && <GemGlyph />}
              {state === 'mine' && <MineGlyph />}
            </Tile>
          );
        })}
      </Grid>
    </BoardRoot>
  );
}
