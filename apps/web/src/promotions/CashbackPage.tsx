/**
 * The cashback pages (ACC-027; docs/adr/0048-cashback.md): `office/casino/vipcashback` (the percent of the week's
 * net casino loss, paid as money) and `office/casino/premiumcashback` (points for stakes, exchanged for money);
 * `office/rewards` shows the points. Each shows this week so far, the terms in the player's currency and the
 * past weeks; the server counts and pays, the page only shows.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CashbackResponse } from '@betline/contracts';
import { paymentUnitsToMinor } from '@betline/core';
import { Badge, Button, Stack, Table, Text, announce, type BadgeTone, type TableColumn } from '@betline/ui';
import { isIgnorable, statusOf } from '../api/errors';
import { exchangeCashbackPoints, fetchCashback } from '../api/promotions';
import { newIdempotencyKey } from '../api/wallet';
import { TextState } from '../information/ContentView';
import { useMutation, useQuery } from '../lib/query';
import { useMoney } from '../player/money';
import { Section } from '../player/office/parts';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { formatDay } from './parts';
import { usePromotionsTexts } from './texts';

export type CashbackView = 'percent' | 'points';

type Award = CashbackResponse['awards'][number];
type WeekRow = CashbackResponse['week']['currencies'][number];

const STATUS_TONE: Record<Award['status'], BadgeTone> = {
  paid: 'success',
  credited: 'success',
  refused: 'neutral',
};

function Points({ data }: { data: CashbackResponse }) {
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const stores = useStores();
  // One key per exchange the player asks for: a retry of the same request answers the same exchange.
  const [key, setKey] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'default' }>();
  const exchange = useMutation(() => exchangeCashbackPoints(key), {
    invalidates: [['cashback']],
    onSuccess: (answer) => {
      const text = t('cashback.exchanged', { amount: money(answer.exchanged.amount, answer.exchanged.iso) });
      setMessage({ text, tone: 'default' });
      announce(text);
      setKey(newIdempotencyKey());
      void loadBalance(accountOf(stores));
    },
    onError: (error) => {
      if (isIgnorable(error)) return;
      setMessage({
        text:
          statusOf(error) === 409
            ? t('cashback.notEnough', { min: data.terms.minExchangePoints })
            : t('cashback.exchangeError'),
        tone: 'danger',
      });
    },
  });
  const { points, terms } = data;
  return (
    <Section title={t('cashback.points')}>
      <Stack gap={3}>
        <Text size="lg" weight="bold">
          {t('cashback.pointsCount', { count: points.balance })}
        </Text>
        <Text>{t('cashback.pointsWorth', { amount: money(points.worth, points.iso) })}</Text>
        {points.balance >= terms.minExchangePoints ? (
          <div>
            <Button loading={exchange.pending} onClick={() => void exchange.run()}>
              {t('cashback.exchange', { amount: money(points.worth, points.iso) })}
            </Button>
          </div>
        ) : (
          <Text size="sm" tone="muted">
            {t('cashback.notEnough', { min: terms.minExchangePoints })}
          </Text>
        )}
        {message !== undefined && (
          <Text
            tone={message.tone === 'danger' ? 'danger' : undefined}
            role={message.tone === 'danger' ? 'alert' : 'status'}
          >
            {message.text}
          </Text>
        )}
      </Stack>
    </Section>
  );
}

export function CashbackPage({ view, lng }: { view: CashbackView; lng: string }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const money = useMoney();
  const query = useQuery(['cashback'], (signal) => fetchCashback(signal));
  const data = query.data;
  if (data === undefined)
    return <TextState status={query.status} error={query.error} reload={query.reload} />;
  const { terms, week } = data;
  const intro =
    view === 'percent'
      ? t('cashback.vipIntro', {
          percent: terms.percent,
          minLoss: money(terms.minLoss, terms.iso),
          max: money(terms.max, terms.iso),
        })
      : t('cashback.premiumIntro', {
          unit: money(paymentUnitsToMinor(1, terms.iso), terms.iso),
          forUnit: terms.pointsForUnit,
          min: terms.minExchangePoints,
        });
  const weekColumns: TableColumn<WeekRow>[] = [
    { key: 'currency', header: t('cashback.columns.currency'), rowHeader: true, cell: (row) => row.iso },
    { key: 'staked', header: t('cashback.columns.staked'), cell: (row) => money(row.staked, row.iso) },
    { key: 'returned', header: t('cashback.columns.returned'), cell: (row) => money(row.returned, row.iso) },
    { key: 'netLoss', header: t('cashback.columns.netLoss'), cell: (row) => money(row.netLoss, row.iso) },
    view === 'percent'
      ? {
          key: 'due',
          header: t('cashback.columns.cashback'),
          cell: (row) => money(row.percentCashback, row.iso),
        }
      : {
          key: 'due',
          header: t('cashback.columns.points'),
          cell: (row) => t('cashback.pointsCount', { count: row.points }),
        },
  ];
  const awards = data.awards.filter((award) => award.kind === view);
  const historyColumns: TableColumn<Award>[] = [
    {
      key: 'week',
      header: t('cashback.historyColumns.week'),
      rowHeader: true,
      cell: (row) => formatDay(row.weekStart, lng),
    },
    { key: 'basis', header: t('cashback.historyColumns.basis'), cell: (row) => money(row.basis, row.iso) },
    {
      key: 'amount',
      header: t('cashback.historyColumns.amount'),
      cell: (row) =>
        row.kind === 'percent'
          ? money(row.amount, row.iso)
          : t('cashback.pointsCount', { count: row.amount }),
    },
    {
      key: 'status',
      header: t('cashback.historyColumns.status'),
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(`cashback.statuses.${row.status}`)}</Badge>,
    },
  ];
  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Text tone="muted">{intro}</Text>
        <Text size="sm" tone="muted">
          {t('cashback.bonusNote')}
        </Text>
      </Stack>
      {view === 'points' && <Points data={data} />}
      <Section
        title={t('cashback.week')}
        description={t('cashback.weekRange', {
          from: formatDay(week.start, lng),
          until: formatDay(new Date(Date.parse(week.end) - 1).toISOString(), lng),
        })}
      >
        <Table
          columns={weekColumns}
          rows={week.currencies}
          rowKey={(row) => row.iso}
          caption={t('cashback.week')}
          captionHidden
          emptyText={t('cashback.weekEmpty')}
        />
      </Section>
      <Section title={t('cashback.history')}>
        <Table
          columns={historyColumns}
          rows={awards}
          rowKey={(row) => `${row.weekStart}-${row.iso}-${row.kind}`}
          caption={t('cashback.history')}
          captionHidden
          emptyText={t('cashback.historyEmpty')}
        />
      </Section>
    </Stack>
  );
}
