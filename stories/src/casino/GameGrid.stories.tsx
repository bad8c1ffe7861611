import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { CASINO_SKELETON, GameGrid } from '@betline/ui';
import { vars } from '@betline/tokens';
import { storyCanvas, text, uiText } from '../story-helpers';
import { demoGames, gameHref, thumbnailsReady } from './demo';

/**
 * Games as a responsive grid: as many columns as tiles of the token's minimum width fit, never fewer than
 * two. A list named by its heading; a skeleton while loading (CASINO-011) and an empty state.
 */
const meta = {
  title: 'Casino/GameGrid',
  component: GameGrid,
  args: {
    label: '',
    games: demoGames(12),
    getHref: gameHref,
    priorityCount: 6,
    loading: false,
    hideHeading: false,
    headingLevel: 2,
  },
  argTypes: {
    games: { control: false },
    getHref: { control: false },
    renderTile: { control: false },
    linkComponent: { control: false },
    empty: { control: false },
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    return (
      <GameGrid
        {...args}
        label={args.label || t('casino.popular')}
        action={
          <a href="#/casino/popular" style={{ color: vars.fgColor.link, fontSize: vars.fontSize.sm }}>
            {t('casino.seeAll')}
          </a>
        }
      />
    );
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve games; the first row loads its images eagerly (priorityCount). */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const list = canvas.getByRole('list', { name: text(globals, 'casino.popular') });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Crash Rocket' })).toHaveAttribute(
      'href',
      '#/slots/game/crash-rocket',
    );
    await thumbnailsReady(canvasElement);
  },
};

/** CASINO-011: while loading, 16 game tiles and 2 wider other-games tiles, and "Loading games" for screen readers. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const list = canvas.getByRole('list', { name: text(globals, 'casino.popular') });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.querySelectorAll('[data-skeleton="game"]')).toHaveLength(CASINO_SKELETON.games);
    await expect(list.querySelectorAll('[data-skeleton="other"]')).toHaveLength(CASINO_SKELETON.other);
    await expect(canvas.getByText(uiText(globals, 'casino.loadingGames'))).toBeInTheDocument();
  },
};

/** Nothing to show: the kit's "No games found". */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement, globals }) => {
    await expect(storyCanvas(canvasElement).getByText(uiText(globals, 'casino.noGames'))).toBeInTheDocument();
  },
};
