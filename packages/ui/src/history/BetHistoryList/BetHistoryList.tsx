import { fromAbsolute, parseDate, toCalendarDate } from '@internationalized/date';
import type { CoefViewId } from '@betline/core';
import { vars } from '@betline/tokens';
import { useState } from 'react';
import { EmptyState } from '../../data/EmptyState';
import { Skeleton } from '../../data/Skeleton';
import { DateRangePicker, type DateRange } from '../../forms/DateRangePicker';
import { Select } from '../../forms/Select';
import { useUiTranslation } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { BetCard, type BetRecord, type BetStatus } from '../BetCard';
import { Filters, List } from './BetHistoryList.styles';

export type BetTypeFilter = 'all' | 'single' | 'express' | 'system' | 'multi';

/** The history's filters: a period of days, a status and a bet type. */
export interface BetHistoryFilters {
  period: DateRange | null;
  status: 'all' | BetStatus;
  type: BetTypeFilter;
}

export interface BetHistoryListProps {
  /** The bets loaded for the period, newest first. */
  bets: readonly BetRecord[];
  /** The filters (controlled); leave unset to let the list keep them. */
  filters?: BetHistoryFilters;
  /** The filters at first (uncontrolled). */
  defaultFilters?: BetHistoryFilters;
  /** Called when the player changes a filter (the app loads the new period). */
  onFiltersChange?: (filters: BetHistoryFilters) => void;
  /** Earliest and latest day the period may take (ISO dates), e.g. 3 months back to today. */
  minDate?: string;
  maxDate?: string;
  /** The time zone that decides which day a bet belongs to; the browser's by default. */
  timeZone?: string;
  /** Bets are loading: placeholders instead of the list. */
  isLoading?: boolean;
  /** The player's odds format. */
  coefViewId?: CoefViewId;
  /** Passed to each open bet's cash-out button. */
  onCashOut?: (betId: string) => void;
}

const TYPE_OF: Record<number, BetTypeFilter> = {
  0: 'single',
  1: 'express',
  2: 'system',
  4: 'system',
  9: 'multi',
};

/** The bets that match the filters; a bet belongs to the day it was placed in `timeZone`. */
export function filterBetHistory(
  bets: readonly BetRecord[],
  filters: BetHistoryFilters,
  timeZone: string,
): BetRecord[] {
  const start = filters.period ? parseDate(filters.period.start) : null;
  const end = filters.period ? parseDate(filters.period.end) : null;
  return bets.filter((bet) => {
    if (filters.status !== 'all' && bet.status !== filters.status) return false;
    if (filters.type !== 'all' && TYPE_OF[bet.typeId] !== filters.type) return false;
    if (start && end) {
      const day = toCalendarDate(fromAbsolute(bet.placedAt, timeZone));
      if (day.compare(start) < 0 || day.compare(end) > 0) return false;
    }
    return true;
  });
}

const DEFAULT_FILTERS: BetHistoryFilters = { period: null, status: 'all', type: 'all' };

/** The bet history: period (date range picker), status and type filters over a list of bet cards. */
export function BetHistoryList({
  bets,
  filters,
  defaultFilters = DEFAULT_FILTERS,
  onFiltersChange,
  minDate,
  maxDate,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  isLoading = false,
  coefViewId,
  onCashOut,
}: BetHistoryListProps) {
  const { t } = useUiTranslation();
  const [own, setOwn] = useState(defaultFilters);
  const current = filters ?? own;
  const update = (patch: Partial<BetHistoryFilters>) => {
    const next = { ...current, ...patch };
    setOwn(next);
    onFiltersChange?.(next);
  };
  const shown = filterBetHistory(bets, current, timeZone);
  const statuses: BetStatus[] = ['open', 'won', 'lost', 'void', 'cashedOut'];
  const types: Exclude<BetTypeFilter, 'all'>[] = ['single', 'express', 'system', 'multi'];

  return (
    <Stack gap={4}>
      <Filters>
        <DateRangePicker
          label={t('history.period')}
          value={current.period}
          onChange={(period) => update({ period })}
          minValue={minDate}
          maxValue={maxDate}
        />
        <Select
          label={t('history.status')}
          value={current.status}
          onChange={(status) => update({ status: status as BetHistoryFilters['status'] })}
          options={[
            { value: 'all', label: t('history.all') },
            ...statuses.map((s) => ({ value: s, label: t(`bet.statuses.${s}`) })),
          ]}
        />
        <Select
          label={t('history.type')}
          value={current.type}
          onChange={(type) => update({ type: type as BetTypeFilter })}
          options={[
            { value: 'all', label: t('history.all') },
            ...types.map((type) => ({
              value: type,
              label: t(`bet.types.${type}`, { value: '' }).trim(),
            })),
          ]}
        />
      </Filters>
      {isLoading ? (
        <Stack gap={3} aria-busy="true">
          <Skeleton $height={vars.size.control.lg} />
          <Skeleton $height={vars.size.control.lg} />
        </Stack>
      ) : shown.length === 0 ? (
        <EmptyState title={t('history.empty')}>{t('history.emptyHint')}</EmptyState>
      ) : (
        <>
          <Text size="sm" tone="muted" role="status">
            {t('history.results', { count: shown.length })}
          </Text>
          <List>
            {shown.map((bet) => (
              <li key={bet.id}>
                <BetCard bet={bet} coefViewId={coefViewId} onCashOut={onCashOut} />
              </li>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
