/** The toto's lists: past draws with results and prizes, the player's coupons, and the winners. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { TotoCoupon, TotoWinners } from '@betline/contracts';
import { Badge, Button, ErrorState, Stack, Table, Text, type BadgeTone, type TableColumn } from '@betline/ui';
import { fetchTotoCoupons, fetchTotoDraws, fetchTotoWinners } from '../api/toto';
import { useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useMoney } from '../player/money';
import { usePage } from '../routes/handle';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { DrawFigures, DrawMatches, DrawPrizes, useDateTime, useWeekLabel } from './parts';

const PAGE = 10;

const Disclosure = styled.details`
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};

  > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    min-height: ${vars.size.control.lg};
    padding: ${vars.space[3]} ${vars.space[4]};
    font-weight: ${vars.fontWeight.semibold};
    cursor: ${vars.cursor.interactive};
  }

  > summary:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: calc(-1 * ${vars.focus.outlineWidth});
  }

  > div {
    padding: 0 ${vars.space[4]} ${vars.space[4]};
  }
`;

/** Loading and failure of a list. */
function ListState({ status, reload }: { status: string; reload: () => void }) {
  const { t } = useTranslation('toto');
  if (status === 'error') return <ErrorState title={t('error')} onRefresh={reload} />;
  return (
    <Text role="status" tone="muted">
      {t('loading')}
    </Text>
  );
}

/** Past draws, newest first: each opens to its results and prizes. */
export function PastDraws({ iso }: { iso: string }) {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const weekLabel = useWeekLabel();
  const [limit, setLimit] = useState(PAGE);
  // The last page stays while a longer one loads (useQuery keeps the previous key's data).
  const query = useQuery(['toto', 'draws', iso, limit], (signal) => fetchTotoDraws({ iso, limit }, signal));
  const data = query.data;
  if (data === undefined) return <ListState status={query.status} reload={query.reload} />;
  if (data.draws.length === 0) return <Text tone="muted">{t('results.empty')}</Text>;
  return (
    <Stack gap={3}>
      {data.draws.map((draw, index) => (
        <Disclosure key={draw.drawId} open={index === 0}>
          <summary>
            <span>{weekLabel(draw.week)}</span>
            <Text as="span" tone="muted">
              {t(`status.${draw.status}`)}
            </Text>
            <Text as="span" tone="muted">
              {`${t('jackpot')}: ${money(draw.pool.jackpot, draw.pool.iso)}`}
            </Text>
          </summary>
          <Stack gap={4}>
            <DrawFigures draw={draw} />
            <DrawMatches draw={draw} caption={weekLabel(draw.week)} />
            <DrawPrizes draw={draw} />
          </Stack>
        </Disclosure>
      ))}
      {data.total > data.draws.length && (
        <div>
          <Button
            variant="secondary"
            loading={query.status === 'loading'}
            onClick={() => setLimit(limit + PAGE)}
          >
            {t('results.more')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

const COUPON_TONE: Record<TotoCoupon['status'], BadgeTone> = {
  open: 'accent',
  won: 'success',
  lost: 'neutral',
  refunded: 'warning',
};

/** "1 X 12 2 …": each match's picks, in order. */
function picksText(coupon: TotoCoupon): string {
  return coupon.picks.map((outcomes) => outcomes.join('')).join(' ');
}

/** A link to sign in that brings the player back here. */
export function SignInLink({ text }: { text: string }) {
  const { lng } = usePage();
  const { pathname } = useLocation();
  return (
    <RouterLink href={`/${lng}/user/login?${new URLSearchParams({ returnUrl: pathname }).toString()}`}>
      {text}
    </RouterLink>
  );
}

/** The signed-in player's coupons, newest first. */
export function MyCoupons() {
  const { t } = useTranslation('toto');
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const money = useMoney();
  const weekLabel = useWeekLabel();
  const [limit, setLimit] = useState(PAGE);
  const query = useQuery(['toto', 'coupons', limit], (signal) => fetchTotoCoupons(limit, signal), {
    enabled: signedIn,
  });
  if (!signedIn) return <SignInLink text={t('mine.signIn')} />;
  const data = query.data;
  if (data === undefined) return <ListState status={query.status} reload={query.reload} />;
  const columns: TableColumn<TotoCoupon>[] = [
    { key: 'week', header: t('mine.week'), rowHeader: true, cell: (c) => weekLabel(c.week) },
    {
      key: 'picks',
      header: t('mine.picks'),
      cell: (c) => (
        <Stack gap={1}>
          <Text as="span">{picksText(c)}</Text>
          <Text as="span" size="sm" tone="muted">
            {t('form.variants', { count: c.variants })}
          </Text>
        </Stack>
      ),
    },
    { key: 'stake', header: t('mine.stake'), cell: (c) => money(c.stake, c.iso) },
    {
      key: 'status',
      header: t('mine.status'),
      cell: (c) => <Badge tone={COUPON_TONE[c.status]}>{t(`mine.statuses.${c.status}`)}</Badge>,
    },
    { key: 'correct', header: t('mine.correct'), cell: (c) => c.correct ?? '—' },
    {
      key: 'payout',
      header: t('mine.payout'),
      cell: (c) => (c.payout === null ? '—' : money(c.payout, c.iso)),
    },
  ];
  return (
    <Stack gap={3}>
      <Table
        columns={columns}
        rows={data.coupons}
        rowKey={(c) => c.couponId}
        caption={t('mine.heading')}
        captionHidden
        emptyText={t('mine.empty')}
      />
      {data.total > data.coupons.length && (
        <div>
          <Button variant="secondary" onClick={() => setLimit(limit + PAGE)}>
            {t('mine.more')}
          </Button>
        </div>
      )}
    </Stack>
  );
}

type Winner = TotoWinners['winners'][number];

/** The latest winning coupons, players' logins masked. */
export function Winners() {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const weekLabel = useWeekLabel();
  const dateTime = useDateTime();
  const query = useQuery(['toto', 'winners'], (signal) => fetchTotoWinners(signal));
  const data = query.data;
  if (data === undefined) return <ListState status={query.status} reload={query.reload} />;
  const columns: TableColumn<Winner>[] = [
    {
      key: 'week',
      header: t('winners.week'),
      cell: (w) => (
        <Stack gap={1}>
          <Text as="span">{weekLabel(w.week)}</Text>
          <Text as="span" size="sm" tone="muted">
            {dateTime(w.settledAt, true)}
          </Text>
        </Stack>
      ),
    },
    { key: 'player', header: t('winners.player'), rowHeader: true, cell: (w) => w.player },
    { key: 'correct', header: t('winners.correct'), cell: (w) => w.correct },
    { key: 'payout', header: t('winners.payout'), cell: (w) => money(w.payout, w.iso) },
  ];
  return (
    <Table
      columns={columns}
      rows={data.winners}
      rowKey={(w) => `${w.drawId}-${w.player}-${w.payout}-${w.settledAt}`}
      caption={t('winners.heading')}
      captionHidden
      emptyText={t('winners.empty')}
    />
  );
}
