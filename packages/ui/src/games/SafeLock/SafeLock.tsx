import { useEffect, useId, useRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { announce } from '../../a11y/announce';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { CheckIcon } from '../../icons/CheckIcon';
import { ChevronDownIcon } from '../../icons/ChevronDownIcon';
import { ChevronUpIcon } from '../../icons/ChevronUpIcon';
import { CloseIcon } from '../../icons/CloseIcon';
import { useUiTranslation } from '../../i18n';
import {
  Bolt,
  Dial,
  Dials,
  Digit,
  Door,
  Hinge,
  Hint,
  Reveal,
  Root,
  StepButton,
  Summary,
  Wheel,
} from './SafeLock.styles';

export interface SafeLockProps {
  /** The code the player is entering (controlled): one digit 0..9 per dial (4 dials). */
  value: readonly number[];
  /** Called with the whole code when a dial changes. */
  onChange: (value: number[]) => void;
  /** The safe's code, revealed after the attempt (null before). */
  code: readonly number[] | null;
  /** The attempt is being checked: the dials are locked and the wheel of the door turns. */
  checking?: boolean;
  /** No changes (play is refused, reconnecting). */
  disabled?: boolean;
}

const CORNERS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;
/** The wheel's three bars through the hub, with a knob at each end (degrees). */
const SPOKES = [0, 60, 120];

const wrap = (digit: number) => ((digit % 10) + 10) % 10;

/**
 * The safe game's lock: a steel door with bolts, hinges and a handle wheel, and the dials in front of it, one
 * per digit. Each dial is a text field with the spin button role ("Digit 1 of 4", its value the digit): the
 * up and down arrows turn it (9 wraps to 0), Home and End go to 0 and 9, typing a digit sets it and moves on
 * to the next dial (a numeric keypad on phones), left and right arrows move between dials; the up and down
 * buttons beside it are large enough for a finger. While the attempt is checked the dials are locked and the
 * wheel turns (it stands still under reduced motion). Once the code is revealed each dial shows the safe's
 * digit under the player's with a tick or a cross (and the same in words), and the count of digits in place
 * is shown and announced.
 */
export function SafeLock({ value, onChange, code, checking = false, disabled = false }: SafeLockProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const digits = value.length;
  const revealed = code !== null;
  const locked = disabled || checking || revealed;
  const inPlace = revealed ? value.filter((digit, i) => code[i] === digit).length : 0;
  const allInPlace = revealed && inPlace === digits;
  const summary = revealed ? t('games.safe.result', { count: inPlace, total: digits }) : '';

  // The result is announced when the code is revealed, never on mount.
  const wasRevealed = useRef(revealed);
  useEffect(() => {
    if (revealed && !wasRevealed.current) announce(summary);
    wasRevealed.current = revealed;
  }, [revealed, summary]);

  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusDial = (i: number) => {
    const input = inputs.current.get(i);
    input?.focus();
    input?.select();
  };

  const set = (i: number, digit: number) => {
    if (locked) return;
    const next = [...value];
    next[i] = wrap(digit);
    if (next[i] !== value[i]) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, i: number) => {
    const current = value[i] ?? 0;
    if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (locked) return;
      set(i, Number(event.key));
      if (i < digits - 1) focusDial(i + 1);
      return;
    }
    const turns: Record<string, number> = {
      ArrowUp: current + 1,
      ArrowDown: current - 1,
      Home: 0,
      End: 9,
    };
    if (event.key in turns) {
      event.preventDefault();
      set(i, turns[event.key]!);
      return;
    }
    const moves: Record<string, number> = { ArrowLeft: i - 1, ArrowRight: i + 1 };
    if (event.key in moves) {
      event.preventDefault();
      const to = moves[event.key]!;
      if (to >= 0 && to < digits) focusDial(to);
    }
  };

  // A phone's keypad may not say which key it was: the digit typed is read from the field.
  const onInput = (event: ChangeEvent<HTMLInputElement>, i: number) => {
    const typed = event.target.value.replace(/\D/g, '');
    if (typed === '' || locked) return;
    set(i, Number(typed[typed.length - 1]));
    if (i < digits - 1) focusDial(i + 1);
  };

  return (
    <Root>
      <Door data-open={allInPlace || undefined}>
        {CORNERS.map((corner) => (
          <Bolt key={corner} data-corner={corner} aria-hidden="true" />
        ))}
        <Hinge data-at="top" aria-hidden="true" />
        <Hinge data-at="bottom" aria-hidden="true" />
        <Wheel
          viewBox="0 0 100 100"
          aria-hidden="true"
          focusable="false"
          data-turning={checking || undefined}
          data-open={allInPlace || undefined}
        >
          {SPOKES.map((angle) => (
            <g key={angle} transform={`rotate(${angle} 50 50)`}>
              <line className="spoke" x1="6" y1="50" x2="94" y2="50" />
              <circle className="knob" cx="6" cy="50" r="5.5" />
              <circle className="knob" cx="94" cy="50" r="5.5" />
            </g>
          ))}
          <circle className="rim" cx="50" cy="50" r="32" />
          <circle className="hub" cx="50" cy="50" r="12" />
        </Wheel>
        <Dials role="group" aria-label={t('games.safe.code')}>
          {value.map((digit, i) => {
            const n = i + 1;
            const safeDigit = code?.[i];
            const hit = safeDigit !== undefined && safeDigit === digit;
            const revealId = `${id}-reveal-${i}`;
            return (
              <Dial key={i}>
                <StepButton
                  type="button"
                  tabIndex={-1}
                  aria-label={t('games.safe.increase', { n })}
                  disabled={locked}
                  onClick={() => set(i, digit + 1)}
                >
                  <ChevronUpIcon />
                </StepButton>
                <Digit
                  ref={(el) => {
                    if (el) inputs.current.set(i, el);
                    else inputs.current.delete(i);
                  }}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  role="spinbutton"
                  aria-label={t('games.safe.digit', { n, total: digits })}
                  aria-valuenow={digit}
                  aria-valuemin={0}
                  aria-valuemax={9}
                  aria-describedby={safeDigit !== undefined ? `${revealId} ${id}-keys` : `${id}-keys`}
                  value={String(digit)}
                  disabled={disabled}
                  readOnly={!disabled && locked}
                  onFocus={(event) => event.target.select()}
                  onKeyDown={(event) => onKeyDown(event, i)}
                  onChange={(event) => onInput(event, i)}
                />
                <StepButton
                  type="button"
                  tabIndex={-1}
                  aria-label={t('games.safe.decrease', { n })}
                  disabled={locked}
                  onClick={() => set(i, digit - 1)}
                >
                  <ChevronDownIcon />
                </StepButton>
                {safeDigit !== undefined && (
                  <Reveal data-in-place={hit || undefined}>
                    <span aria-hidden="true">{safeDigit}</span>
                    {hit ? <CheckIcon /> : <CloseIcon />}
                    <VisuallyHidden id={revealId}>
                      {t(hit ? 'games.safe.inPlace' : 'games.safe.notInPlace', { digit: safeDigit })}
                    </VisuallyHidden>
                  </Reveal>
                )}
              </Dial>
            );
          })}
        </Dials>
        <VisuallyHidden id={`${id}-keys`}>{t('games.safe.keys')}</VisuallyHidden>
      </Door>
      {checking && <Hint>{t('games.safe.checking')}</Hint>}
      {revealed && (
        <Summary data-open={allInPlace || undefined}>
          {allInPlace && <CheckIcon />}
          {summary}
        </Summary>
      )}
    </Root>
  );
}
