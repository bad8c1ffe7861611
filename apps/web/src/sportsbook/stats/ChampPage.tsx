import { useTranslation } from 'react-i18next';
import { Breadcrumbs, EmptyState, Heading, Inline, Stack, Text } from '@betline/ui';
import { fetchChamp } from '../../api/stats';
import { statusOf } from '../../api/errors';
import { useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { useStatsTexts } from './texts';
import { usePage } from '../../routes/handle';
import { useSportName } from '../board/hooks';
import { boardPath, idOf } from '../board/model';
import { GameList, LoadState, StandingsTable } from './parts';
import { FavouriteStar } from '../favourites/FavouriteStar';

/**
 * A championship (routes `team/{section}/{sport}/{champ}` and `champs/{champId}`): its table from the results the
 * feed keeps, its next games and its results, with links to each team's page and to the championship's board.
 */
export function ChampPage({ champId: shownId }: { champId?: number } = {}) {
  useStatsTexts();
  const { t } = useTranslation('stats');
  const sportName = useSportName();
  const { params, lng } = usePage();
  const champId = shownId ?? idOf(params.champ ?? params.champId);
  const query = useQuery(
    ['sportsbook', 'champ', champId ?? 0],
    (signal) => fetchChamp({ champId: champId ?? 0, signal }),
    { handOver: true, enabled: champId !== undefined },
  );
  if (champId === undefined || statusOf(query.error) === 404)
    return (
      <EmptyState
        title={t('champ.notFound')}
        action={<RouterLink href={`/${lng}/champs`}>{t('champs.all')}</RouterLink>}
      />
    );
  if (query.status !== 'ready' || query.data === undefined)
    return <LoadState status={query.status} reload={query.reload} />;
  const { champ, standings, coming, finished } = query.data;
  const sport = { id: champ.sportId, name: champ.sportNameEng };
  const name = { id: champ.champId, name: champ.nameEng };
  const played = standings.some((row) => row.played > 0);
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Breadcrumbs
          items={[
            {
              key: 'sport',
              href: boardPath(lng, { section: 'line', kind: champ.kind, sport }),
              label: sportName({ slug: champ.sportSlug, nameEng: champ.sportNameEng }),
            },
            { key: 'champ', label: champ.nameEng },
          ]}
        />
        <Inline gap={2} align="center">
          <Heading level={1} size="xl">
            {champ.nameEng}
          </Heading>
          <FavouriteStar kind="champ" id={champ.champId} name={champ.nameEng} />
        </Inline>
        {champ.countryEng ? <Text tone="muted">{champ.countryEng}</Text> : null}
        <RouterLink href={boardPath(lng, { section: 'line', kind: champ.kind, sport, champ: name })}>
          {t('champ.bet', { champ: champ.nameEng })}
        </RouterLink>
      </Stack>
      {standings.length > 0 ? (
        <Stack gap={3} as="section" aria-labelledby="champ-table">
          <Heading level={2} size="lg" id="champ-table">
            {t('table.heading')}
          </Heading>
          <Text size="sm" tone="muted">
            {played ? t('table.basis') : t('table.empty')}
          </Text>
          <StandingsTable rows={standings} champ={champ.nameEng} draws={champ.draws} lng={lng} />
        </Stack>
      ) : null}
      <Stack gap={3} as="section" aria-labelledby="champ-coming">
        <Heading level={2} size="lg" id="champ-coming">
          {t('coming.heading')}
        </Heading>
        <GameList games={coming} lng={lng} kind={champ.kind} empty={t('coming.empty')} />
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="champ-finished">
        <Heading level={2} size="lg" id="champ-finished">
          {t('finished.heading')}
        </Heading>
        <GameList games={finished} lng={lng} empty={t('finished.empty')} />
      </Stack>
    </Stack>
  );
}
