import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ErrorState, Heading, Stack, Text } from '@betline/ui';
import { fetchFavourites, fetchRecent } from '../../api/casino';
import { useRemote } from '../../lib/useRemote';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { usePage } from '../../routes/handle';
import { favouritesOf } from '../favourites';
import { sectionPath } from '../model';
import { useProviders } from './CataloguePage';
import { CasinoColumn, RouterLink, SectionBar, Shelf } from './parts';
import { useStores } from '../../stores';

/**
 * `my-casino` (favourites and recently played) and `my-casino/favorites` (favourites only), for signed-in
 * players (the route's auth flag sends guests to sign in). A star turned on this page updates the list at once.
 */
export function MyCasinoPage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { routeId, lng } = usePage();
  const { title } = usePageTitle();
  const { nameOf } = useProviders();
  const favourites = useSnapshot(favouritesOf(useStores()));
  const list = useRemote(
    (signal) => fetchFavourites(signal),
    `casino-favourites:${favourites.slugs.join(',')}`,
  );
  const recent = useRemote(
    (signal) => (routeId === 'my-casino' ? fetchRecent(signal) : Promise.resolve(null)),
    `casino-recent:${routeId}`,
  );
  const empty = (
    <Text tone="muted">
      {t('my.noFavourites')} <RouterLink href={sectionPath(lng, 'casino')}>{t('my.browse')}</RouterLink>
    </Text>
  );
  return (
    <CasinoColumn data-casino-page={routeId}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <SectionBar />
      {list.status === 'error' && list.data === undefined ? (
        <ErrorState title={t('errors.catalogue')} onRefresh={list.reload} />
      ) : (
        <Stack gap={6}>
          <Shelf
            label={t('my.favourites')}
            games={list.data?.games.filter(
              (game) => favourites.slugs.includes(game.slug) || favourites.status !== 'ready',
            )}
            providerName={nameOf}
            priority
            empty={empty}
          />
          {recent.data != null && (
            <Shelf
              label={t('lobby.recent')}
              games={recent.data.games}
              providerName={nameOf}
              empty={<Text tone="muted">{t('my.noRecent')}</Text>}
            />
          )}
        </Stack>
      )}
    </CasinoColumn>
  );
}
