import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, Heading, Stack, Text } from '@betline/ui';
import { fetchGames } from '../../api/casino';
import { useRemote } from '../../lib/useRemote';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { useProviders } from './CataloguePage';
import { CasinoColumn, CasinoSearchBox, SectionBar, Shelf } from './parts';

/** `casino-search?q=`: searches the catalogue by name as the player types; the query is kept in the URL. */
export function SearchPage() {
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { title } = usePageTitle();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  // The search box calls back a pause after typing (debounced there): the query goes into the address.
  const setQuery = (typed: string) => {
    if (typed !== q) setSearch(typed ? { q: typed } : {}, { replace: true });
  };
  const { nameOf } = useProviders();
  const games = useRemote(
    (signal) => (q ? fetchGames({ q: q.slice(0, 64), limit: 100 }, signal) : Promise.resolve(null)),
    `casino-search:${q}`,
  );
  return (
    <CasinoColumn data-casino-page="casino-search">
      <Stack gap={3}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <CasinoSearchBox initial={q} onQuery={setQuery} />
      </Stack>
      <SectionBar />
      {q === '' ? (
        <Text tone="muted">{t('search.hint')}</Text>
      ) : games.status === 'error' && games.data === undefined ? (
        <ErrorState title={t('errors.catalogue')} onRefresh={games.reload} />
      ) : (
        <Stack gap={2}>
          <div role="status" aria-live="polite">
            {games.data != null && (
              <Text tone="muted">{t('search.found', { count: games.data.total, q })}</Text>
            )}
          </div>
          <Shelf
            label={t('search.results')}
            games={games.data === null ? [] : games.data?.games}
            loading={games.status === 'loading' && games.data === undefined}
            providerName={nameOf}
            priority
            empty={<Text tone="muted">{t('search.none', { q })}</Text>}
          />
        </Stack>
      )}
    </CasinoColumn>
  );
}
