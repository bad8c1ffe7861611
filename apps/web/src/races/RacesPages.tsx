/**
 * The virtual races' pages (docs/adr/0052-races.md): `live/marble` the marble races (ROUTE-012: live only),
 * `live/marble/{sport}/{champ}/{raceId}` one marble race, and the virtual horse and greyhound racing shown on the
 * `virtualsports` page above its casino games.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RaceKindId } from '@betline/contracts/race';
import { EmptyState, Heading, SegmentedControl, Stack, Text } from '@betline/ui';
import { fetchRace } from '../api/races';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useDateTime } from '../lotto/parts';
import { usePageTitle } from '../pages/usePageTitle';
import { usePage } from '../routes/handle';
import { RaceBoard, RunRace } from './RaceBoard';
import { useRacesTexts } from './texts';

/** `live/marble`: the marble races. */
export function MarblePage() {
  useRacesTexts();
  const { t } = useTranslation('races');
  const { title } = usePageTitle();
  const { lng } = usePage();
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('marbleIntro')}</Text>
      </Stack>
      <RaceBoard
        kind="marbles"
        raceHref={(race) => `/${lng}/live/marble/marbles/sand-track/${race.raceId}`}
      />
    </Stack>
  );
}

/** `live/marble/{sport}/{champ}/{raceId}`: one marble race, its replay once run, or a link to bet while open. */
export function MarbleRacePage() {
  useRacesTexts();
  const { t } = useTranslation('races');
  const { title } = usePageTitle();
  const { lng, params } = usePage();
  const dateTime = useDateTime();
  const raceId = Number(params.game);
  const query = useQuery(['races', 'one', raceId], (signal) => fetchRace(raceId, signal), { handOver: true });
  const race = query.data;
  const back = <RouterLink href={`/${lng}/live/marble`}>{t('allRaces')}</RouterLink>;
  let content;
  if (race === undefined) {
    content =
      query.status === 'error' ? (
        <EmptyState title={t('notFound')}>{back}</EmptyState>
      ) : (
        <Text role="status" tone="muted">
          {t('loading')}
        </Text>
      );
  } else if (race.kind !== 'marbles') {
    content = <EmptyState title={t('notFound')}>{back}</EmptyState>;
  } else {
    content = (
      <Stack gap={4}>
        <Heading level={2} size="lg">
          {t('race', { kind: t('kinds.marbles'), time: dateTime(race.startAt) })}
        </Heading>
        {race.status === 'run' ? <RunRace race={race} /> : <Text>{t('open')}</Text>}
        <div>{back}</div>
      </Stack>
    );
  }
  return (
    <Stack gap={5}>
      <Heading level={1} size="xl">
        {title}
      </Heading>
      {content}
    </Stack>
  );
}

/** The virtual horse and greyhound racing (on the `virtualsports` page). */
export function VirtualRacing() {
  useRacesTexts();
  const { t } = useTranslation('races');
  const { lng } = usePage();
  const [kind, setKind] = useState<RaceKindId>('horses');
  return (
    <Stack gap={4}>
      <Text tone="muted">{t('virtualIntro')}</Text>
      <SegmentedControl
        aria-label={t('kinds.label')}
        options={(['horses', 'greyhounds'] as const).map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        value={kind}
        onChange={(value) => setKind(value === 'greyhounds' ? 'greyhounds' : 'horses')}
      />
      <RaceBoard key={kind} kind={kind} />
      <div>
        <RouterLink href={`/${lng}/live/marble`}>{t('allRaces')}</RouterLink>
      </div>
    </Stack>
  );
}
