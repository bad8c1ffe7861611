import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Badge,
  ErrorState,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  type TableColumn,
} from '@betline/ui';
import { RouterLink } from '../../lib/RouterLink';
import { teamPath } from '@betline/core';
import type { FormResult, SportsGame, StandingRow } from '../../api/types';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { GameListRows, RowScore, gameTitle } from '../board/gameList';
import { gamePath, type MenuSection } from '../board/model';

const FORM_TONE = { W: 'success', D: 'neutral', L: 'danger' } as const;

const FormRow = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
`;

/** A team's latest results as badges (W, D, L), read as words ("won, drawn, lost"). */
export function FormBadges({ form }: { form: readonly FormResult[] }) {
  const { t } = useTranslation('stats');
  if (form.length === 0) return <Text tone="muted">{t('form.none')}</Text>;
  return (
    <span>
      <VisuallyHidden>
        {t('form.label', { results: form.map((r) => t(`form.${r}`)).join(', ') })}
      </VisuallyHidden>
      <FormRow aria-hidden="true">
        {form.map((result, index) => (
          <Badge key={index} tone={FORM_TONE[result]}>
            {t(`formShort.${result}`)}
          </Badge>
        ))}
      </FormRow>
    </span>
  );
}

/** A team's result in a finished game, from its side. */
export function resultOf(game: SportsGame, teamId: number): FormResult | undefined {
  const home = game.firstOpponent?.teamId === teamId;
  if (!home && game.secondOpponent?.teamId !== teamId) return undefined;
  if (game.winner === null) return undefined;
  if (game.winner === 'draw') return 'D';
  return (game.winner === 'first') === home ? 'W' : 'L';
}

/** The championship's table (the kit's Table: cards on a phone). */
export function StandingsTable({
  rows,
  champ,
  draws,
  lng,
}: {
  rows: readonly StandingRow[];
  champ: string;
  draws: boolean;
  lng: string;
}) {
  const { t } = useTranslation('stats');
  const number = (key: 'played' | 'won' | 'drawn' | 'lost' | 'points', hideOnMobile = false) =>
    ({
      key,
      header: t(`table.columns.${key}`),
      cell: (row: StandingRow) => row[key],
      align: 'end',
      hideOnMobile,
    }) satisfies TableColumn<StandingRow>;
  const columns: TableColumn<StandingRow>[] = [
    { key: 'position', header: t('table.columns.position'), cell: (row) => row.position, align: 'end' },
    {
      key: 'team',
      header: t('table.columns.team'),
      rowHeader: true,
      cell: (row) => (
        <RouterLink href={teamPath(lng, { id: row.teamId, name: row.nameEng })}>{row.nameEng}</RouterLink>
      ),
    },
    number('played'),
    number('won', true),
    ...(draws ? [number('drawn', true)] : []),
    number('lost', true),
    {
      key: 'score',
      header: t('table.columns.score'),
      cell: (row) => `${row.scored}–${row.conceded}`,
      align: 'end',
      hideOnMobile: true,
    },
    {
      key: 'difference',
      header: t('table.columns.difference'),
      cell: (row) => signed(row.scored - row.conceded),
      align: 'end',
    },
    number('points'),
    { key: 'form', header: t('table.columns.form'), cell: (row) => <FormBadges form={row.form} /> },
  ];
  return (
    <Table
      caption={t('table.caption', { champ })}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.teamId)}
    />
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * A list of games: coming ones link to their page with the start time (or "Live"), finished ones show the
 * final score and, on a team's page, the team's result.
 */
export function GameList({
  games,
  lng,
  teamId,
  empty,
  kind,
}: {
  games: readonly SportsGame[];
  lng: string;
  /** The menu section of the games' sport (their pages' paths name it). */
  kind?: MenuSection;
  /** A team's page: each finished game shows the team's result. */
  teamId?: number;
  empty: string;
}) {
  const { t } = useTranslation('stats');
  const prefs = usePreferences();
  if (games.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <GameListRows>
      {games.map((game) => {
        const result = teamId === undefined ? undefined : resultOf(game, teamId);
        return (
          <li key={game.gameId}>
            <Stack gap={1}>
              {game.isFinished ? (
                <Text weight="medium">{gameTitle(game)}</Text>
              ) : (
                <RouterLink href={gamePath(lng, game, kind)}>{gameTitle(game)}</RouterLink>
              )}
              <Text size="sm" tone="muted">
                {game.isLive ? t('coming.live') : formatPreferredDateTime(game.startAt, lng, prefs)}
              </Text>
            </Stack>
            {game.isFinished ? (
              <Stack gap={1} align="end">
                <RowScore>
                  <VisuallyHidden>{t('finished.score', { score: game.scoreFormatted })}</VisuallyHidden>
                  <span aria-hidden="true">{game.scoreFormatted}</span>
                </RowScore>
                {result ? <FormBadges form={[result]} /> : null}
              </Stack>
            ) : null}
          </li>
        );
      })}
    </GameListRows>
  );
}

/** What a stats page shows while its data loads or after it failed. */
export function LoadState({ status, reload }: { status: 'loading' | 'error' | 'ready'; reload: () => void }) {
  const { t } = useTranslation('stats');
  if (status === 'error') return <ErrorState title={t('error')} onRefresh={reload} />;
  return (
    <Stack gap={2} role="status" aria-busy="true" aria-label={t('loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} $height={vars.size.control.lg} />
      ))}
    </Stack>
  );
}
