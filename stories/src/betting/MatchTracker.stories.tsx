import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  MatchStats,
  MatchTimeline,
  MatchTracker,
  Stack,
  type MatchField,
  type MatchPhase,
} from '@betline/ui';
import { storyCanvas } from '../story-helpers';
import { FOOTBALL_INCIDENTS, FOOTBALL_STATS } from './matchDemo';

/**
 * The drawn match tracker of a live game: the sport's field, the zone of play lit in the side's colour and the
 * ball, with the phase in words below (the drawing is hidden from assistive technology; the caption says it all).
 * The first side plays from the left.
 */
const meta = {
  title: 'Betting/MatchTracker',
  component: MatchTracker,
  args: { field: 'pitch', phase: { kind: 'danger', side: 0 }, first: 'Lyon', second: 'Nice' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <MatchTracker {...args} />
    </div>
  ),
} satisfies Meta<typeof MatchTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Dangerous attack: Lyon')).toBeVisible();
  },
};

const FIELDS: readonly { field: MatchField; phase: MatchPhase; first: string; second: string }[] = [
  { field: 'pitch', phase: { kind: 'corner', side: 1 }, first: 'Lyon', second: 'Nice' },
  { field: 'rink', phase: { kind: 'penalty', side: 0 }, first: 'Frölunda', second: 'Luleå' },
  { field: 'court', phase: { kind: 'possession', side: 1 }, first: 'Žalgiris', second: 'Efes' },
  { field: 'tennis', phase: { kind: 'serve', side: 0 }, first: 'Ruud', second: 'Sinner' },
  { field: 'net', phase: { kind: 'serve', side: 1 }, first: 'Trentino', second: 'Perugia' },
  { field: 'table', phase: { kind: 'serve', side: 0 }, first: 'Ma', second: 'Harimoto' },
  { field: 'oval', phase: { kind: 'batting', side: 1 }, first: 'Sydney', second: 'Perth' },
  { field: 'map', phase: { kind: 'serve', side: 0 }, first: 'Navi', second: 'G2' },
];

/** Every field the feed's sports are drawn on, each in a phase of its own. */
export const Fields: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 16 }}>
      {FIELDS.map((f) => (
        <MatchTracker key={f.field} {...f} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Power play against Frölunda')).toBeVisible();
    await expect(canvas.getByText('Navi ahead on the map')).toBeVisible();
  },
};

const PHASES: readonly (MatchPhase | null)[] = [
  null,
  { kind: 'safe', side: 0 },
  { kind: 'attack', side: 0 },
  { kind: 'danger', side: 1 },
  { kind: 'goal', side: 1 },
  { kind: 'card', side: 0 },
  { kind: 'break', side: null },
  { kind: 'end', side: null },
];

/** The phases of a football match, from the wait before kick-off to the final whistle. */
export const Phases: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 16 }}>
      {PHASES.map((phase, i) => (
        <MatchTracker key={i} field="pitch" phase={phase} first="Lyon" second="Nice" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Waiting for the start')).toBeVisible();
    await expect(canvas.getByText('Goal! Nice')).toBeVisible();
  },
};

/** Example: a live match centre as a game page composes it: the tracker, the statistics and the timeline. */
export const LiveMatchCentre: Story = {
  render: () => (
    <div style={{ maxWidth: 420 }}>
      <Stack gap={4}>
        <MatchTracker field="pitch" phase={{ kind: 'attack', side: 1 }} first="Lyon" second="Nice" />
        <MatchStats stats={FOOTBALL_STATS} first="Lyon" second="Nice" />
        <MatchTimeline incidents={FOOTBALL_INCIDENTS} first="Lyon" second="Nice" timing="clock" />
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText('Possession: Lyon 57%, Nice 43%')).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Timeline' })).toBeVisible();
  },
};
