import { vars } from '@betline/tokens';
import styled from 'styled-components';

/**
 * The intrinsic size of a game thumbnail (the server's SVGs are 320x240, 4:3 landscape). The image carries
 * these as width/height attributes and the box keeps their ratio, so the grid never shifts while images load.
 */
export const GAME_THUMBNAIL_WIDTH = 320;
export const GAME_THUMBNAIL_HEIGHT = 240;

/** The inner radius of a box inside the tile's border (so corners stay concentric). */
const innerRadius = `calc(${vars.gameTile.borderRadius} - ${vars.borderWidth.default})`;

/**
 * The tile. Its link (the game's name) stretches over the whole tile with a pseudo-element, so the whole
 * tile is one click target while the favourite star and the Demo link stay separate controls above it.
 */
export const Tile = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'media'
    'body';
  height: 100%;
  border: ${vars.borderWidth.default} solid ${vars.gameTile.borderColor.rest};
  border-radius: ${vars.gameTile.borderRadius};
  background-color: ${vars.gameTile.bgColor};
  color: ${vars.gameTile.fgColor};
  transition-property: transform, box-shadow, border-color;
  transition-duration: ${vars.motion.duration.fast};
  transition-timing-function: ${vars.motion.easing.standard};

  &:hover {
    border-color: ${vars.gameTile.borderColor.hover};
    box-shadow: ${vars.gameTile.shadow.hover};
    transform: translateY(calc(-1 * ${vars.gameTile.lift}));
  }

  @media (prefers-reduced-motion: reduce) {
    &:hover {
      transform: none;
    }
  }
`;

export const Thumb = styled.div`
  grid-area: media;
  position: relative;
  overflow: hidden;
  aspect-ratio: ${GAME_THUMBNAIL_WIDTH} / ${GAME_THUMBNAIL_HEIGHT};
  border-start-start-radius: ${innerRadius};
  border-start-end-radius: ${innerRadius};
  background-color: ${vars.gameTile.thumbnail.bgColor};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** New / Popular / Demo only, one under another at the thumbnail's start corner (never a ragged row). */
export const Badges = styled.span`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[1]};
  max-width: calc(100% - ${vars.size.control.sm} - ${vars.space[6]});
`;

export const Body = styled.div`
  grid-area: body;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[2]} ${vars.space[3]} ${vars.space[3]};
  line-height: ${vars.lineHeight.tight};
`;

export const TileLink = styled.a`
  display: block;
  overflow: hidden;
  color: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  text-decoration: none;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: ${vars.cursor.interactive};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.gameTile.borderRadius};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const Provider = styled.span`
  overflow: hidden;
  color: ${vars.gameTile.provider.fgColor};
  font-size: ${vars.fontSize.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The tile's own controls, laid over the thumbnail (the same grid cell) and above the stretched link: the
 * favourite star at the top, the Demo link at the bottom. They come after the link in the DOM, so the
 * keyboard reaches the game first and then its actions.
 */
export const Actions = styled.div`
  grid-area: media;
  position: relative;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: space-between;
  padding: ${vars.space[2]};
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }
`;

export const FavouriteButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${vars.size.control.sm};
  height: ${vars.size.control.sm};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.full};
  background-color: ${vars.gameTile.favourite.bgColor.rest};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.gameTile.favourite.fgColor.rest};
  font-size: ${vars.size.icon.md};
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background-color: ${vars.gameTile.favourite.bgColor.hover};
  }

  &[aria-pressed='true'] {
    color: ${vars.gameTile.favourite.fgColor.selected};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

export const DemoLink = styled.a`
  margin-block-start: auto;
  display: inline-flex;
  align-items: center;
  min-height: ${vars.size.control.sm};
  padding: 0 ${vars.space[3]};
  border: ${vars.borderWidth.default} solid ${vars.gameTile.demo.borderColor};
  border-radius: ${vars.radius.full};
  background-color: ${vars.gameTile.demo.bgColor.rest};
  box-shadow: ${vars.shadow.sm};
  color: ${vars.gameTile.demo.fgColor};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
  text-decoration: none;
  cursor: ${vars.cursor.interactive};
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background-color: ${vars.gameTile.demo.bgColor.hover};
  }

  &:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;
