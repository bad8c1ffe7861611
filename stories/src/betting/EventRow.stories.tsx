import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { ChampHeader, EventRow } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import { demoBoard, STORY_NOW } from './demo';

/** The number a board event carries in the app (its game id). */
const STORY_EVENT_NUMBER = '2524016001';

/** One event of the board: start time or live clock, teams, score and the main market. */
const meta = {
  title: 'Betting/EventRow',
  component: EventRow,
  args: {
    event: { id: '', home: '', away: '', startTime: STORY_NOW, markets: [] },
    coefViewId: 0,
    selectedIds: [],
    timeZone: 'UTC',
    onToggle: fn(),
    onOpen: fn(),
  },
  argTypes: { event: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation();
    const live = args.event.id === 'live';
    const [champ] = demoBoard(t, { championships: 1, eventsPerChampionship: 1, live });
    const first = champ?.events[0];
    if (!champ || !first) return <></>;
    // With the detailed score on, a live game's first half is over: its score stands beside the total.
    const event =
      first.live && args.display?.periodScores
        ? { ...first, id: STORY_EVENT_NUMBER, live: { ...first.live, periodScores: [first.live.score] } }
        : first;
    return (
      <div style={{ maxWidth: 720 }}>
        <ChampHeader name={champ.name} region={champ.region} count={1} />
        <EventRow {...args} event={event} selectedIds={[`${event.id}-x`]} />
      </div>
    );
  },
} satisfies Meta<typeof EventRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pre-match: start time, teams (a button opening all markets) and the match result with a selected draw. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lyon Nice' }));
    await expect(args.onOpen).toHaveBeenCalled();
    const draw = canvas.getByRole('button', {
      name: new RegExp(`${text(globals, 'bets.matchResult')}: ${text(globals, 'bets.draw')}`),
    });
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(draw);
    await expect(args.onToggle).toHaveBeenCalled();
  },
};

/** Live: badge, clock with the period and the score. */
export const Live: Story = {
  args: { event: { id: 'live', home: '', away: '', startTime: STORY_NOW, markets: [] } },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(uiText(globals, 'betting.live'))).toBeVisible();
    await expect(canvas.getByRole('timer')).toBeVisible();
  },
};

/** The player's display choices (office settings): a denser row, the event number, each period's score. */
export const DisplayChoices: Story = {
  args: {
    event: { id: 'live', home: '', away: '', startTime: STORY_NOW, markets: [] },
    display: { compact: true, number: true, periodScores: true },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('article')).toHaveAttribute('data-density', 'compact');
    await expect(
      canvas.getByText(uiText(globals, 'betting.eventNumber', { number: STORY_EVENT_NUMBER })),
    ).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(uiText(globals, 'betting.periodScores', { scores: '' }))),
    ).toBeInTheDocument();
  },
};
