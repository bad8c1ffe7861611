import {
  LIMIT_TYPE,
  approvalDueAt,
  isApprovalDue,
  limitState,
  pendingChangeType,
  type PlayerLimit,
} from '@betline/core';
import { useEffect, useState } from 'react';
import { Button } from '../../actions/Button';
import { Badge, type BadgeTone } from '../../data/Badge';
import { formatDateTime, useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Text } from '../../typography/Text';
import { formatDuration, formatLimitValue } from '../format';

export interface LimitStatusProps {
  /** The player's limit of one type (values in the service's units: whole money units, hours, minutes, days). */
  limit: PlayerLimit;
  /** Currency of money limits. */
  currency: string;
  /** The time to show against (epoch ms); without it the component ticks every 30 s by itself. */
  now?: number;
  /** Applies a waiting change once its cooling-off has passed (RG-022). */
  onApprove?: () => void;
  /** Drops a waiting change and keeps the value in force (RG-023). */
  onReject?: () => void;
  /** Busy state of the approve/reject buttons. */
  isAnswering?: boolean;
}

const STATE_TONE: Record<string, BadgeTone> = { ACTIVE: 'success', PENDING: 'warning', INACTIVE: 'neutral' };

/** A clock for countdowns: `now` when given, else the real time every 30 s. */
export function useNow(now: number | undefined, everyMs = 30_000): number {
  const [clock, setClock] = useState(() => now ?? Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const timer = setInterval(() => setClock(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [now, everyMs]);
  return now ?? clock;
}

/**
 * A limit's state (RG-002): ACTIVE, PENDING or not set; a waiting increase or decrease (RG-026, RG-027) with
 * the cooling-off countdown, and the approve / reject buttons once it is due (RG-022, RG-023, RG-025).
 * An active self-exclusion or time-out says it cannot be cancelled (RG-028, RG-029). All rules are
 * `@betline/core`'s; the component only shows them.
 */
export function LimitStatus({
  limit,
  currency,
  now,
  onApprove,
  onReject,
  isAnswering = false,
}: LimitStatusProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const time = useNow(now);
  const state = limitState(limit, time);
  const value = (v: number | null) => formatLimitValue(limit.type, v, currency, locale, t);
  const exclusion = limit.type === LIMIT_TYPE.SELF_EXCLUSION || limit.type === LIMIT_TYPE.TIME_OUT;
  const due = approvalDueAt(limit);
  const pending = limit.pending;

  return (
    <Stack gap={2} data-state={state}>
      <Inline gap={2} align="center" wrap>
        <Badge tone={STATE_TONE[state]}>{t(`limits.state.${state}`)}</Badge>
        {state !== 'INACTIVE' && (
          <Text weight="bold" tabular>
            {value(limit.value)}
          </Text>
        )}
        {exclusion && state === 'ACTIVE' && limit.endsAt !== null && (
          <Text tone="muted" size="sm">
            {t('limits.endsAt', { date: formatDateTime(limit.endsAt, locale) })}
          </Text>
        )}
      </Inline>
      {exclusion && state === 'ACTIVE' && (
        <Text size="sm" tone="muted">
          {t('limits.notCancellable')}
        </Text>
      )}
      {pending && due !== null && (
        <Stack gap={2}>
          <Text size="sm">
            {pending.value === null
              ? t('limits.removal')
              : t(
                  pendingChangeType(limit.value, pending.value) === 1 ? 'limits.increase' : 'limits.decrease',
                  {
                    value: value(pending.value),
                  },
                )}
          </Text>
          {isApprovalDue(limit, time) ? (
            <>
              <Text size="sm" weight="medium">
                {t('limits.due')}
              </Text>
              <Inline gap={2} wrap>
                <Button size="sm" variant="secondary" onClick={onReject} disabled={isAnswering}>
                  {t('limits.reject')}
                </Button>
                <Button size="sm" onClick={onApprove} loading={isAnswering}>
                  {t('limits.approve')}
                </Button>
              </Inline>
            </>
          ) : (
            <Text size="sm" tone="muted">
              {t('limits.waiting', {
                time: formatDuration(due - time, locale),
                date: formatDateTime(due, locale),
              })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
