import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Field, Heading, NativeSelect, Stack, Text } from '@betline/ui';
import { fetchChamps, fetchSports } from '../../api/sportsbook';
import { useQuery } from '../../lib/query';
import { RouterLink } from '../../lib/RouterLink';
import { useStatsTexts } from './texts';
import { usePageTitle } from '../../pages/usePageTitle';
import { usePage } from '../../routes/handle';
import { useSportName } from '../board/hooks';
import { idOf } from '../board/model';
import { LoadState } from './parts';

const Champs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${vars.size.layout.sidebarWidth}), 1fr));
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: block;
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    border-radius: ${vars.radius.md};
  }
`;

/**
 * Championship results (route `champs` without a championship) and the statistics centre (`statistic`): the
 * championships of a sport (the sport kept in the URL), each leading to its table and results. Long-term bets have
 * no table.
 */
export function ChampsIndex({
  champHref = (lng, champId) => `/${lng}/champs/${champId}`,
}: {
  /** Where a championship leads (the statistics centre keeps its own addresses). */
  champHref?: (lng: string, champId: number) => string;
} = {}) {
  useStatsTexts();
  const { t } = useTranslation('stats');
  const { title } = usePageTitle();
  const sportName = useSportName();
  const { lng } = usePage();
  const [search, setSearch] = useSearchParams();
  const sports = useQuery(['sportsbook', 'sports', 0], (signal) => fetchSports({ signal }), {
    handOver: true,
  });
  const withTables = (sports.data?.sports ?? []).filter((sport) => sport.kind !== 'longterm');
  const sportId = idOf(search.get('sport') ?? undefined) ?? withTables[0]?.sportId;
  const sport = withTables.find((each) => each.sportId === sportId);
  const champs = useQuery(
    ['sportsbook', 'champs', sportId ?? 0],
    (signal) => fetchChamps({ sportId: sportId ?? 0, signal }),
    { handOver: true, enabled: sportId !== undefined },
  );
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Heading level={1} size="xl">
          {title}
        </Heading>
        <Text tone="muted">{t('champs.intro')}</Text>
      </Stack>
      {sports.status !== 'ready' && sports.data === undefined ? (
        <LoadState status={sports.status} reload={sports.reload} />
      ) : (
        <Field label={t('champs.sport')}>
          <NativeSelect
            value={sportId === undefined ? '' : String(sportId)}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              next.set('sport', event.target.value);
              setSearch(next, { replace: true });
            }}
            options={withTables.map((each) => ({ value: String(each.sportId), label: sportName(each) }))}
          />
        </Field>
      )}
      {sport === undefined ? null : champs.status !== 'ready' || champs.data === undefined ? (
        <LoadState status={champs.status} reload={champs.reload} />
      ) : champs.data.champs.length === 0 ? (
        <Text tone="muted">{t('champs.empty')}</Text>
      ) : (
        <Stack gap={3} as="section" aria-labelledby="champs-list">
          <Heading level={2} size="lg" id="champs-list">
            {t('champs.list', { sport: sportName(sport) })}
          </Heading>
          <Champs>
            {champs.data.champs.map((champ) => (
              <li key={champ.champId}>
                <RouterLink href={champHref(lng, champ.champId)}>
                  {champ.nameEng}
                  {champ.countryEng ? (
                    <Text as="span" size="sm" tone="muted">
                      {` · ${champ.countryEng}`}
                    </Text>
                  ) : null}
                </RouterLink>
              </li>
            ))}
          </Champs>
        </Stack>
      )}
    </Stack>
  );
}
