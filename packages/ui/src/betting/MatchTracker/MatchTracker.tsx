import type { ReactNode } from 'react';
import { vars } from '@betline/tokens';
import { useUiTranslation } from '../../i18n';
import type { MatchField, MatchPhase, MatchSide } from '../types';
import { Caption, Drawing, Figure, Swatch } from './MatchTracker.styles';

export interface MatchTrackerProps {
  /** What the game is played on. */
  field: MatchField;
  /** The phase of play; null before the start. */
  phase: MatchPhase | null;
  /** The first side's name (it plays from the left). */
  first: string;
  /** The second side's name (it plays from the right). */
  second: string;
}

const W = 300;
const H = 180;
const MID = { x: W / 2, y: H / 2 };
const LINE = vars.matchTracker.lineColor;

const FIELD_COLOR: Readonly<Record<MatchField, string>> = {
  pitch: vars.matchTracker.field.pitch,
  oval: vars.matchTracker.field.pitch,
  rink: vars.matchTracker.field.ice,
  court: vars.matchTracker.field.wood,
  tennis: vars.matchTracker.field.hard,
  net: vars.matchTracker.field.hard,
  table: vars.matchTracker.field.table,
  map: vars.matchTracker.field.map,
};

/** The markings of each field, in the drawing's 300 x 180 units. */
function markings(field: MatchField): ReactNode {
  const stroke = { stroke: LINE, strokeWidth: 1.5, fill: 'none' } as const;
  switch (field) {
    case 'pitch':
      return (
        <g {...stroke}>
          <rect x={6} y={6} width={W - 12} height={H - 12} />
          <line x1={MID.x} y1={6} x2={MID.x} y2={H - 6} />
          <circle cx={MID.x} cy={MID.y} r={22} />
          <rect x={6} y={45} width={45} height={90} />
          <rect x={W - 51} y={45} width={45} height={90} />
          <rect x={6} y={70} width={15} height={40} />
          <rect x={W - 21} y={70} width={15} height={40} />
        </g>
      );
    case 'rink': {
      const red = { ...stroke, stroke: vars.matchTracker.iceLineColor };
      return (
        <g {...red}>
          <rect x={6} y={6} width={W - 12} height={H - 12} rx={40} />
          <line x1={MID.x} y1={6} x2={MID.x} y2={H - 6} strokeWidth={3} />
          <line x1={100} y1={6} x2={100} y2={H - 6} />
          <line x1={200} y1={6} x2={200} y2={H - 6} />
          <circle cx={MID.x} cy={MID.y} r={18} />
          <line x1={24} y1={20} x2={24} y2={H - 20} />
          <line x1={W - 24} y1={20} x2={W - 24} y2={H - 20} />
        </g>
      );
    }
    case 'court':
      return (
        <g {...stroke}>
          <rect x={6} y={6} width={W - 12} height={H - 12} />
          <line x1={MID.x} y1={6} x2={MID.x} y2={H - 6} />
          <circle cx={MID.x} cy={MID.y} r={18} />
          <rect x={6} y={65} width={55} height={50} />
          <rect x={W - 61} y={65} width={55} height={50} />
          <path d={`M6 20 Q 110 ${MID.y} 6 ${H - 20}`} />
          <path d={`M${W - 6} 20 Q ${W - 110} ${MID.y} ${W - 6} ${H - 20}`} />
        </g>
      );
    case 'tennis':
    case 'net':
      return (
        <g {...stroke}>
          <rect
            x={6}
            y={field === 'tennis' ? 20 : 6}
            width={W - 12}
            height={field === 'tennis' ? H - 40 : H - 12}
          />
          {field === 'tennis' ? (
            <>
              <line x1={6} y1={36} x2={W - 6} y2={36} />
              <line x1={6} y1={H - 36} x2={W - 6} y2={H - 36} />
              <line x1={80} y1={36} x2={80} y2={H - 36} />
              <line x1={W - 80} y1={36} x2={W - 80} y2={H - 36} />
              <line x1={80} y1={MID.y} x2={W - 80} y2={MID.y} />
            </>
          ) : (
            <>
              <line x1={100} y1={6} x2={100} y2={H - 6} />
              <line x1={200} y1={6} x2={200} y2={H - 6} />
            </>
          )}
          <line x1={MID.x} y1={0} x2={MID.x} y2={H} strokeWidth={4} />
        </g>
      );
    case 'table':
      return (
        <g {...stroke}>
          <rect x={20} y={25} width={W - 40} height={H - 50} />
          <line x1={20} y1={MID.y} x2={W - 20} y2={MID.y} />
          <line x1={MID.x} y1={15} x2={MID.x} y2={H - 15} strokeWidth={4} />
        </g>
      );
    case 'oval':
      return (
        <g {...stroke}>
          <ellipse cx={MID.x} cy={MID.y} rx={W / 2 - 8} ry={H / 2 - 8} />
          <ellipse cx={MID.x} cy={MID.y} rx={70} ry={45} strokeDasharray="4 4" />
          <rect x={MID.x - 30} y={MID.y - 6} width={60} height={12} />
        </g>
      );
    case 'map':
      return (
        <g {...stroke}>
          <path d={`M20 ${H - 20} L${W - 20} 20`} strokeWidth={6} opacity={0.5} />
          <path d={`M20 ${H - 20} L20 20 L${W - 20} 20`} opacity={0.5} />
          <path d={`M20 ${H - 20} L${W - 20} ${H - 20} L${W - 20} 20`} opacity={0.5} />
          <circle cx={28} cy={H - 28} r={16} />
          <circle cx={W - 28} cy={28} r={16} />
        </g>
      );
  }
}

interface Drawn {
  ball: { x: number; y: number };
  /** The highlighted zone: its left edge and width, and whose colour. */
  zone: { x: number; width: number; side: MatchSide } | null;
}

/** Where the ball is and which zone lights up for a phase; the first side plays from the left. */
function drawn(field: MatchField, phase: MatchPhase | null): Drawn {
  if (!phase || phase.side === null) return { ball: MID, zone: null };
  const s = phase.side;
  const right = s === 0; // the side attacks towards the right
  const half = (towards: boolean) => ({ x: towards ? MID.x : 0, width: MID.x, side: s });
  switch (phase.kind) {
    case 'safe':
      return { ball: { x: right ? 90 : W - 90, y: MID.y }, zone: half(!right) };
    case 'attack':
    case 'possession':
      return { ball: { x: right ? W - 90 : 90, y: 80 }, zone: half(right) };
    case 'danger':
      return { ball: { x: right ? W - 38 : 38, y: 98 }, zone: { x: right ? W - 60 : 0, width: 60, side: s } };
    case 'corner':
      return {
        ball: { x: right ? W - 8 : 8, y: right ? 8 : H - 8 },
        zone: { x: right ? W - 60 : 0, width: 60, side: s },
      };
    case 'goal':
      return { ball: { x: right ? W - 4 : 4, y: MID.y }, zone: { x: 0, width: W, side: s } };
    case 'penalty': {
      // A power play against the side: the other side attacks its end.
      const other = (1 - s) as MatchSide;
      return {
        ball: { x: other === 0 ? W - 70 : 70, y: 85 },
        zone: { x: other === 0 ? MID.x : 0, width: MID.x, side: other },
      };
    }
    case 'batting':
      return { ball: { x: MID.x + 24, y: MID.y }, zone: { x: MID.x - 70, width: 140, side: s } };
    case 'serve':
      if (field === 'map') return { ball: right ? { x: 210, y: 70 } : { x: 90, y: 110 }, zone: half(right) };
      return { ball: { x: right ? 14 : W - 14, y: right ? 130 : 50 }, zone: half(!right) };
    case 'card':
      return { ball: MID, zone: half(!right) };
    case 'break':
    case 'end':
      return { ball: MID, zone: null };
  }
}

/**
 * A drawn match tracker: the sport's field with the phase of play (who has the ball, attacks, dangerous attacks,
 * corners, goals, a power play, the batting or serving side) as a lit zone and the ball, and the phase in words
 * below it. The drawing is decoration: the caption says everything it shows.
 */
export function MatchTracker({ field, phase, first, second }: MatchTrackerProps) {
  const { t } = useUiTranslation();
  const { ball, zone } = drawn(field, phase);
  const team = phase?.side === 0 ? first : phase?.side === 1 ? second : '';
  const key = phase === null ? 'waiting' : phase.kind === 'serve' && field === 'map' ? 'ahead' : phase.kind;
  const zoneColor = zone?.side === 1 ? vars.matchTracker.second.color : vars.matchTracker.first.color;
  return (
    <Figure>
      <Drawing viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false" data-field={field}>
        <rect width={W} height={H} fill={FIELD_COLOR[field]} />
        {zone ? (
          <rect
            className="zone"
            x={zone.x}
            y={0}
            width={zone.width}
            height={H}
            fill={zoneColor}
            opacity={phase?.kind === 'goal' ? 0.45 : 0.3}
          />
        ) : null}
        {markings(field)}
        <circle
          className="ball"
          r={field === 'table' || field === 'tennis' ? 4 : 5}
          fill={vars.matchTracker.ball.color}
          stroke={FIELD_COLOR[field]}
          strokeWidth={1}
          style={{ transform: `translate(${ball.x}px, ${ball.y}px)` }}
        />
      </Drawing>
      <Caption>
        {phase?.side != null ? <Swatch $side={phase.side} aria-hidden="true" /> : null}
        {t(`betting.centre.phase.${key}`, { team })}
      </Caption>
    </Figure>
  );
}
