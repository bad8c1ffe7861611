import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { CategoryBar, MenuIcon, PlayIcon, StarIcon, type CategoryBarItem } from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';

/** [id, text key, count] of the demo sections (the seed's casino routes). */
const SECTIONS: [string, string, number | undefined][] = [
  ['lobby', 'lobby', undefined],
  ['slots', 'slots', 1284],
  ['live-casino', 'liveCasino', 212],
  ['crash-games', 'crashGames', 18],
  ['card-games', 'cardGames', 64],
  ['fast-games', 'fastGames', 41],
  ['keno', 'keno', 9],
  ['scratchcards', 'scratchcards', 27],
  ['virtualsports', 'virtualsports', 12],
  ['tvgames', 'tvgames', 6],
];

/**
 * The casino sections as a row of links: it wraps on wide screens and scrolls sideways on a phone
 * (no visible scrollbar; every link is reachable by Tab), the current one marked and scrolled into view.
 */
const meta = {
  title: 'Casino/CategoryBar',
  component: CategoryBar,
  args: { label: '', items: [], currentId: 'crash-games' },
  argTypes: {
    items: { control: false },
    linkComponent: { control: false },
    currentId: { control: 'select', options: SECTIONS.map(([id]) => id) },
  },
  render: function Render(args) {
    const { t } = useTranslation();
    const items: CategoryBarItem[] = SECTIONS.map(([id, key, count]) => ({
      id,
      label: t(`casino.sections.${key}`),
      href: `#/${id}`,
      count,
    }));
    return <CategoryBar {...args} label={args.label || t('casino.sections.label')} items={items} />;
  },
} satisfies Meta<typeof CategoryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current section has aria-current, is read with its count ("18 games") and is scrolled into view. */
export const Playground: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const nav = canvas.getByRole('navigation', { name: text(globals, 'casino.sections.label') });
    const current = canvas.getByRole('link', { name: text(globals, 'casino.sections.crashGames') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAccessibleDescription(
      uiText(globals, 'casino.games', { count: 18, n: '18' }),
    );
    const row = nav.querySelector('ul')!.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    await expect(item.left >= row.left && item.right <= row.right).toBe(true);
  },
};

/** Every section is reachable by Tab (a phone scrolls the row to the focused one); the ring is inset. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    const last = canvas.getByRole('link', { name: text(globals, 'casino.sections.tvgames') });
    for (let i = 0; i < SECTIONS.length; i += 1) await userEvent.tab();
    await expect(last).toHaveFocus();
    const row = last.closest('ul')!.getBoundingClientRect();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(row.right + 1);
  },
};

/** Sections with an icon before the name (decorative). */
export const WithIcons: Story = {
  args: { currentId: 'favourites' },
  render: function Render(args) {
    const { t } = useTranslation();
    const items: CategoryBarItem[] = [
      { id: 'lobby', label: t('casino.sections.lobby'), href: '#/casino-lobby', icon: <MenuIcon /> },
      {
        id: 'favourites',
        label: t('casino.favourites'),
        href: '#/my-casino/favorites',
        icon: <StarIcon />,
        count: 3,
      },
      {
        id: 'live-casino',
        label: t('casino.sections.liveCasino'),
        href: '#/live-casino',
        icon: <PlayIcon />,
        count: 212,
      },
    ];
    return <CategoryBar {...args} label={t('casino.sections.label')} items={items} />;
  },
  play: async ({ canvasElement, globals }) => {
    await expect(
      storyCanvas(canvasElement).getByRole('link', { name: text(globals, 'casino.favourites') }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
