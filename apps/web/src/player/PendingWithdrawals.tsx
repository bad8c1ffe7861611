import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Stack, Surface, Text } from '@betline/ui';
import { isIgnorable, playerMessage } from '../api/errors';
import type { Payment } from '../api/types';
import { cancelWithdrawal, fetchPayments, newIdempotencyKey } from '../api/wallet';
import { loadBalance, accountOf } from '../stores/account';
import { useMoney } from './money';
import { PlainList } from './PageShell';
import { useStores } from '../stores';
import { useMutation, useQuery } from '../lib/query';

/** Withdrawals still waiting (not yet paid out), each with "cancel": the money returns to the balance. */
export function PendingWithdrawals() {
  const stores = useStores();
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const query = { type: 'withdrawal', status: 'pending', pageSize: 20 } as const;
  const pending = useQuery(['payments', query], (signal) => fetchPayments(query, signal));
  const items = pending.data?.items ?? [];
  const [cancelError, setCancelError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const cancelling = useMutation((payment: Payment) => cancelWithdrawal(payment.id, newIdempotencyKey()), {
    // The list (and the payments history, where shown) is read again.
    invalidates: [['payments']],
    onSuccess: async (_answer, payment) => {
      setStatus(t('payment.cancelled', { amount: money(payment.amount, payment.iso) }));
      await loadBalance(accountOf(stores));
    },
    onError: (caught) => setCancelError(playerMessage(caught, t)),
  });
  const busy = cancelling.variables?.[0].id ?? null;
  const error =
    cancelError ??
    (pending.status === 'error' && !isIgnorable(pending.error) ? playerMessage(pending.error, t) : undefined);
  if (items.length === 0 && error === undefined && status === undefined) return null;
  const cancel = (payment: Payment) => {
    setCancelError(undefined);
    return cancelling.run(payment);
  };
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Surface padding={5} radius="lg" aria-labelledby="pending-withdrawals">
      <Stack gap={3}>
        <Heading level={2} size="lg" id="pending-withdrawals">
          {t('payment.pendingTitle')}
        </Heading>
        <PlainList>
          {items.map((payment) => (
            <li key={payment.id} data-testid={`pending-${payment.id}`}>
              <Inline gap={3} wrap>
                <Text weight="bold">{money(payment.amount, payment.iso)}</Text>
                <Text tone="muted">{date.format(new Date(payment.createdAt))}</Text>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy === payment.id}
                  onClick={() => void cancel(payment)}
                  aria-label={t('payment.cancelOne', { amount: money(payment.amount, payment.iso) })}
                >
                  {t('payment.cancel')}
                </Button>
              </Inline>
            </li>
          ))}
        </PlainList>
        {status && <Text role="status">{status}</Text>}
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
      </Stack>
    </Surface>
  );
}
