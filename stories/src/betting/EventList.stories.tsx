import { useEffect, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { EventList, type ChampionshipData } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { demoBoard, seeded } from './demo';

interface BoardArgs {
  /** Championships on the board. */
  championships: number;
  /** Events per championship. */
  eventsPerChampionship: number;
  /** All events live. */
  live: boolean;
  /** Odds changes per second (0 for a still board, as in the screenshots). */
  changesPerSecond: number;
  coefViewId: 0 | 1 | 2;
  onToggle: (...args: unknown[]) => void;
}

/** Moves `perSecond` random prices a second by up to ±0.05 (a stand-in for the live feed). */
function useMovingOdds(board: ChampionshipData[], perSecond: number): ChampionshipData[] {
  const [state, setState] = useState(board);
  const [source, setSource] = useState(board);
  if (source !== board) {
    setSource(board);
    setState(board);
  }
  useEffect(() => {
    if (perSecond <= 0) return;
    const random = seeded(11);
    const perTick = Math.max(1, Math.round(perSecond / 10));
    const id = setInterval(() => {
      setState((prev) => {
        const next = prev.map((c) => ({ ...c, events: [...c.events] }));
        for (let i = 0; i < perTick; i++) {
          const champ = next[Math.floor(random() * next.length)];
          if (!champ || champ.events.length === 0) continue;
          const index = Math.floor(random() * champ.events.length);
          const event = champ.events[index];
          if (!event) continue;
          champ.events[index] = {
            ...event,
            markets: event.markets.map((m) => ({
              ...m,
              outcomes: m.outcomes?.map((o) =>
                o.coef === null
                  ? o
                  : { ...o, coef: Math.max(1.01, Math.round((o.coef + (random() - 0.5) / 10) * 100) / 100) },
              ),
            })),
          };
        }
        return next;
      });
    }, 100);
    return () => clearInterval(id);
  }, [perSecond]);
  return state;
}

function Board({
  championships,
  eventsPerChampionship,
  live,
  changesPerSecond,
  coefViewId,
  onToggle,
}: BoardArgs) {
  const { t } = useTranslation();
  const board = useMemo(
    () => demoBoard(t, { championships, eventsPerChampionship, live }),
    [t, championships, eventsPerChampionship, live],
  );
  const moving = useMovingOdds(board, changesPerSecond);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <EventList
      championships={moving}
      coefViewId={coefViewId}
      selectedIds={selected}
      timeZone="UTC"
      height={560}
      onToggle={(outcome, market, event) => {
        onToggle(outcome.id, market.id, event.id);
        setSelected((s) => (s.includes(outcome.id) ? s.filter((x) => x !== outcome.id) : [...s, outcome.id]));
      }}
    />
  );
}

/** The virtualised board: championship headers and event rows; only the rows in view are in the DOM. */
const meta = {
  title: 'Betting/EventList',
  component: Board,
  args: {
    championships: 4,
    eventsPerChampionship: 6,
    live: false,
    changesPerSecond: 0,
    coefViewId: 0,
    onToggle: fn(),
  },
  argTypes: { coefViewId: { control: 'inline-radio', options: [0, 1, 2] } },
  parameters: { docs: { description: { component: 'EventList with generated demo data.' } } },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line board; a championship collapses from its header, a price toggles its selection. */
export const Playground: Story = {
  // Its picture caught the board at different moments of the play function from run to run.
  tags: ['no-visual'],
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    const header = canvas.getAllByRole('button', { expanded: true })[0];
    if (!header) throw new Error('no championship header');
    const first = canvas.getAllByRole('article')[0]?.getAttribute('aria-label') ?? '';
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    // The championship's events leave the list.
    await waitFor(() => expect(canvas.queryByRole('article', { name: first })).toBeNull());
    await userEvent.click(header);
    const price = canvas
      .getAllByRole('button', { pressed: false })
      .find((b) => b.getAttribute('data-status') === 'open');
    if (!price) throw new Error('no price');
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggle).toHaveBeenCalled();
    // A second press takes the selection back (the picture shows the board as it opens).
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * Example: a live board of 50 events (5 championships of 10), virtualised. Turn `changesPerSecond` up in
 * Controls to watch prices move with their up/down marks.
 */
export const LiveBoardOf50: Story = {
  args: { championships: 5, eventsPerChampionship: 10, live: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const list = canvas.getByRole('region', { name: uiText(globals, 'betting.eventList') });
    const rows = canvas.getAllByRole('article');
    // 50 events, but only the ones in view (plus overscan) are rendered.
    await expect(rows.length).toBeGreaterThan(3);
    await expect(rows.length).toBeLessThan(50);
    await expect(list.querySelectorAll('[role="timer"]').length).toBe(rows.length);
  },
};
