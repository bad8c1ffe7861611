import { use, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CategoryBar, GameGrid, GameTile, SearchField } from '@betline/ui';
import { fetchSections } from '../../api/casino';
import type { CasinoGame } from '../../api/types';
import { useQuery } from '../../lib/query';
import { routeTitlesReady } from '../../i18n';
import { RouterLink } from '../../lib/RouterLink';
import { usePage } from '../../routes/handle';
import { isSignedIn } from '../../stores/user';
import { loadFavourites, toggleFavourite, favouritesOf } from '../favourites';
import { demoPath, gamePath, SECTIONS, sectionPath, type Section } from '../model';
import { useStores } from '../../stores';

export { RouterLink };

/** Waits this long after the last keystroke before searching (one request per pause, not per key). */
const SEARCH_DEBOUNCE_MS = 250;

/** The casino search box: goes to `casino-search?q=...` (the search page searches as the player types). */
export function CasinoSearchBox({
  initial = '',
  onQuery,
}: {
  initial?: string;
  /** Called with the trimmed query a pause after typing, on Enter and when cleared (the search page). */
  onQuery?: (q: string) => void;
}) {
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const navigate = useNavigate();
  return (
    <SearchField
      label={t('search.label')}
      labelHidden
      landmarkLabel={t('search.label')}
      defaultValue={initial}
      placeholder={t('search.placeholder')}
      submitLabel={t('search.submit')}
      maxLength={64}
      debounceMs={SEARCH_DEBOUNCE_MS}
      onSearch={onQuery}
      onSubmit={(q) => {
        if (onQuery) onQuery(q);
        else navigate(`/${lng}/casino-search${q ? `?q=${encodeURIComponent(q)}` : ''}`);
      }}
    />
  );
}

/** The casino's sections as a bar of links (CASINO-001), the lobby first; `current` is marked. */
export function SectionBar({ current }: { current?: Section | 'lobby' }) {
  const { t, i18n } = useTranslation();
  // The sections are named by their route titles, their own chunk: a game page does not load them otherwise.
  use(routeTitlesReady(i18n.language));
  const { t: tc } = useTranslation('casino');
  const { lng } = usePage();
  // A section without games is not offered (the page drawn by the server knows which; until the answer is in,
  // every section is).
  const listed = useQuery(['casino', 'sections'], (signal) => fetchSections(signal), { handOver: true });
  const offered = listed.data
    ? new Set<string>(listed.data.sections.map((section) => section.id))
    : undefined;
  const items = [
    { id: 'lobby', label: tc('lobby.all'), href: `/${lng}/casino` },
    ...SECTIONS.filter((section) => offered === undefined || offered.has(section) || section === current).map(
      (section) => ({
        id: section,
        label: t(`routes.${section}` as 'routes.home'),
        href: sectionPath(lng, section),
      }),
    ),
  ];
  return (
    <CategoryBar label={tc('lobby.sections')} items={items} currentId={current} linkComponent={RouterLink} />
  );
}

/** Loads the favourites once a signed-in player sees tiles; answers the set and whether stars are offered. */
function useFavourites(): { signedIn: boolean; slugs: readonly string[] } {
  const stores = useStores();
  const user = useSnapshot(useStores().user);
  const favourites = useSnapshot(favouritesOf(useStores()));
  const signedIn = isSignedIn(user);
  useEffect(() => {
    if (signedIn && favouritesOf(stores).status === 'idle') void loadFavourites(favouritesOf(stores));
  }, [signedIn, stores]);
  return { signedIn, slugs: favourites.slugs };
}

/** How many tiles at the top of a page load their images eagerly with a high priority (the largest paint). */
export const FIRST_TILES = 4;

export interface ShelfProps {
  label: string;
  games: readonly CasinoGame[] | undefined;
  /** Name of the provider of each game. */
  providerName: (id: string) => string;
  loading?: boolean;
  action?: ReactNode;
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * A shelf at the top of the page: its first images load eagerly (largest paint): `true` for the first
   * `FIRST_TILES`, or how many (a shelf under a short one takes the rest of the page's first tiles).
   */
  priority?: boolean | number;
}

/** A grid of game tiles: each opens its game; in-house games also offer the demo; stars for players. */
export function Shelf({
  label,
  games,
  providerName,
  loading,
  action,
  empty,
  headingLevel,
  priority,
}: ShelfProps) {
  const stores = useStores();
  const { lng } = usePage();
  const { signedIn, slugs } = useFavourites();
  const bySlug = useMemo(() => new Map((games ?? []).map((game) => [game.slug, game])), [games]);
  const eager = priority === true ? FIRST_TILES : typeof priority === 'number' ? priority : 0;
  return (
    <GameGrid
      label={label}
      headingLevel={headingLevel}
      loading={loading === true || games === undefined}
      action={action}
      empty={empty}
      games={(games ?? []).map((game) => ({
        id: game.slug,
        name: game.name,
        providerName: providerName(game.provider),
        thumbnail: game.thumbnail,
        isNew: game.isNew,
        popular: game.popular,
        playable: game.engine !== null ? true : undefined,
      }))}
      renderTile={(tile, index) => {
        const game = bySlug.get(tile.id);
        if (game === undefined) return null;
        return (
          <GameTile
            game={tile}
            href={gamePath(lng, game)}
            demoHref={game.engine !== null ? demoPath(lng, game) : undefined}
            linkComponent={RouterLink}
            priority={index < eager}
            favourite={signedIn ? slugs.includes(game.slug) : undefined}
            onToggleFavourite={
              signedIn ? () => void toggleFavourite(favouritesOf(stores), game.slug) : undefined
            }
          />
        );
      }}
    />
  );
}

export { CasinoColumn } from './column';
