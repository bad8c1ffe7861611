import { useEffect, useId, useRef, useState, useSyncExternalStore, type TransitionEvent } from 'react';
import { announce } from '../../a11y/announce';
import { useUiTranslation } from '../../i18n';
import { Caption, Root, Wheel } from './FortuneWheel.styles';

export interface FortuneWheelProps {
  /** The prize written on each segment, clockwise from the top (formatted by the app: "×0.5", "€5.00"). */
  segments: readonly string[];
  /** The segment the wheel rests on (index), or null before the first spin. */
  landed: number | null;
  /** Each new value (with `landed` set) turns the wheel a few full turns and stops it on `landed`. */
  spin: number;
  /** Waiting for the server's answer: the wheel turns steadily until `spin` changes. */
  waiting?: boolean;
  /** Called when the wheel stops (at once under reduced motion). */
  onSettled?: () => void;
}

/** Radius of the wheel in viewBox units; the viewBox is centred on the hub. */
const RADIUS = 92;
const HUB = 15;
/** Full turns at least before the wheel stops on its prize. */
const MIN_TURNS = 4;
/** One step of the steady turning while waiting (two turns; the next step starts when it ends). */
const WAIT_STEP = 720;
/**
 * A landing lasts ten times the slow motion duration (3.2 s, see the styles); should its transition never end
 * (the wheel not drawn at that moment), the wheel counts as stopped after this long all the same.
 */
const SETTLE_FALLBACK_MS = 5000;

/**
 * `rest`: still (on `landed`, or at the start); `waiting`: turning steadily; `landing`: slowing down onto
 * `landed` after a spin; `stopping`: slowing down after a wait that ended without a spin.
 */
type Phase = 'rest' | 'waiting' | 'landing' | 'stopping';

const mod = (x: number, m: number) => ((x % m) + m) % m;

/** The wheel's turn (degrees, clockwise) that puts the middle of segment `k` under the pointer. */
const restAngle = (k: number, n: number) => mod((-k * 360) / n, 360);

/** The first turn at least `turns` full turns past `from` that rests on segment `k`. */
function ahead(from: number, k: number, n: number, turns: number): number {
  const base = from + turns * 360;
  return base + mod(restAngle(k, n) - base, 360);
}

/** The turn nearest to `from` that rests on segment `k` (a change of `landed` without a spin). */
function nearest(from: number, k: number, n: number): number {
  const d = mod(restAngle(k, n) - from, 360);
  return from + (d > 180 ? d - 360 : d);
}

/** A point at `angle` degrees clockwise from the top, `r` from the hub. */
function polar(angle: number, r: number): [number, number] {
  const rad = (angle * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
}

const num = (x: number) => Number(x.toFixed(3));

/** The wedge of segment `i` of `n`, centred on its angle. */
function wedge(i: number, n: number): string {
  const size = 360 / n;
  const [x1, y1] = polar((i - 0.5) * size, RADIUS);
  const [x2, y2] = polar((i + 0.5) * size, RADIUS);
  return `M0 0 L${num(x1)} ${num(y1)} A${RADIUS} ${RADIUS} 0 ${size > 180 ? 1 : 0} 1 ${num(x2)} ${num(y2)} Z`;
}

/**
 * Labels run along the radius, read from the hub outwards on the right half of the wheel; on the left half
 * (past the bottom, clockwise from the top) that would be upside down, so they are turned half a turn and read
 * from the rim inwards.
 */
const flipped = (angle: number) => angle > 180 && angle < 360;

/** The colour of segment `i`: four alternate, and the last never repeats the first. */
function toneOf(i: number, n: number): number {
  const tone = i % 4;
  return n > 1 && i === n - 1 && tone === 0 ? 2 : tone;
}

/** A label's size: as long as it fits along the radius and as tall as the segment is wide. */
function labelSize(label: string, n: number): number {
  const along = (RADIUS * 0.9 - HUB - 6) / Math.max(1, label.length * 0.6);
  const across = 2 * RADIUS * 0.55 * Math.sin(Math.min(Math.PI / 2, Math.PI / n)) * 0.6;
  return num(Math.max(6, Math.min(14, along, across)));
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia(REDUCED_MOTION).matches;

/**
 * A wheel of fortune: the app's prize labels on coloured segments (clockwise from the top), a fixed pointer
 * at the top and a hub. It draws what the server decided: each new `spin` (with `landed` set) turns the wheel
 * a few full turns and slows it down onto `landed` (a CSS transition, ease-out); while `waiting` it turns
 * steadily. Under reduced motion the wheel does not turn: it is simply on its prize. The picture is named by
 * its segments in order; the caption says whether it is turning or where it stopped, which is also announced
 * once it stops. The segment it rests on is ringed (`data-landed`).
 */
export function FortuneWheel({ segments, landed, spin, waiting = false, onSettled }: FortuneWheelProps) {
  const { t } = useUiTranslation();
  const captionId = useId();
  const reduced = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const n = Math.max(1, segments.length);
  const target = landed !== null && landed >= 0 && landed < segments.length ? landed : null;

  const [seen, setSeen] = useState({ spin, waiting, target });
  const [phase, setPhase] = useState<Phase>(() => (waiting && !reduced ? 'waiting' : 'rest'));
  const [rotation, setRotation] = useState(() => (target === null ? 0 : restAngle(target, n)));
  // Each stop after a spin: announced and reported once.
  const [stops, setStops] = useState(0);

  // The props move the wheel (derived during render, so the first frame of a spin already turns).
  if (spin !== seen.spin || waiting !== seen.waiting || target !== seen.target) {
    setSeen({ spin, waiting, target });
    if (spin !== seen.spin && target !== null) {
      setRotation((r) => ahead(r, target, n, MIN_TURNS));
      if (reduced) {
        setPhase('rest');
        setStops((s) => s + 1);
      } else {
        setPhase('landing');
      }
    } else if (waiting && !seen.waiting) {
      if (phase === 'rest' && !reduced) setPhase('waiting');
    } else if (!waiting && seen.waiting && phase === 'waiting') {
      // The wait ended without a spin (no answer): the wheel slows down onto where it was.
      setRotation((r) => ahead(r, target ?? 0, n, 0));
      setPhase('stopping');
    } else if (target !== seen.target && target !== null && phase === 'rest') {
      setRotation((r) => nearest(r, target, n));
    }
  }

  // Reduced motion switched on during a turn: no transition will end, so the wheel is where it goes at once.
  if (reduced && phase !== 'rest') {
    setPhase('rest');
    if (phase === 'landing') setStops((s) => s + 1);
  }

  // The first step of a wait; each next one starts when the previous one ends (onTransitionEnd).
  useEffect(() => {
    if (phase !== 'waiting' || reduced) return;
    const frame = requestAnimationFrame(() => setRotation((r) => r + WAIT_STEP));
    return () => cancelAnimationFrame(frame);
  }, [phase, reduced]);

  const onTransitionEnd = (event: TransitionEvent<SVGGElement>) => {
    if (event.target !== event.currentTarget) return;
    if (phase === 'waiting') {
      setRotation((r) => r + WAIT_STEP);
    } else if (phase !== 'rest') {
      setPhase('rest');
      if (phase === 'landing') setStops((s) => s + 1);
    }
  };

  useEffect(() => {
    if (phase !== 'landing' && phase !== 'stopping') return;
    const timer = setTimeout(() => {
      setPhase('rest');
      if (phase === 'landing') setStops((s) => s + 1);
    }, SETTLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [phase, rotation]);

  const resting = phase === 'rest' && target !== null;
  const stoppedText = target === null ? null : t('games.fortune.stopped', { prize: segments[target] });

  const reported = useRef(stops);
  useEffect(() => {
    if (reported.current === stops) return;
    reported.current = stops;
    if (stoppedText !== null) announce(stoppedText);
    onSettled?.();
  }, [stops, stoppedText, onSettled]);

  const size = 360 / n;
  const turning = phase !== 'rest' || waiting;
  const caption = turning ? t('games.fortune.spinning') : resting ? stoppedText : t('games.fortune.ready');

  return (
    <Root aria-labelledby={captionId} aria-busy={turning || undefined}>
      <Wheel
        viewBox="-100 -110 200 210"
        role="img"
        aria-label={t('games.fortune.wheel', { count: segments.length, segments: segments.join(', ') })}
      >
        <g
          className="turn"
          data-phase={phase}
          data-testid="fortune-wheel-turn"
          style={{ transform: `rotate(${num(rotation)}deg)` }}
          onTransitionEnd={onTransitionEnd}
        >
          {segments.map((label, i) => (
            <g
              key={i}
              className="segment"
              data-tone={toneOf(i, n)}
              data-landed={resting && i === target ? 'true' : undefined}
            >
              {n === 1 ? <circle r={RADIUS} /> : <path d={wedge(i, n)} />}
              <text
                transform={`rotate(${num(i * size + (flipped(i * size) ? 90 : -90))})`}
                x={flipped(i * size) ? -RADIUS * 0.86 : RADIUS * 0.86}
                y={0}
                textAnchor={flipped(i * size) ? 'start' : 'end'}
                dominantBaseline="central"
                fontSize={labelSize(label, n)}
              >
                {label}
              </text>
            </g>
          ))}
          {resting && n > 1 && (
            <>
              <path className="landedHalo" d={wedge(target, n)} />
              <path className="landedMark" d={wedge(target, n)} />
            </>
          )}
          <circle className="rim" r={RADIUS} />
          <circle className="rimEdge" r={RADIUS + 3.5} />
          {segments.map((_, i) => {
            const [x, y] = polar((i - 0.5) * size, RADIUS);
            return <circle key={i} className="stud" cx={num(x)} cy={num(y)} r={2.2} />;
          })}
        </g>
        <circle className="hub" r={HUB} />
        <circle className="hubCap" r={HUB * 0.4} />
        <polygon className="pointer" points={`-10,-108 10,-108 0,-${RADIUS - 12}`} />
      </Wheel>
      <Caption id={captionId}>{caption}</Caption>
    </Root>
  );
}
