import { useEffect, useRef } from 'react';
import { announce } from '../../a11y/announce';
import { SpinnerGlyph } from '../../feedback/Spinner';
import { useGameFormat } from '../format';
import {
  Big,
  CashOutLabel,
  Centre,
  Chart,
  Chip,
  History,
  Plot,
  PlotSvg,
  Root,
  StatusText,
  Tick,
  Dot,
  type ChipTier,
  type CrashTone,
} from './CrashChart.styles';

/** The round as the player sees it: before it starts, running, after the player's cash-out, busted, offline. */
export type CrashStatus = 'waiting' | 'running' | 'cashedOut' | 'crashed' | 'reconnecting';

export interface CrashChartProps {
  /** The current multiplier in hundredths (257 = 2.57×), as the server's curve reads it. */
  multiplier: number;
  /** The state of the round for this player. */
  status: CrashStatus;
  /** The crash point in hundredths, once the round has crashed. */
  crashPoint?: number;
  /** The multiplier (hundredths) at which the player cashed out; marked on the curve. */
  cashedOutAt?: number;
  /** Time since the round started; derived from the multiplier when left out. */
  elapsedMs?: number;
  /** Recent crash points in hundredths, newest first. */
  history?: readonly number[];
  /** The growth of the curve per millisecond: multiplier = e^(growth × ms) (the engine's CRASH_GROWTH_PER_MS). */
  growthPerMs?: number;
}

const DEFAULT_GROWTH = 0.00006;
const SAMPLES = 64;
const VIEW_W = 1000;
const VIEW_H = 1000;

/** The smallest "nice" step (1, 2, 5 × 10^n) that splits `span` into at most `count` parts. */
function niceStep(span: number, count: number, steps: readonly number[]): number {
  return steps.find((s) => span / s <= count) ?? steps[steps.length - 1]!;
}
const Y_STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000];
const X_STEPS = [1000, 2000, 5000, 10000, 15000, 20000, 30000, 60000, 120000, 300000];

const toneOf = (status: CrashStatus): CrashTone =>
  status === 'crashed' || status === 'cashedOut' || status === 'running' ? status : 'waiting';

const tierOf = (point: number): ChipTier => (point >= 1000 ? 'high' : point >= 200 ? 'mid' : 'low');

/**
 * The crash game's live multiplier: the exponential curve from 1.00× to the current multiplier on axes
 * scaled to fit, the big multiplier in the middle (tabular figures; not a live region, it changes every
 * frame), colours per status with the status in words too, the cash-out point on the curve and the recent
 * crash points as chips. Only status changes are announced: the round starting, the player's cash-out, the
 * crash. Under reduced motion the head of the curve does not pulse; the curve and number still follow the
 * props.
 */
export function CrashChart({
  multiplier,
  status,
  crashPoint,
  cashedOutAt,
  elapsedMs,
  history,
  growthPerMs = DEFAULT_GROWTH,
}: CrashChartProps) {
  const f = useGameFormat();
  const { t } = f;
  const tone = toneOf(status);
  // What the curve reaches: the crash point once crashed, else the live multiplier.
  const shown = Math.max(100, status === 'crashed' && crashPoint !== undefined ? crashPoint : multiplier);
  const timeFor = (hundredths: number) => Math.log(Math.max(100, hundredths) / 100) / growthPerMs;
  const elapsed = status === 'waiting' ? 0 : (elapsedMs ?? timeFor(shown));

  const announced = useRef(status);
  const cashText =
    cashedOutAt === undefined ? '' : t('games.crash.cashedOut', { value: f.hundredthsTimes(cashedOutAt) });
  const crashText = t('games.crash.crashed', { value: f.hundredthsTimes(shown) });
  useEffect(() => {
    const before = announced.current;
    announced.current = status;
    if (before === status) return;
    if (status === 'running') announce(t('games.crash.started'));
    else if (status === 'cashedOut') announce(cashText);
    else if (status === 'crashed') announce(crashText, 'assertive');
    else if (status === 'reconnecting') announce(t('games.reconnecting'));
  }, [status, cashText, crashText, t]);

  // Scales: time on x (at least 10 s), multiplier on y (at least up to 2.00×), with headroom.
  const tMax = Math.max(10_000, elapsed * 1.15);
  const mMax = Math.max(2, (shown / 100) * 1.2);
  const px = (ms: number) => (ms / tMax) * VIEW_W;
  const py = (m: number) => VIEW_H - ((m - 1) / (mMax - 1)) * VIEW_H;
  const points = Array.from({ length: SAMPLES + 1 }, (_, i) => {
    const ms = (elapsed * i) / SAMPLES;
    const m = i === SAMPLES ? shown / 100 : Math.exp(growthPerMs * ms);
    return [px(ms), py(m)] as const;
  });
  const curve = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `0,${VIEW_H} ${curve} ${px(elapsed).toFixed(1)},${VIEW_H}`;

  const yStep = niceStep(mMax - 1, 4, Y_STEPS);
  const yTicks: number[] = [];
  for (let v = Math.floor(1 / yStep + 1) * yStep; v < mMax; v += yStep) yTicks.push(Number(v.toFixed(4)));
  const xStep = niceStep(tMax, 5, X_STEPS);
  const xTicks: number[] = [];
  for (let ms = 0; ms <= tMax; ms += xStep) xTicks.push(ms);

  const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(3)}%`;
  const head = points[points.length - 1]!;
  const showCurve = status !== 'waiting' && elapsed > 0;
  const cashPoint =
    cashedOutAt !== undefined && showCurve
      ? ([px(Math.min(elapsed, timeFor(cashedOutAt))), py(cashedOutAt / 100)] as const)
      : null;

  const statusText =
    status === 'waiting'
      ? t('games.crash.waiting')
      : status === 'reconnecting'
        ? t('games.reconnecting')
        : status === 'crashed'
          ? crashText
          : status === 'cashedOut'
            ? cashText
            : t('games.crash.running');

  return (
    <Root data-status={status}>
      <Chart $tone={tone}>
        <Plot>
          <PlotSvg
            viewBox={`0 0 ${VIEW_W} ${VIEW_H}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={t('games.crash.chart')}
          >
            {yTicks.map((v) => (
              <line key={`y${v}`} className="grid" x1={0} x2={VIEW_W} y1={py(v)} y2={py(v)} />
            ))}
            {xTicks.map((ms) => (
              <line key={`x${ms}`} className="grid" x1={px(ms)} x2={px(ms)} y1={0} y2={VIEW_H} />
            ))}
            <line className="grid" x1={0} x2={VIEW_W} y1={VIEW_H} y2={VIEW_H} />
            {showCurve && (
              <>
                <polygon className="area" points={area} />
                <polyline className="curve" points={curve} />
              </>
            )}
          </PlotSvg>
          <span aria-hidden="true">
            {[1, ...yTicks].map((v) => (
              <Tick key={`y${v}`} $axis="y" style={{ top: pct(py(v), VIEW_H) }}>
                {f.hundredthsTimes(Math.round(v * 100))}
              </Tick>
            ))}
            {xTicks.map((ms) => (
              <Tick key={`x${ms}`} $axis="x" style={{ left: pct(px(ms), VIEW_W) }}>
                {t('games.crash.seconds', { n: ms / 1000 })}
              </Tick>
            ))}
          </span>
          {cashPoint && (
            <>
              <Dot
                $kind="cashOut"
                style={{ left: pct(cashPoint[0], VIEW_W), top: pct(cashPoint[1], VIEW_H) }}
              />
              <CashOutLabel
                aria-hidden="true"
                style={{ left: pct(cashPoint[0], VIEW_W), top: pct(cashPoint[1], VIEW_H) }}
              >
                {f.hundredthsTimes(cashedOutAt!)}
              </CashOutLabel>
            </>
          )}
          {showCurve && (
            <Dot
              $kind="head"
              data-pulse={status === 'running' || status === 'cashedOut' || undefined}
              style={{ left: pct(head[0], VIEW_W), top: pct(head[1], VIEW_H) }}
            />
          )}
        </Plot>
        <Centre>
          <Big $tone={tone} data-testid="crash-multiplier">
            {f.hundredthsTimes(status === 'waiting' ? 100 : shown)}
          </Big>
          <StatusText $tone={tone}>
            {status === 'reconnecting' && <SpinnerGlyph size="sm" />}
            {statusText}
          </StatusText>
          {status === 'crashed' && cashText && <StatusText $tone="cashedOut">{cashText}</StatusText>}
        </Centre>
      </Chart>
      {history && history.length > 0 && (
        <History aria-label={t('games.crash.history')}>
          {history.map((point, i) => (
            <Chip key={i} $tier={tierOf(point)}>
              {f.hundredthsTimes(point)}
            </Chip>
          ))}
        </History>
      )}
    </Root>
  );
}
