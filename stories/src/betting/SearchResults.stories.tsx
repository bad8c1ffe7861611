import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchResults } from '@betline/ui';
import { storyCanvas, uiText } from '../story-helpers';
import { STORY_NOW } from './demo';

/** Results of the sports search, the query highlighted. */
const meta = {
  title: 'Betting/SearchResults',
  component: SearchResults,
  args: {
    query: 'ly',
    timeZone: 'UTC',
    events: [
      { id: 'e1', home: 'Lyon', away: 'Nice', champName: 'Ligue 1', startTime: STORY_NOW + 3_600_000 },
      { id: 'e2', home: 'Lyon W', away: 'PSG W', champName: 'D1 Arkema', startTime: STORY_NOW, isLive: true },
      { id: 'e3', home: 'Bologna', away: 'Genoa', champName: 'Serie A', startTime: STORY_NOW + 7_200_000 },
    ],
    champs: [{ id: 'c1', name: 'Italy Cup', region: 'Italy', count: 6 }],
    onSelectEvent: fn(),
    onSelectChamp: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: /Bologna/ }));
    await expect(args.onSelectEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'e3' }));
  },
};

export const NothingFound: Story = {
  args: { query: 'xyzzy', events: [], champs: [] },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByText(uiText(globals, 'betting.searchEmpty', { query: 'xyzzy' }))).toBeVisible();
  },
};
