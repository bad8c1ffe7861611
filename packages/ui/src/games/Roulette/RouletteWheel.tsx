import { useEffect, useId, useRef, useState, type TransitionEvent } from 'react';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';
import { Caption, Root, Wheel } from './RouletteWheel.styles';
import { pocketColour } from './layout';
import { ROULETTE_WHEEL } from '@betline/core';

/** The pockets clockwise from the zero, as on every single-zero wheel. */
export const EUROPEAN_WHEEL = ROULETTE_WHEEL;

export interface RouletteWheelProps {
  /** The number the ball lands on, null before the first spin. */
  landed: number | null;
  /** Each new value (with `landed` set) turns the wheel a few times and stops it with `landed` under the ball. */
  spin: number;
  /** Waiting for the server's answer: the wheel turns steadily. */
  waiting?: boolean;
}

const RIM = 96;
const OUTER = 88;
const INNER = 64;
const HUB = 30;
const STEP = 360 / EUROPEAN_WHEEL.length;
/** Full turns before the wheel stops on the number. */
const TURNS = 3;
/** Should the landing's transition never end (the wheel not drawn then), the wheel counts as stopped anyway. */
const SETTLE_FALLBACK_MS = 5000;

const num = (x: number) => Number(x.toFixed(3));

function polar(angle: number, r: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [num(r * Math.sin(rad)), num(-r * Math.cos(rad))];
}

/** Pocket `i`'s wedge between the inner and the outer radius, centred on i × STEP clockwise from the top. */
function pocket(i: number): string {
  const from = (i - 0.5) * STEP;
  const to = (i + 0.5) * STEP;
  const [ax, ay] = polar(from, OUTER);
  const [bx, by] = polar(to, OUTER);
  const [cx, cy] = polar(to, INNER);
  const [dx, dy] = polar(from, INNER);
  return `M${ax} ${ay} A${OUTER} ${OUTER} 0 0 1 ${bx} ${by} L${cx} ${cy} A${INNER} ${INNER} 0 0 0 ${dx} ${dy} Z`;
}

/** The wheel's turn (clockwise degrees) that brings the pocket of `n` under the ball at the top. */
const restOf = (n: number) => -EUROPEAN_WHEEL.indexOf(n) * STEP;

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A European roulette wheel drawn in SVG: 37 pockets in the wheel's order, red, black and the green zero (the
 * roulette tokens), the ball resting at the top. Each new `spin` turns the wheel a few times and slows it down
 * until the landed number's pocket is under the ball; while `waiting` it turns steadily. Under reduced motion it
 * does not turn: it simply shows the number. The caption, a live region, says ready / spinning / where the
 * ball landed ("17 red"), which is also announced once the wheel stops.
 */
export function RouletteWheel({ landed, spin, waiting = false }: RouletteWheelProps) {
  const { t } = useUiTranslation();
  const captionId = useId();
  const [seen, setSeen] = useState(spin);
  const [rotation, setRotation] = useState(() => (landed === null ? 0 : restOf(landed)));
  const [landing, setLanding] = useState(false);

  if (spin !== seen) {
    setSeen(spin);
    if (landed !== null) {
      setRotation((r) => {
        const base = r - (r % 360) + TURNS * 360;
        return base + restOf(landed);
      });
      setLanding(!reducedMotion());
    }
  }

  useEffect(() => {
    if (!landing) return;
    const timer = setTimeout(() => setLanding(false), SETTLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [landing]);

  const onTransitionEnd = (event: TransitionEvent<SVGGElement>) => {
    if (event.target === event.currentTarget) setLanding(false);
  };

  const stopped =
    landed === null
      ? null
      : t('games.roulette.landed', {
          number: landed,
          colour: t(`games.roulette.colour.${pocketColour(landed)}`),
        });
  const turning = waiting || landing;
  const announced = useRef(spin);
  useEffect(() => {
    if (turning || announced.current === spin || stopped === null) return;
    announced.current = spin;
    announce(stopped);
  }, [turning, spin, stopped]);

  const caption = turning ? t('games.roulette.spinning') : (stopped ?? t('games.roulette.ready'));
  const [ballX, ballY] = polar(0, (OUTER + INNER) / 2);

  return (
    <Root aria-labelledby={captionId} aria-busy={turning || undefined}>
      <Wheel viewBox="-100 -100 200 200" role="img" aria-label={t('games.roulette.wheel')}>
        <circle className="rim" r={RIM} />
        <g
          className="turn"
          data-phase={waiting ? 'waiting' : landing ? 'landing' : 'rest'}
          style={{ transform: `rotate(${num(rotation)}deg)` }}
          onTransitionEnd={onTransitionEnd}
        >
          {EUROPEAN_WHEEL.map((n, i) => {
            const [x, y] = polar(i * STEP, (OUTER + INNER) / 2 + 6);
            return (
              <g key={n} className="pocket" data-colour={pocketColour(n)}>
                <path d={pocket(i)} />
                <text
                  x={x}
                  y={y}
                  transform={`rotate(${num(i * STEP)} ${x} ${y})`}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={8}
                >
                  {n}
                </text>
              </g>
            );
          })}
          <circle className="bowl" r={INNER} />
          <circle className="hub" r={HUB} />
        </g>
        {!turning && landed !== null && <circle className="ball" cx={ballX} cy={ballY + 8} r={4.5} />}
      </Wheel>
      <Caption id={captionId}>
        <span role="status">{caption}</span>
      </Caption>
    </Root>
  );
}
