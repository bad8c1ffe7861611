import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { announce } from '../../a11y/announce';
import { CheckIcon } from '../../icons/CheckIcon';
import { useUiTranslation } from '../../i18n';
import { BONUS_SYMBOLS } from '../ScratchCard';
import { SlotSymbolGlyph, useSlotSymbolName, type SlotSymbol } from '../SlotSymbol';
import {
  Back,
  CardButton,
  CardNumber,
  Front,
  Glyph,
  Grid,
  Hint,
  Inner,
  MatchMark,
  Root,
  Status,
  SymbolName,
} from './MemoryBoard.styles';

/** Columns of the grid when the style cannot be read (the wide layout). */
const COLUMNS = 4;

export interface MemoryBoardProps {
  /** How many cards (12: six pairs). */
  cards: number;
  /** The cards face up now with their symbols (0..5): one during a turn, the last two after it. */
  faceUp: readonly { card: number; symbol: number }[];
  /** Every card's symbol once the play is over (all shown face up), else null. */
  board: readonly number[] | null;
  /** The two cards of the matched pair (highlighted) once over, else null. */
  matched?: readonly number[] | null;
  /** The turn being played (1-based), shown as "Turn 2". */
  turn: number;
  /** No turning (an answer is awaited, play is refused): the cards stay focusable and readable. */
  disabled?: boolean;
  /** Called with the card (0-based) the player turns. */
  onTurn: (card: number) => void;
}

/**
 * The memory game's cards: a 4 × 3 grid (3 × 4 on a narrow phone) of buttons, every card a tab stop and the
 * arrow keys moving around the grid too. A face-down card is named "Card 5, face down"; a face-up card shows
 * its symbol and its name ("Card 5: Cherry") and turns over in 3D (no turning under reduced motion). The card
 * turned in the current turn cannot be turned again; the last turn's two cards stay face up and may be turned
 * in the next. Once the play is over every face shows and the matched pair is outlined and checked. Each
 * revealed card, a turn without a pair and the pair found are announced.
 */
export function MemoryBoard({
  cards,
  faceUp,
  board,
  matched,
  turn,
  disabled = false,
  onTurn,
}: MemoryBoardProps) {
  const { t } = useUiTranslation();
  const symbolName = useSlotSymbolName();
  const statusId = useId();
  const over = board !== null;
  const open = new Map(faceUp.map((f) => [f.card, f.symbol]));
  // The pair: as given, or the last turn's two cards when they match.
  const [a, b] = faceUp.length === 2 ? faceUp : [];
  const pair = over ? (matched ?? (a && b && a.symbol === b.symbol ? [a.card, b.card] : [])) : [];
  const pairSet = new Set(pair);
  const current = !over && faceUp.length === 1 ? faceUp[0]!.card : null;

  const symbolAt = (card: number): SlotSymbol | undefined => {
    const value = over ? board[card] : open.get(card);
    return value === undefined ? undefined : BONUS_SYMBOLS[value];
  };
  const pairSymbol = pair.length > 0 ? symbolAt(pair[0]!) : undefined;
  const status =
    over && pairSymbol
      ? t('games.memory.pairFound', { turn, symbol: symbolName(pairSymbol) })
      : t('games.memory.turn', { turn });

  // Announced on a change, never on mount: the card just turned, then a turn without a pair or the pair.
  const faceKey = faceUp.map((f) => `${f.card}:${f.symbol}`).join(',');
  const revealed = faceUp[faceUp.length - 1];
  const revealedText =
    revealed && BONUS_SYMBOLS[revealed.symbol]
      ? t('games.memory.faceUp', {
          n: revealed.card + 1,
          symbol: symbolName(BONUS_SYMBOLS[revealed.symbol]!),
        })
      : '';
  const noPairText = t('games.memory.noPair', { turn });
  const last = useRef({ faceKey, turn, over });
  useEffect(() => {
    const before = last.current;
    last.current = { faceKey, turn, over };
    const parts: string[] = [];
    if (faceKey !== before.faceKey && revealedText) parts.push(revealedText);
    if (over && !before.over) parts.push(status);
    else if (!over && turn > before.turn) parts.push(noPairText);
    if (parts.length > 0) announce(parts.join('. '));
  }, [faceKey, turn, over, revealedText, status, noPairText]);

  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const grid = useRef<HTMLDivElement>(null);

  const columns = () => {
    const el = grid.current;
    const value = el ? Number.parseInt(getComputedStyle(el).getPropertyValue('--memory-columns'), 10) : NaN;
    return Number.isInteger(value) && value > 0 ? value : COLUMNS;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, card: number) => {
    const cols = columns();
    const rowStart = card - (card % cols);
    const keys: Record<string, number | undefined> = {
      ArrowRight: card + 1 < cards ? card + 1 : undefined,
      ArrowLeft: card > 0 ? card - 1 : undefined,
      ArrowDown: card + cols < cards ? card + cols : undefined,
      ArrowUp: card - cols >= 0 ? card - cols : undefined,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? cards - 1 : Math.min(cards - 1, rowStart + cols - 1),
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const to = keys[event.key];
    if (to !== undefined) buttons.current.get(to)?.focus();
  };

  return (
    <Root>
      <Status id={statusId}>{status}</Status>
      {!over && <Hint>{t('games.memory.hint')}</Hint>}
      <Grid ref={grid} role="group" aria-label={t('games.memory.board')} aria-describedby={statusId}>
        {Array.from({ length: cards }, (_, card) => {
          const symbol = symbolAt(card);
          const up = symbol !== undefined;
          const isPair = pairSet.has(card);
          const turnable = !disabled && !over && card !== current;
          const name = !up
            ? t('games.memory.faceDown', { n: card + 1 })
            : t(isPair ? 'games.memory.matchedCard' : 'games.memory.faceUp', {
                n: card + 1,
                symbol: symbolName(symbol),
              });
          return (
            <CardButton
              key={card}
              ref={(el) => {
                if (el) buttons.current.set(card, el);
                else buttons.current.delete(card);
              }}
              type="button"
              aria-label={name}
              aria-disabled={!turnable || undefined}
              data-face-up={up || undefined}
              data-matched={isPair || undefined}
              onKeyDown={(event) => onKeyDown(event, card)}
              onClick={() => {
                if (turnable) onTurn(card);
              }}
            >
              <Inner>
                {/* The number only on a face-down card: a card's visible text stays part of its name. */}
                <Back aria-hidden="true">{!up && <CardNumber>{card + 1}</CardNumber>}</Back>
                <Front aria-hidden="true">
                  {up && (
                    <>
                      <Glyph>
                        <SlotSymbolGlyph symbol={symbol} />
                      </Glyph>
                      <SymbolName>{symbolName(symbol)}</SymbolName>
                    </>
                  )}
                </Front>
              </Inner>
              {isPair && (
                <MatchMark aria-hidden="true">
                  <CheckIcon />
                </MatchMark>
              )}
            </CardButton>
          );
        })}
      </Grid>
    </Root>
  );
}
