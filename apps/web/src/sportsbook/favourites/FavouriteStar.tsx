import { lazy, Suspense, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import type { FavouriteKind } from '@betline/contracts/paths';

export interface FavouriteStarProps {
  kind: FavouriteKind;
  id: number;
  /** What the star names: "Add {name} to favourites". */
  name: string;
}

const Star = lazy(() => import('./Star').then((module) => ({ default: module.Star })));

/** The star's place, kept while it loads, so that nothing beside it moves when it shows. */
const Slot = styled.span`
  display: inline-flex;
  flex: none;
  min-inline-size: ${vars.size.control.md};
  min-block-size: ${vars.size.control.md};
  color: ${vars.fgColor.muted};

  & [aria-pressed='true'] {
    color: ${vars.fgColor.accent};
  }
`;

const subscribeNothing = () => () => undefined;

/**
 * The favourite star of a game, a championship or a team (a toggle button: `aria-pressed`, named by what it
 * does). It is drawn once the page is live (the server's page has the empty place, the player's stars are the
 * browser's), so hydration matches; the button, its texts and its actions are chunks of their own, so the pages
 * that show it carry only this place.
 */
export function FavouriteStar(props: FavouriteStarProps) {
  const live = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return (
    <Slot>
      {live ? (
        <Suspense fallback={null}>
          <Star {...props} />
        </Suspense>
      ) : null}
    </Slot>
  );
}
