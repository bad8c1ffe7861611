import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, Skeleton, Stack } from '@betline/ui';
import { vars } from '@betline/tokens';
import { fetchTop } from '../../api/sportsbook';
import { useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { usePage } from '../../routes/handle';
import { GamePage } from '../board/GamePage';
import { boardPath } from '../board/model';

/**
 * The top game (route `topgame`): the first of the recommended events, live before line, as its game page with
 * every market; when there is none, a way to the line.
 */
export function TopGamePage() {
  const { lng } = usePage();
  const { t } = useTranslation('betting');
  const live = useQuery(
    ['sportsbook', 'top', 'live', 1],
    (signal) => fetchTop({ section: 'live', limit: 1, signal }),
    {
      handOver: true,
    },
  );
  const line = useQuery(
    ['sportsbook', 'top', 'line', 1],
    (signal) => fetchTop({ section: 'line', limit: 1, signal }),
    {
      handOver: true,
    },
  );
  const top = live.data?.games[0] ?? line.data?.games[0];
  if (top !== undefined) return <GamePage gameId={top.gameId} />;
  if (live.status === 'error' || line.status === 'error')
    return (
      <ErrorState
        title={t('board.error')}
        onRefresh={() => {
          live.reload();
          line.reload();
        }}
      />
    );
  if (live.status !== 'ready' || line.status !== 'ready')
    return (
      <Stack gap={2} role="status" aria-busy="true" aria-label={t('board.loading')}>
        <Skeleton $height={vars.size.control.lg} />
        <Skeleton $height={vars.size.control.lg} />
      </Stack>
    );
  return (
    <EmptyState
      title={t('board.topGameNone')}
      action={<RouterLink href={boardPath(lng, { section: 'line' })}>{t('board.allLine')}</RouterLink>}
    />
  );
}
