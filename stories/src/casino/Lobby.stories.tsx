import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { vars } from '@betline/tokens';
import {
  CategoryBar,
  EmptyState,
  GameGrid,
  GameTile,
  ProviderChip,
  ProviderChipList,
  Stack,
  StarIcon,
} from '@betline/ui';
import { storyCanvas, text, uiText } from '../story-helpers';
import {
  PROVIDERS,
  demoGames,
  demoHref,
  gameHref,
  providerOf,
  thumbnailsReady,
  type ProviderId,
} from './demo';

const SECTIONS = [
  ['lobby', 'lobby'],
  ['slots', 'slots'],
  ['live-casino', 'liveCasino'],
  ['crash-games', 'crashGames'],
  ['card-games', 'cardGames'],
  ['fast-games', 'fastGames'],
  ['keno', 'keno'],
] as const;

/** A small casino lobby composed of the catalogue components: sections, provider filters and grids. */
const meta = {
  title: 'Casino/Examples',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The slots section: the category bar, provider filters (toggles) that narrow the grid, the games with
 * favourite stars and (for third-party listings) Demo links, and the favourites grid with its own empty
 * message until a game is starred.
 */
export const Lobby: Story = {
  render: function Render() {
    const { t } = useTranslation();
    const games = demoGames();
    const [providers, setProviders] = useState<ProviderId[]>([]);
    const [favourites, setFavourites] = useState<string[]>([]);
    const shown = providers.length ? games.filter((g) => providers.includes(providerOf(g))) : games;
    const toggle = <T,>(list: T[], item: T) =>
      list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
    return (
      <Stack gap={5}>
        <CategoryBar
          label={t('casino.sections.label')}
          currentId="slots"
          items={SECTIONS.map(([id, key]) => ({
            id,
            label: t(`casino.sections.${key}`),
            href: `#/${id}`,
          }))}
        />
        <ProviderChipList label={t('casino.providers')}>
          {PROVIDERS.map((p) => (
            <ProviderChip
              key={p.id}
              name={p.name}
              count={games.filter((g) => providerOf(g) === p.id).length}
              selected={providers.includes(p.id)}
              onPress={() => setProviders((list) => toggle(list, p.id))}
            />
          ))}
        </ProviderChipList>
        <GameGrid
          label={t('casino.popular')}
          games={shown}
          priorityCount={6}
          action={
            <a href="#/slots/popular" style={{ color: vars.fgColor.link, fontSize: vars.fontSize.sm }}>
              {t('casino.seeAll')}
            </a>
          }
          renderTile={(game, index) => (
            <GameTile
              game={game}
              href={gameHref(game)}
              // In-house games are played for money; third-party listings offer their demo.
              demoHref={game.playable ? undefined : demoHref(game)}
              favourite={favourites.includes(game.id)}
              onToggleFavourite={() => setFavourites((list) => toggle(list, game.id))}
              priority={index < 6}
            />
          )}
        />
        <GameGrid
          label={t('casino.favourites')}
          games={games.filter((g) => favourites.includes(g.id))}
          getHref={gameHref}
          empty={
            <EmptyState title={t('casino.noFavourites')} icon={<StarIcon />}>
              {t('casino.noFavouritesHint')}
            </EmptyState>
          }
        />
      </Stack>
    );
  },
  play: async ({ canvasElement, userEvent, globals }) => {
    const canvas = storyCanvas(canvasElement);
    await expect(canvas.getByRole('link', { name: text(globals, 'casino.sections.slots') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const grid = canvas.getByRole('list', { name: text(globals, 'casino.popular') });
    await expect(grid.querySelectorAll(':scope > li')).toHaveLength(16);
    // Filtering by a provider narrows the grid; pressing again shows every game.
    const kestrel = canvas.getByRole('button', { name: 'Kestrel Live' });
    await userEvent.click(kestrel);
    await expect(grid.querySelectorAll(':scope > li')).toHaveLength(3);
    await userEvent.click(kestrel);
    await expect(grid.querySelectorAll(':scope > li')).toHaveLength(16);
    // A starred game shows in the favourites; unstarring empties them again.
    const favourites = () => canvas.queryByRole('list', { name: text(globals, 'casino.favourites') });
    await expect(favourites()).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole('button', { name: uiText(globals, 'casino.addFavourite', { name: 'Lucky Dice' }) }),
    );
    await expect(favourites()?.querySelectorAll(':scope > li')).toHaveLength(1);
    await userEvent.click(
      canvas.getAllByRole('button', {
        name: uiText(globals, 'casino.removeFavourite', { name: 'Lucky Dice' }),
      })[0]!,
    );
    await expect(favourites()).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
    await thumbnailsReady(canvasElement);
  },
};
