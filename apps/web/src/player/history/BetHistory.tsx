import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  Button,
  Pagination,
  EmptyState,
  ErrorState,
  Field,
  Inline,
  NativeSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@betline/ui';
import { fetchBetHistory } from '../../api/bets';
import type { BetHistoryResponse, PlacedCoupon } from '../../api/types';
import { usePreferences } from '../../stores/preferences';
import { useQuery } from '../../lib/query';
import { CouponCard } from './CouponCard';
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  PERIODS,
  STATUS_FILTERS,
  TYPE_FILTERS,
  earliestDay,
  periodDays,
  playerToday,
  readFilters,
  toQuery,
  writeFilters,
  type HistoryFilters,
  type Period,
  type StatusFilter,
  type TypeFilter,
} from './filters';
import { useBettingTexts, useCouponFormat } from './format';
import { useCashOut } from './useCashOut';

const PeriodPicker = lazy(() => import('./PeriodPicker'));

const FilterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${vars.size.layout.formWidth} / 2)), 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

/** The period presets scroll sideways on a narrow screen rather than squeeze. */
const PeriodRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  max-width: 100%;
  overflow-x: auto;
  white-space: nowrap;
`;

const PeriodLabel = styled.span`
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TextLink = styled(Link)`
  color: ${vars.fgColor.link};
  font-weight: ${vars.fontWeight.medium};
`;

function LoadingList({ label }: { label: string }) {
  return (
    <Stack gap={3} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {[0, 1, 2].map((n) => (
        <Skeleton
          key={n}
          $height={`calc(${vars.size.control.lg} * 3)`}
          $radius={vars.radius.md}
          aria-hidden="true"
        />
      ))}
    </Stack>
  );
}

/**
 * The bet history (office/history): period presets and custom dates, status and coupon type, all kept in the
 * query string; pages of coupons newest first, each expandable to its selections; cash-out of open coupons
 * and a link to the printable coupon.
 */
export function BetHistory({ lng }: { lng: string }) {
  useBettingTexts();
  const format = useCouponFormat();
  const { t } = format;
  const prefs = usePreferences();
  const [search, setSearch] = useSearchParams();
  // The day the page opened (a page left open past midnight keeps its period until it is opened again).
  const [openedAt] = useState(() => Date.now());
  const today = playerToday(openedAt, prefs.timeZone);
  const filters = readFilters(search, today);
  const query = toQuery(filters, today, prefs.timeZone);
  // The last page shown stays on screen while the next one loads.
  const history = useQuery(['bet-history', query], (signal) => fetchBetHistory(query, signal));

  /** Changes a coupon where it is shown (after a cash-out or a new offer). */
  const patch = (couponId: number, update: (coupon: PlacedCoupon) => PlacedCoupon) => {
    const apply = (page: BetHistoryResponse) => ({
      ...page,
      coupons: page.coupons.map((c) => (c.couponId === couponId ? update(c) : c)),
    });
    history.setData(apply);
  };

  const cash = useCashOut({
    onCashedOut: (coupon) => patch(coupon.couponId, () => coupon),
    onOffer: (couponId, amount) => patch(couponId, (coupon) => ({ ...coupon, cashout: amount })),
  });

  const change = (next: Partial<HistoryFilters>) => {
    setSearch(writeFilters({ ...filters, page: 1, ...next }));
  };

  const loading = history.status === 'loading';
  const failure = history.status === 'error' ? format.message(history.error) : undefined;
  const shown = failure === undefined ? history.data : undefined;
  const pages = shown === undefined ? 1 : Math.max(1, Math.ceil(shown.total / PAGE_SIZE));
  const narrowed = filters.status !== 'all' || filters.type !== 'all';
  const changed = narrowed || filters.period !== DEFAULT_FILTERS.period;
  const days = periodDays(filters, today);

  const choosePeriod = (period: Period) => {
    if (period === 'custom') change({ period, from: days.start, to: days.end });
    else change({ period, from: null, to: null });
  };

  return (
    <Stack gap={5}>
      <form
        method="post"
        aria-label={t('history.filters')}
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <Stack gap={4}>
          <PeriodRow>
            <PeriodLabel aria-hidden="true">{t('history.period')}</PeriodLabel>
            <div>
              <SegmentedControl
                aria-label={t('history.period')}
                value={filters.period}
                onChange={(value) => choosePeriod(value as Period)}
                options={PERIODS.map((period) => ({ value: period, label: t(`history.periods.${period}`) }))}
              />
            </div>
          </PeriodRow>
          {filters.period === 'custom' && (
            <Suspense
              fallback={<Skeleton $height={vars.size.control.md} $width={vars.size.layout.formWidth} />}
            >
              <PeriodPicker
                label={t('history.range')}
                value={days}
                minValue={earliestDay(today)}
                maxValue={today}
                onChange={(range) => change({ period: 'custom', from: range.start, to: range.end })}
              />
            </Suspense>
          )}
          <FilterGrid>
            <Field label={t('history.status')}>
              <NativeSelect
                options={STATUS_FILTERS.map((status) => ({
                  value: status,
                  label: status === 'all' ? t('history.all') : t(`history.statuses.${status}`),
                }))}
                value={filters.status}
                onChange={(event) => change({ status: event.target.value as StatusFilter })}
              />
            </Field>
            <Field label={t('history.type')}>
              <NativeSelect
                options={TYPE_FILTERS.map((type) => ({
                  value: type,
                  label: type === 'all' ? t('history.all') : t(`history.types.${type}`),
                }))}
                value={filters.type}
                onChange={(event) => change({ type: event.target.value as TypeFilter })}
              />
            </Field>
          </FilterGrid>
          {changed && (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setSearch(writeFilters(DEFAULT_FILTERS))}>
                {t('history.reset')}
              </Button>
            </div>
          )}
        </Stack>
      </form>

      {failure !== undefined ? (
        <ErrorState title={t('history.error')} onRefresh={history.reload}>
          {failure}
        </ErrorState>
      ) : shown === undefined ? (
        <LoadingList label={t('history.loading')} />
      ) : shown.coupons.length === 0 && filters.page === 1 ? (
        <EmptyState
          title={narrowed ? t('history.empty') : t('history.emptyPeriod')}
          action={<TextLink to={`/${lng}/line`}>{t('history.toLine')}</TextLink>}
        >
          {t('history.emptyHint')}
        </EmptyState>
      ) : (
        <Stack gap={3}>
          <Text tone="muted" size="sm" role="status">
            {t('history.total', { count: shown.total })}
          </Text>
          <List aria-label={t('history.title')} aria-busy={loading}>
            {shown.coupons.map((coupon) => (
              <li key={coupon.couponId}>
                <CouponCard
                  coupon={coupon}
                  lng={lng}
                  format={format}
                  onCashOut={cash.ask}
                  onAuto={cash.askAuto}
                  isCashingOut={cash.busyId === coupon.couponId}
                />
              </li>
            ))}
          </List>
          {(pages > 1 || filters.page > 1) && (
            <Inline gap={3} align="center" justify="between" wrap>
              <Pagination
                label={t('history.pagination')}
                page={filters.page}
                pageCount={Math.max(pages, filters.page)}
                onPageChange={(page) => setSearch(writeFilters({ ...filters, page }))}
              />
              <Text size="sm" aria-live="polite">
                {t('history.page', { page: filters.page, pages: Math.max(pages, filters.page) })}
              </Text>
            </Inline>
          )}
        </Stack>
      )}
      {cash.dialog}
    </Stack>
  );
}
