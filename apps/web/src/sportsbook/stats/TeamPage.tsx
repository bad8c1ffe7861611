import { useTranslation } from 'react-i18next';
import { Breadcrumbs, EmptyState, Heading, Inline, Stack, Text } from '@betline/ui';
import { champTablePath } from '@betline/core';
import { fetchTeam } from '../../api/stats';
import { statusOf } from '../../api/errors';
import { useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { useStatsTexts } from './texts';
import { usePage } from '../../routes/handle';
import { useSportName } from '../board/hooks';
import { boardPath, idOf } from '../board/model';
import { FormBadges, GameList, LoadState } from './parts';
import { FavouriteStar } from '../favourites/FavouriteStar';

/**
 * A team's page (route `team/line/{team}`): its form, its next games (each linked to its page) and its results
 * with the final score and the team's result, and a link to its championship's table.
 */
export function TeamPage({ teamId: shownId }: { teamId?: number } = {}) {
  useStatsTexts();
  const { t } = useTranslation('stats');
  const sportName = useSportName();
  const { params, lng } = usePage();
  const teamId = shownId ?? idOf(params.team);
  const query = useQuery(
    ['sportsbook', 'team', teamId ?? 0],
    (signal) => fetchTeam({ teamId: teamId ?? 0, signal }),
    { handOver: true, enabled: teamId !== undefined },
  );
  if (teamId === undefined || statusOf(query.error) === 404)
    return (
      <EmptyState
        title={t('team.notFound')}
        action={<RouterLink href={`/${lng}/champs`}>{t('champs.all')}</RouterLink>}
      />
    );
  if (query.status !== 'ready' || query.data === undefined)
    return <LoadState status={query.status} reload={query.reload} />;
  const { team, form, coming, finished } = query.data;
  const sport = { id: team.sportId, name: team.sportNameEng };
  const champ = { id: team.champId, name: team.champNameEng };
  const sportLabel = sportName({ slug: team.sportSlug, nameEng: team.sportNameEng });
  return (
    <Stack gap={6}>
      <Stack gap={2}>
        <Breadcrumbs
          items={[
            { key: 'sport', href: boardPath(lng, { section: 'line', sport }), label: sportLabel },
            { key: 'champ', href: champTablePath(lng, sport, champ), label: team.champNameEng },
            { key: 'team', label: team.nameEng },
          ]}
        />
        <Inline gap={2} align="center">
          <Heading level={1} size="xl">
            {team.nameEng}
          </Heading>
          <FavouriteStar kind="team" id={team.teamId} name={team.nameEng} />
        </Inline>
        <Text tone="muted">{t('team.of', { sport: sportLabel, champ: team.champNameEng })}</Text>
        <Inline gap={3} align="center" wrap>
          <Text weight="medium">{t('team.form')}</Text>
          <FormBadges form={form} />
        </Inline>
        <RouterLink href={champTablePath(lng, sport, champ)}>
          {t('team.tableLink', { champ: team.champNameEng })}
        </RouterLink>
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="team-coming">
        <Heading level={2} size="lg" id="team-coming">
          {t('coming.heading')}
        </Heading>
        <GameList games={coming} lng={lng} empty={t('coming.empty')} />
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="team-finished">
        <Heading level={2} size="lg" id="team-finished">
          {t('finished.heading')}
        </Heading>
        <GameList games={finished} lng={lng} teamId={team.teamId} empty={t('finished.empty')} />
      </Stack>
    </Stack>
  );
}
