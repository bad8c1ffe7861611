import { useTranslation } from 'react-i18next';
import { EmptyState } from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { usePage } from '../../routes/handle';
import { ChampPage } from '../../sportsbook/stats/ChampPage';
import { ChampsIndex } from '../../sportsbook/stats/ChampsIndex';
import { TeamPage } from '../../sportsbook/stats/TeamPage';
import { useStatsTexts } from '../../sportsbook/stats/texts';

/** The statistics centre's addresses below `statistic/`. */
const PAGE = /^(?:(champ|team)\/([1-9][0-9]{0,14}))?\/?$/;

/**
 * `statistic/*` (ROUTE-022): the statistics centre. `statistic` lists the championships of a sport,
 * `statistic/champ/{id}` is a championship's table with its next games and results, `statistic/team/{id}` a
 * team's form, next games and results.
 */
export default function Page() {
  useStatsTexts();
  const { t } = useTranslation('stats');
  const { params, lng } = usePage();
  const match = PAGE.exec(params['*'] ?? '');
  if (match === null)
    return (
      <EmptyState
        title={t('notFound')}
        action={<RouterLink href={`/${lng}/statistic`}>{t('champs.all')}</RouterLink>}
      />
    );
  const [, kind, id] = match;
  if (kind === 'champ') return <ChampPage champId={Number(id)} />;
  if (kind === 'team') return <TeamPage teamId={Number(id)} />;
  return <ChampsIndex champHref={(language, champId) => `/${language}/statistic/champ/${champId}`} />;
}
