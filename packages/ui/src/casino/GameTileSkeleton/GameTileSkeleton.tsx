import { vars } from '@betline/tokens';
import styled from 'styled-components';
import { Skeleton } from '../../data/Skeleton';
import { GAME_THUMBNAIL_HEIGHT, GAME_THUMBNAIL_WIDTH } from '../GameTile';

const innerRadius = `calc(${vars.gameTile.borderRadius} - ${vars.borderWidth.default})`;

/** The tile's box: the same border, radius, padding and text line heights as a GameTile. */
const Box = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: ${vars.borderWidth.default} solid ${vars.gameTile.borderColor.rest};
  border-radius: ${vars.gameTile.borderRadius};
  background-color: ${vars.gameTile.bgColor};
`;

const Thumb = styled(Skeleton)`
  height: auto;
  aspect-ratio: ${GAME_THUMBNAIL_WIDTH} / ${GAME_THUMBNAIL_HEIGHT};
  border-radius: ${innerRadius} ${innerRadius} 0 0;

  [data-skeleton='other'] > & {
    /* Two columns wide, one tile high: half the width (less the grid gap) at the thumbnail's ratio. */
    height: 0;
    aspect-ratio: auto;
    padding-block-start: calc(
      (100% - ${vars.gameGrid.gap} - 2 * ${vars.borderWidth.default}) * ${GAME_THUMBNAIL_HEIGHT} /
        ${2 * GAME_THUMBNAIL_WIDTH}
    );
  }
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[3]};
`;

const NameLine = styled(Skeleton)`
  width: 70%;
  height: calc(${vars.fontSize.sm} * ${vars.lineHeight.tight});
`;

const ProviderLine = styled(Skeleton)`
  width: 45%;
  height: calc(${vars.fontSize.xs} * ${vars.lineHeight.tight});
`;

export type GameTileSkeletonVariant = 'game' | 'other';

export interface GameTileSkeletonProps {
  /** A game tile, or an "other games" tile (two grid columns wide; the grid spans it). */
  variant?: GameTileSkeletonVariant;
}

/**
 * A placeholder with the same box as a GameTile (pulsing unless the player prefers reduced motion). It is
 * decorative (aria-hidden): the grid around it says "Loading games" once.
 */
export function GameTileSkeleton({ variant = 'game' }: GameTileSkeletonProps) {
  return (
    <Box aria-hidden="true" data-skeleton={variant}>
      <Thumb />
      <Lines>
        <NameLine />
        <ProviderLine />
      </Lines>
    </Box>
  );
}
