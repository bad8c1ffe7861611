/**
 * A race's replay drawn in the browser: one lane per runner, each runner's token moving to the line so that they
 * cross it in the finishing order the server drew (the winner at three quarters of the replay, the last at its
 * end), with a little deterministic swaying on the way. The drawing is decoration (hidden from assistive
 * technology): the finishing order is also given in words beside it. With reduced motion, the finish is shown at once.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '@betline/tokens';

const REPLAY_MS = 12_000;
/** Lane height and the token's radius, in the drawing's units (it scales to the width). */
const LANE = 6;
const TOKEN = 2.4;
/** The runner's number on its token, in the drawing's units (an SVG attribute, scaled with the drawing). */
const LABEL = 2.6;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${vars.radius.md};
  background-color: ${vars.bgColor.inset};

  .lane {
    stroke: ${vars.borderColor.muted};
    stroke-width: 0.3;
  }

  .line {
    stroke: ${vars.fgColor.default};
    stroke-width: 0.6;
    stroke-dasharray: 1.2 1.2;
  }

  .token {
    fill: ${vars.bgColor.accent.emphasis};
    stroke: ${vars.bgColor.surface};
    stroke-width: 0.6;
  }

  .token[data-first] {
    fill: ${vars.bgColor.success.emphasis};
  }

  text {
    fill: ${vars.fgColor.onEmphasis};
    font-weight: ${vars.fontWeight.bold};
    text-anchor: middle;
    dominant-baseline: central;
  }
`;

/** How far along (0..1) the runner finishing at `place` (0 = first) of `count` is at `t` (0..1 of the replay). */
export function progressAt(place: number, count: number, lane: number, t: number): number {
  const finishAt = 0.75 + (0.25 * place) / Math.max(1, count - 1);
  const u = Math.min(1, t / finishAt);
  // Ease in and out, and sway a little (zero at both ends, so the order at the line is the drawn one).
  const eased = u * u * (3 - 2 * u);
  const sway = 0.06 * Math.sin(2 * Math.PI * (u * 2 + lane / 7)) * u * (1 - u);
  return Math.min(1, Math.max(0, eased + sway));
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function RaceTrack({
  order,
  runners,
  replayKey,
}: {
  /** Runner indexes, winner first. */
  order: readonly number[];
  runners: number;
  /** A new value plays the replay again. */
  replayKey: number;
}) {
  const [t, setT] = useState(1);
  const frame = useRef(0);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const started = performance.now();
    const tick = (now: number) => {
      const next = Math.min(1, (now - started) / REPLAY_MS);
      setT(next);
      if (next < 1) frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [replayKey]);
  const width = 200;
  const start = 4;
  const finish = 192;
  const height = runners * LANE;
  return (
    <Svg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false">
      {Array.from({ length: runners }, (_, lane) => {
        const place = order.indexOf(lane);
        const x = start + (finish - start) * progressAt(place < 0 ? runners - 1 : place, runners, lane, t);
        const y = lane * LANE + LANE / 2;
        return (
          <g key={lane}>
            <line className="lane" x1={0} x2={width} y1={(lane + 1) * LANE} y2={(lane + 1) * LANE} />
            <circle
              className="token"
              cx={x}
              cy={y}
              r={TOKEN}
              data-first={(t === 1 && place === 0) || undefined}
            />
            <text x={x} y={y} fontSize={LABEL}>
              {lane + 1}
            </text>
          </g>
        );
      })}
      <line className="line" x1={finish + TOKEN} x2={finish + TOKEN} y1={0} y2={height} />
    </Svg>
  );
}
