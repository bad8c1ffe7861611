import { vars } from '@betline/tokens';
import styled, { keyframes } from 'styled-components';
import { useUiTranslation } from '../../i18n';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

/** A grey placeholder block; it pulses unless the player prefers reduced motion. */
export const Skeleton = styled.span<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${(p) => p.$width ?? '100%'};
  height: ${(p) => p.$height ?? vars.fontSize.md};
  border-radius: ${(p) => p.$radius ?? vars.radius.sm};
  background-color: ${vars.bgColor.inset};
  animation: ${pulse} ${vars.motion.duration.spinner} ${vars.motion.easing.standard} infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Tiles of the casino loading skeleton (CASINO-011): 16 game tiles and 2 other-games tiles. */
export const GAME_SKELETON_TILES = 16;
export const OTHER_GAMES_SKELETON_TILES = 2;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${vars.size.layout.sidebarWidth}, 1fr));
  gap: ${vars.space[3]};
`;

const Tile = styled(Skeleton)`
  aspect-ratio: 4 / 3;
  height: auto;
  border-radius: ${vars.radius.md};
`;

export interface GameGridSkeletonProps {
  /** Game tiles (16 by default, the seed's value). */
  games?: number;
  /** Other-games tiles (2 by default). */
  otherGames?: number;
}

/** The casino lobby while games load: a busy region with placeholder tiles and a hidden "Loading". */
export function GameGridSkeleton({
  games = GAME_SKELETON_TILES,
  otherGames = OTHER_GAMES_SKELETON_TILES,
}: GameGridSkeletonProps) {
  const { t } = useUiTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: games }, (_, i) => (
          <Tile key={`g${i}`} data-skeleton="game" />
        ))}
      </Grid>
      <Grid aria-hidden="true" style={{ marginTop: vars.space[4] }}>
        {Array.from({ length: otherGames }, (_, i) => (
          <Tile key={`o${i}`} data-skeleton="other" />
        ))}
      </Grid>
    </div>
  );
}
