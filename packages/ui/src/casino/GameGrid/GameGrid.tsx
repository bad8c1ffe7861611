import { useId, type ElementType, type ReactNode } from 'react';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { EmptyState } from '../../data/EmptyState';
import { GAME_SKELETON_TILES, OTHER_GAMES_SKELETON_TILES } from '../../data/Skeleton';
import { useUiTranslation } from '../../i18n';
import { Heading, type HeadingLevel } from '../../typography/Heading';
import { GameTile, type GameTileData } from '../GameTile';
import { GameTileSkeleton } from '../GameTileSkeleton';
import { Action, Header, Item, List, Root } from './GameGrid.styles';

/** The seed's loading skeleton (CASINO-011): 16 game tiles and 2 "other games" tiles. */
export const CASINO_SKELETON = {
  games: GAME_SKELETON_TILES,
  other: OTHER_GAMES_SKELETON_TILES,
} as const;

export interface GameGridProps {
  /** The list's accessible name, shown as its heading (translated: "Popular games"). */
  label: string;
  /** The heading's level: 2 by default. */
  headingLevel?: HeadingLevel;
  /** No visible heading: the label only names the list. */
  hideHeading?: boolean;
  games: readonly GameTileData[];
  /** Renders one tile; by default a GameTile linking to `getHref(game)`. */
  renderTile?: (game: GameTileData, index: number) => ReactNode;
  /** The game page of a default tile (the game's id as a relative URL if not given). */
  getHref?: (game: GameTileData) => string;
  /** The link element of the default tiles (see GameTile). */
  linkComponent?: ElementType;
  /**
   * How many of the first default tiles load their image eagerly with a high priority: the grid at the
   * top of a page passes about one row's worth; 0 (all lazy) by default.
   */
  priorityCount?: number;
  /** Shows the loading skeleton (aria-busy, "Loading games" for screen readers). */
  loading?: boolean;
  /** Shown when there are no games and nothing is loading; "No games found" by default. */
  empty?: ReactNode;
  /** Next to the heading, for example a "See all" link. */
  action?: ReactNode;
}

/** A responsive grid of casino games: a list of tiles, its loading skeleton and its empty state. */
export function GameGrid({
  label,
  headingLevel = 2,
  hideHeading = false,
  games,
  renderTile,
  getHref = (game) => game.id,
  linkComponent,
  priorityCount = 0,
  loading = false,
  empty,
  action,
}: GameGridProps) {
  const { t } = useUiTranslation();
  const headingId = useId();
  const name = hideHeading ? { 'aria-label': label } : { 'aria-labelledby': headingId };
  const tile =
    renderTile ??
    ((game: GameTileData, index: number) => (
      <GameTile
        game={game}
        href={getHref(game)}
        linkComponent={linkComponent}
        priority={index < priorityCount}
      />
    ));

  let content: ReactNode;
  if (loading) {
    content = (
      <List {...name} aria-busy="true">
        <VisuallyHidden as="li">{t('casino.loadingGames')}</VisuallyHidden>
        {Array.from({ length: CASINO_SKELETON.games }, (_, i) => (
          <Item key={`game-${i}`} aria-hidden="true">
            <GameTileSkeleton variant="game" />
          </Item>
        ))}
        {Array.from({ length: CASINO_SKELETON.other }, (_, i) => (
          <Item key={`other-${i}`} aria-hidden="true" data-wide="">
            <GameTileSkeleton variant="other" />
          </Item>
        ))}
      </List>
    );
  } else if (games.length === 0) {
    content = empty ?? <EmptyState title={t('casino.noGames')} />;
  } else {
    content = (
      <List {...name}>
        {games.map((game, index) => (
          <Item key={game.id}>{tile(game, index)}</Item>
        ))}
      </List>
    );
  }

  return (
    <Root>
      {(!hideHeading || action) && (
        <Header>
          {!hideHeading && (
            <Heading level={headingLevel} size="sm" id={headingId}>
              {label}
            </Heading>
          )}
          {action && <Action>{action}</Action>}
        </Header>
      )}
      {content}
    </Root>
  );
}
