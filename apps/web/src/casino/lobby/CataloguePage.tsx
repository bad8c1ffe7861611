import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ErrorState, Heading, ProviderChip, ProviderChipList, Stack, Text } from '@betline/ui';
import { fetchGames, fetchProviders, fetchRecent, type CasinoProvider } from '../../api/casino';
import { useRemote } from '../../lib/useRemote';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { isSignedIn } from '../../stores/user';
import { listingOf, sectionPath, type Listing } from '../model';
import { CasinoColumn, CasinoSearchBox, FIRST_TILES, RouterLink, SectionBar, Shelf } from './parts';
import { useStores } from '../../stores';

/** The providers and a lookup of their names (a game names its provider by id). */
export function useProviders() {
  // The lobby's first screen (its tiles name their providers): drawn by the server's picture and handed over.
  const providers = useRemote((signal) => fetchProviders(signal), 'casino-providers', undefined, {
    handOver: true,
  });
  const list: readonly CasinoProvider[] = providers.data?.providers ?? [];
  const nameOf = (id: string) => list.find((each) => each.id === id)?.name ?? id;
  return { providers: list, nameOf, status: providers.status, reload: providers.reload };
}

/** Provider chips that filter the page's games (`?provider=`), "all" first. */
function ProviderFilter({ providers, chosen }: { providers: readonly CasinoProvider[]; chosen?: string }) {
  const { t } = useTranslation('casino');
  const [search, setSearch] = useSearchParams();
  const choose = (id: string | undefined) => {
    const next = new URLSearchParams(search);
    if (id === undefined) next.delete('provider');
    else next.set('provider', id);
    setSearch(next, { replace: true });
  };
  return (
    <ProviderChipList label={t('providers.filter')}>
      <ProviderChip
        name={t('providers.all')}
        selected={chosen === undefined}
        onPress={() => choose(undefined)}
      />
      {providers.map((provider) => (
        <ProviderChip
          key={provider.id}
          name={provider.name}
          selected={chosen === provider.id}
          onPress={() => choose(chosen === provider.id ? undefined : provider.id)}
        />
      ))}
    </ProviderChipList>
  );
}

/** One section, filter or provider of the catalogue, with its provider chips. */
interface Catalogue {
  providers: readonly CasinoProvider[];
  nameOf: (id: string) => string;
}

function ListingView({
  listing,
  title,
  providers,
  providersReady,
  nameOf,
  children,
}: Catalogue & { listing: Listing; title: string; providersReady: boolean; children?: ReactNode }) {
  const { t } = useTranslation('casino');
  const [search] = useSearchParams();
  const chosen = listing.provider ?? search.get('provider') ?? undefined;
  const query = { ...listing, provider: chosen, limit: 200 };
  const games = useRemote((signal) => fetchGames(query, signal), `casino-games:${JSON.stringify(query)}`);
  if (games.status === 'error' && games.data === undefined) {
    return <ErrorState title={t('errors.catalogue')} onRefresh={games.reload} />;
  }
  // One skeleton until the games and the provider chips are known (CASINO-011); then the chips, the games and
  // what follows them appear together. Chips that arrive later would push the games down, and a skeleton
  // that shrinks would pull what follows it into view: layout shifts of 0.5 on a phone.
  if (games.data === undefined || (listing.provider === undefined && !providersReady)) {
    return <Shelf label={title} headingLevel={2} games={undefined} providerName={nameOf} loading />;
  }
  return (
    <Stack gap={4}>
      {listing.provider === undefined && <ProviderFilter providers={providers} chosen={chosen} />}
      <Shelf
        label={title}
        headingLevel={2}
        games={games.data?.games}
        loading={games.data === undefined}
        providerName={nameOf}
        priority
        empty={<Text tone="muted">{t('lobby.none')}</Text>}
      />
      {children}
    </Stack>
  );
}

/** The lobby: recently played (players), popular, new and every game of the catalogue. */
function Lobby({ nameOf }: Pick<Catalogue, 'nameOf'>) {
  const { t } = useTranslation('casino');
  const { lng } = usePage();
  const user = useSnapshot(useStores().user);
  const signedIn = isSignedIn(user);
  // The lobby's tiles are its largest paint: drawn by the server's picture and handed over (lib/handover).
  const all = useRemote((signal) => fetchGames({ limit: 200 }, signal), 'casino-all', undefined, {
    handOver: true,
  });
  const recent = useRemote(
    (signal) => (signedIn ? fetchRecent(signal) : Promise.resolve({ total: 0, games: [] })),
    `casino-recent:${String(user.userId)}`,
  );
  const games = all.data?.games;
  const popular = games?.filter((game) => game.popular);
  if (all.status === 'error' && games === undefined) {
    return <ErrorState title={t('errors.catalogue')} onRefresh={all.reload} />;
  }
  // Until the catalogue (and a player's recent games, shown first) has arrived, one skeleton stands for the
  // lobby (CASINO-011). Shelves shown empty below it would be pushed into view when it shrinks to the real
  // shelf: a layout shift of 0.3 on a phone. Shelves that appear with their games are new, not moved.
  const recentPending = signedIn && recent.data === undefined && recent.status !== 'error';
  if (games === undefined || recentPending) {
    return <Shelf label={t('lobby.popular')} games={undefined} providerName={nameOf} loading />;
  }
  return (
    <Stack gap={6}>
      {signedIn && (recent.data?.games.length ?? 0) > 0 && (
        <Shelf label={t('lobby.recent')} games={recent.data?.games.slice(0, 6)} providerName={nameOf} />
      )}
      <Shelf label={t('lobby.popular')} games={popular} providerName={nameOf} priority />
      {/* A short popular shelf leaves the new games at the top of the page: their first tiles load eagerly too. */}
      <Shelf
        label={t('lobby.new')}
        games={games?.filter((game) => game.isNew)}
        providerName={nameOf}
        priority={Math.max(0, FIRST_TILES - (popular?.length ?? 0))}
      />
      <Shelf
        label={t('lobby.allGames')}
        games={games}
        providerName={nameOf}
        action={<Link to={`/${lng}/providers`}>{t('providers.seeAll')}</Link>}
      />
    </Stack>
  );
}

/**
 * Every catalogue route (CASINO-001/002): the lobby (`casino`, `casino-lobby`), the sections (`slots`,
 * `live-casino`, `keno`, ...), a filter or provider under `casino/{subcategory}` and `slots/{subcategory}`,
 * and a provider's page. Guests browse it all (CASINO-010).
 */
/** `children`: a page's own part above its games (the virtual sports page's races). */
export function CataloguePage({ children }: { children?: ReactNode } = {}) {
  useCasinoTexts();
  const { routeId, params, lng } = usePage();
  const { title } = usePageTitle();
  const { t } = useTranslation('casino');
  const listing = listingOf(routeId, params);
  const { providers, nameOf, status: providersStatus } = useProviders();
  const isLobby = listing.section === undefined && listing.provider === undefined;
  const heading =
    routeId === 'provider' ? t('providers.heading', { name: nameOf(params.provider ?? '') }) : title;
  return (
    <CasinoColumn data-casino-page={routeId}>
      <Stack gap={3}>
        <Heading level={1} size="xl">
          {heading}
        </Heading>
        <CasinoSearchBox />
      </Stack>
      <SectionBar
        current={
          isLobby
            ? 'lobby'
            : listing.section !== undefined && listing.section !== 'casino'
              ? listing.section
              : undefined
        }
      />
      {children}
      {routeId === 'provider' && (
        <Text>
          <RouterLink href={`/${lng}/providers`}>{t('providers.back')}</RouterLink>
        </Text>
      )}
      {isLobby ? (
        <Lobby nameOf={nameOf} />
      ) : (
        <ListingView
          listing={listing}
          title={heading}
          providers={providers}
          providersReady={providersStatus !== 'loading' || providers.length > 0}
          nameOf={nameOf}
        >
          {listing.section !== undefined && listing.section !== 'casino' && (
            <Text size="sm" tone="muted">
              <RouterLink href={sectionPath(lng, 'casino')}>{t('lobby.back')}</RouterLink>
            </Text>
          )}
        </ListingView>
      )}
    </CasinoColumn>
  );
}
