import { useId, type ElementType } from 'react';
import { Badge } from '../../data/Badge';
import { useUiTranslation } from '../../i18n';
import { StarIcon } from '../../icons/StarIcon';
import {
  Actions,
  Badges,
  Body,
  DemoLink,
  FavouriteButton,
  GAME_THUMBNAIL_HEIGHT,
  GAME_THUMBNAIL_WIDTH,
  Provider,
  Thumb,
  Tile,
  TileLink,
} from './GameTile.styles';

export { GAME_THUMBNAIL_HEIGHT, GAME_THUMBNAIL_WIDTH };

/** One game of the catalogue, as a tile shows it. */
export interface GameTileData {
  /** A stable key (the app passes the game's slug). */
  id: string;
  /** The game's name (a proper noun, not translated). */
  name: string;
  providerName: string;
  /** The thumbnail's URL: a 4:3 landscape image (the server's SVGs are 320x240). */
  thumbnail: string;
  isNew?: boolean;
  popular?: boolean;
  /** Playable for real money (an in-house game); false = demo-only listing. */
  playable?: boolean;
}

export interface GameTileProps {
  game: GameTileData;
  /** The game's page. */
  href: string;
  /** The "Demo" (play for fun) link, shown when given. */
  demoHref?: string;
  /**
   * The link element: `a` by default. It receives `href`, `className`, `children` and `aria-*` (the app
   * passes an adapter of its router's link).
   */
  linkComponent?: ElementType;
  /** The game is one of the player's favourites (the star is filled and pressed). */
  favourite?: boolean;
  /** Shows the favourite star (a toggle button) and is called when the player presses it. */
  onToggleFavourite?: (game: GameTileData) => void;
  /** One of the first tiles on screen: the image loads eagerly with a high fetch priority. */
  priority?: boolean;
}

/**
 * A casino game in a grid: thumbnail, name, provider and New / Popular / Demo only badges. The whole tile
 * is one link named by the game (its provider and badges are the link's description); the favourite star
 * and the Demo link are separate controls. The image box keeps the thumbnail's ratio (no layout shift).
 */
export function GameTile({
  game,
  href,
  demoHref,
  linkComponent = 'a',
  favourite = false,
  onToggleFavourite,
  priority = false,
}: GameTileProps) {
  const { t } = useUiTranslation();
  const id = useId();
  const badges = [
    game.isNew && { key: 'new', tone: 'accent' as const, text: t('casino.new') },
    game.popular && { key: 'popular', tone: 'warning' as const, text: t('casino.popular') },
    game.playable === false && { key: 'demoOnly', tone: 'neutral' as const, text: t('casino.demoOnly') },
  ].filter((b) => !!b);
  const describedBy = [`${id}-provider`, badges.length > 0 && `${id}-badges`].filter(Boolean).join(' ');

  return (
    <Tile data-game-tile={game.id}>
      <Thumb>
        <img
          src={game.thumbnail}
          alt=""
          width={GAME_THUMBNAIL_WIDTH}
          height={GAME_THUMBNAIL_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
        {badges.length > 0 && (
          <Badges id={`${id}-badges`}>
            {badges.map((b) => (
              <Badge key={b.key} tone={b.tone}>
                {b.text}
              </Badge>
            ))}
          </Badges>
        )}
      </Thumb>
      <Body>
        <TileLink as={linkComponent} href={href} aria-describedby={describedBy}>
          {game.name}
        </TileLink>
        <Provider id={`${id}-provider`}>{game.providerName}</Provider>
      </Body>
      {(onToggleFavourite || demoHref) && (
        <Actions>
          {onToggleFavourite && (
            <FavouriteButton
              type="button"
              aria-pressed={favourite}
              aria-label={t(favourite ? 'casino.removeFavourite' : 'casino.addFavourite', {
                name: game.name,
              })}
              onClick={() => onToggleFavourite(game)}
            >
              <StarIcon fill={favourite ? 'currentColor' : 'none'} />
            </FavouriteButton>
          )}
          {demoHref && (
            <DemoLink
              as={linkComponent}
              href={demoHref}
              aria-label={t('casino.demoName', { name: game.name })}
            >
              {t('casino.demo')}
            </DemoLink>
          )}
        </Actions>
      )}
    </Tile>
  );
}
