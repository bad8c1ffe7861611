import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Inline, Stack, Surface, Text } from '@betline/ui';
import { playerMessage } from '../api/errors';
import type { Payment } from '../api/types';
import { cancelWithdrawal, fetchPayments, newIdempotencyKey } from '../api/wallet';
import { loadBalance, accountOf } from '../stores/account';
import { useMoney } from './money';
import { PlainList } from './PageShell';
import { useStores } from '../stores';

/** Withdrawals still waiting (not yet paid out), each with "cancel": the money returns to the balance. */
export function PendingWithdrawals() {
  const stores = useStores();
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const [items, setItems] = useState<Payment[]>([]);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState<number | null>(null);
  const load = useCallback(
    () =>
      fetchPayments({ type: 'withdrawal', status: 'pending', pageSize: 20 }).then(
        (page) => setItems(page.items),
        (caught: unknown) => setError(playerMessage(caught, t)),
      ),
    [t],
  );
  useEffect(() => {
    let live = true;
    fetchPayments({ type: 'withdrawal', status: 'pending', pageSize: 20 }).then(
      (page) => live && setItems(page.items),
      (caught: unknown) => live && setError(playerMessage(caught, t)),
    );
    return () => {
      live = false;
    };
  }, [t]);
  if (items.length === 0 && error === undefined && status === undefined) return null;
  const cancel = async (payment: Payment) => {
    setBusy(payment.id);
    setError(undefined);
    try {
      await cancelWithdrawal(payment.id, newIdempotencyKey());
      setStatus(t('payment.cancelled', { amount: money(payment.amount, payment.iso) }));
      await Promise.all([load(), loadBalance(accountOf(stores))]);
    } catch (caught) {
      setError(playerMessage(caught, t));
    } finally {
      setBusy(null);
    }
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
