import { useState } from 'react';
import { useQuery } from '../lib/query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import {
  ActivityChart,
  Badge,
  ErrorState,
  Field,
  Heading,
  Inline,
  NativeSelect,
  Spinner,
  Stack,
  Surface,
  Text,
  type ActivityDay,
} from '@betline/ui';
import {
  ACTIVITY_PERIODS,
  fetchDailyFigures,
  fetchLimitHistory,
  fetchNetDeposits,
  periodRange,
  type ActivityPeriod,
  type DailyFiguresAnswer,
  type LimitChange,
  type NetDepositsAnswer,
} from '../api/figures';
import { limitsOf } from '../stores/limits';
import { formatPreferredDateTime, usePreferences } from '../stores/preferences';
import { useValueText } from './Limits';
import { useMoney } from './money';
import { PlainList } from './PageShell';

import { useStores } from '../stores';
/** How many limit changes the page shows (newest first). */
const HISTORY_SIZE = 20;

type Load<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

/** `t` for keys built at run time (periods, actions, actors, limit types). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

const KNOWN_ACTIONS = [
  'set',
  'decrease',
  'withdraw',
  'pending',
  'approve',
  'reject',
  'expire',
  'questionnaire_failed',
] as const;
const KNOWN_ACTORS = ['player', 'system', 'operator'] as const;

const FigureGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, calc(${vars.size.layout.sidebarWidth} * 0.75)), 1fr)
  );
  gap: ${vars.space[3]};
  margin: 0;
`;

const FigureCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.md};

  dt {
    color: ${vars.fgColor.muted};
    font-size: ${vars.fontSize.sm};
  }

  dd {
    margin: 0;
  }
`;

const FigureValue = styled.dd`
  font-size: ${vars.fontSize.xl};
  font-weight: ${vars.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** The days of the answer in the chart's terms: net position is wins minus stakes (a loss is negative). */
export function toActivityDays(days: DailyFiguresAnswer['days']): ActivityDay[] {
  return days.map((d) => ({ date: d.date, deposits: d.deposits, stakes: d.stakes, net: -d.netLoss }));
}

/** The figures' read through the data layer, as the sections show it: a new key or a retry reads as loading. */
function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const query = useQuery(['activity-figures', key], load);
  const result: Load<T> =
    query.status === 'ready' && query.data !== undefined
      ? { state: 'ready', data: query.data }
      : query.status === 'error'
        ? { state: 'error' }
        : { state: 'loading' };
  return [result, query.reload] as const;
}

function NetDeposits({ answer }: { answer: NetDepositsAnswer }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const rows = [
    ...answer.periods.map((p) => ({ id: p.period as string, flow: p })),
    { id: 'lifetime', flow: answer.lifetime },
  ];
  return (
    <Stack gap={2}>
      <Heading level={3} size="md" id="figures-net-deposits">
        {t('figures.netDeposits')}
      </Heading>
      <Text tone="muted" size="sm">
        {t('figures.netDepositsHint')}
      </Text>
      <FigureGrid aria-labelledby="figures-net-deposits">
        {rows.map(({ id, flow }) => (
          <FigureCard key={id} data-testid={`net-deposits-${id}`}>
            <dt>{(t as unknown as LooseT)(`figures.periods.${id}`)}</dt>
            <FigureValue>{money(flow.net, answer.currency)}</FigureValue>
            <dd>
              <Text tone="muted" size="sm">
                {t('figures.flow', {
                  deposits: money(flow.deposits, answer.currency),
                  withdrawals: money(flow.withdrawals, answer.currency),
                })}
              </Text>
            </dd>
          </FigureCard>
        ))}
      </FigureGrid>
    </Stack>
  );
}

function Daily({ period, onPeriod }: { period: ActivityPeriod; onPeriod: (p: ActivityPeriod) => void }) {
  const { t } = useTranslation('account');
  const [daily, retry] = useLoad(
    (signal) => fetchDailyFigures(periodRange(period), signal),
    `daily:${period}`,
  );
  const quiet =
    daily.state === 'ready' &&
    daily.data.days.every((d) => d.deposits === 0 && d.stakes === 0 && d.wins === 0 && d.withdrawals === 0);
  return (
    <Stack gap={3}>
      <Inline gap={3} wrap align="end">
        <Field label={t('figures.period')}>
          <NativeSelect
            value={String(period)}
            onChange={(event) => onPeriod(Number(event.target.value) as ActivityPeriod)}
            options={ACTIVITY_PERIODS.map((days) => ({
              value: String(days),
              label: (t as unknown as LooseT)(`figures.days.${days}`),
            }))}
          />
        </Field>
      </Inline>
      {daily.state === 'loading' && <Spinner label={t('figures.loading')} />}
      {daily.state === 'error' && <ErrorState title={t('figures.dailyFailed')} onRefresh={retry} />}
      {daily.state === 'ready' &&
        (quiet ? (
          <Text tone="muted" data-testid="figures-no-activity">
            {t('figures.noActivity')}
          </Text>
        ) : (
          <ActivityChart
            days={toActivityDays(daily.data.days)}
            currency={daily.data.currency}
            title={t('figures.chartTitle')}
          />
        ))}
    </Stack>
  );
}

function LimitHistory({ changes, currency, lng }: { changes: LimitChange[]; currency: string; lng: string }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const loose = t as unknown as LooseT;
  const valueText = useValueText();
  const prefs = usePreferences();
  const { limits } = useSnapshot(limitsOf(stores));
  const currencyOf = (type: number) => limits.find((l) => l.limitType === type)?.currency ?? currency;
  return (
    <Stack gap={2}>
      <Heading level={3} size="md" id="figures-history">
        {t('figures.history')}
      </Heading>
      {changes.length === 0 ? (
        <Text tone="muted">{t('figures.historyEmpty')}</Text>
      ) : (
        <PlainList aria-labelledby="figures-history">
          {changes.map((change) => {
            const action = (KNOWN_ACTIONS as readonly string[]).includes(change.action)
              ? change.action
              : 'other';
            const actor = (KNOWN_ACTORS as readonly string[]).includes(change.actor) ? change.actor : 'other';
            const unit = currencyOf(change.limitType);
            return (
              <li key={change.id} data-testid={`limit-change-${change.id}`}>
                <Stack gap={1}>
                  <Inline gap={3} wrap>
                    <Text tone="muted" size="sm" tabular>
                      <time dateTime={new Date(change.at * 1000).toISOString()}>
                        {formatPreferredDateTime(new Date(change.at * 1000).toISOString(), lng, prefs)}
                      </time>
                    </Text>
                    <Text weight="bold">{loose(`limits.types.${change.limitType}`)}</Text>
                    <Badge tone={actor === 'player' ? 'neutral' : 'accent'}>
                      {t('figures.by', { actor: loose(`figures.actors.${actor}`) })}
                    </Badge>
                  </Inline>
                  <Text tabular>
                    {loose(`figures.actions.${action}`)}:{' '}
                    {t('figures.change', {
                      from: valueText(change.limitType, change.oldValue, unit),
                      to: valueText(change.limitType, change.newValue, unit),
                    })}
                  </Text>
                </Stack>
              </li>
            );
          })}
        </PlainList>
      )}
    </Stack>
  );
}

/**
 * "Your activity" on the limits page (DECISIONS: the account shows net deposits): net deposits over 24 h,
 * 7 d, 30 d and all time, deposits, stakes and net position per day for a chosen period, and the recent
 * limit changes with who or what made them. Loaded lazily, so the limits page's first load does not carry
 * the chart.
 */
export default function ActivityFigures({ lng }: { lng: string }) {
  const { t } = useTranslation('account');
  const [period, setPeriod] = useState<ActivityPeriod>(30);
  const [summary, retry] = useLoad(
    (signal) =>
      Promise.all([fetchNetDeposits(signal), fetchLimitHistory({ limit: HISTORY_SIZE }, signal)]).then(
        ([net, history]) => ({ net, history }),
      ),
    'summary',
  );
  return (
    <Surface padding={5} radius="lg" aria-labelledby="section-activity" data-testid="activity-figures">
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading level={2} size="lg" id="section-activity">
            {t('figures.title')}
          </Heading>
          <Text tone="muted">{t('figures.intro')}</Text>
        </Stack>
        {summary.state === 'loading' && <Spinner label={t('figures.loading')} />}
        {summary.state === 'error' && <ErrorState title={t('figures.loadFailed')} onRefresh={retry} />}
        {summary.state === 'ready' && <NetDeposits answer={summary.data.net} />}
        <Daily period={period} onPeriod={setPeriod} />
        {summary.state === 'ready' && (
          <LimitHistory changes={summary.data.history} currency={summary.data.net.currency} lng={lng} />
        )}
      </Stack>
    </Surface>
  );
}
