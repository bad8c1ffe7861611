import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Field,
  Inline,
  Input,
  NativeSelect,
  Pagination,
  Spinner,
  Stack,
  Table,
  Text,
  announce,
  type BadgeTone,
  type TableColumn,
} from '@betline/ui';
import { isIgnorable, playerMessage, statusOf } from '../../api/errors';
import type { Payment } from '../../api/types';
import {
  cancelDeposit,
  cancelWithdrawal,
  fetchPayments,
  newIdempotencyKey,
  paymentsCsvUrl,
  resumeDeposit,
  type PaymentFilters,
} from '../../api/wallet';
import { setNavigationBlocked } from '../../stores/site';
import { pushNotice } from '../../stores/notices';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { useMoney } from '../money';
import { useAccountTexts } from '../useTexts';
import { FieldGrid } from './parts';

import { useStores } from '../../stores';
import { useMutation, useQuery } from '../../lib/query';
const CancelPaymentDialog = lazy(() => import('./CancelPaymentDialog'));

export const PAYMENTS_PAGE_SIZE = 20;

export const PAYMENT_STATUS_TONE: Record<Payment['status'], BadgeTone> = {
  pending: 'warning',
  success: 'success',
  fail: 'danger',
  cancel: 'neutral',
};

/** The filters as the player sets them: the period's end is a day they mean to include. */
export interface FilterInput {
  from: string;
  to: string;
  type: '' | NonNullable<PaymentFilters['type']>;
  status: '' | NonNullable<PaymentFilters['status']>;
}

const EMPTY_FILTERS: FilterInput = { from: '', to: '', type: '', status: '' };

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** What the server is asked: the period's end is exclusive there, so the chosen last day is included. */
export function toQuery(input: FilterInput, page: number): PaymentFilters {
  const query: PaymentFilters = { page, pageSize: PAYMENTS_PAGE_SIZE };
  if (input.from !== '') query.from = input.from;
  if (input.to !== '') query.to = nextDay(input.to);
  if (input.type !== '') query.type = input.type;
  if (input.status !== '') query.status = input.status;
  return query;
}

/**
 * The payments history (office/historypay): filters, the table, pages, CSV export; a pending withdrawal can be
 * cancelled, a pending deposit resumed (back to its gateway page) or cancelled.
 */
export function PaymentsHistory({ lng }: { lng: string }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  const money = useMoney();
  const prefs = usePreferences();
  const [filters, setFilters] = useState<FilterInput>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<Payment>();
  // One idempotency key per payment to cancel: trying again after a failure cannot cancel twice.
  const keys = useRef(new Map<number, string>());
  const periodInvalid = filters.from !== '' && filters.to !== '' && filters.from > filters.to;

  const query = toQuery(filters, page);
  // The last page shown stays on screen while the next one loads.
  const payments = useQuery(['payments', query], (signal) => fetchPayments(query, signal), {
    enabled: !periodInvalid,
  });
  const loading = payments.status === 'loading';
  const failure =
    payments.status === 'error' && !isIgnorable(payments.error)
      ? playerMessage(payments.error, t)
      : undefined;

  const change = (patch: Partial<FilterInput>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  /** A failure of an action on a pending payment; one that is no longer pending shows its status again. */
  const actionFailed = (error: unknown, payment: Payment) => {
    if (payment.type === 'deposit' && statusOf(error) === 409) {
      keys.current.delete(payment.id);
      payments.reload();
      pushNotice(stores.notices, { kind: 'error', message: t('payments.depositNotPending') });
      return;
    }
    pushNotice(stores.notices, { kind: 'error', message: playerMessage(error, t) });
  };

  const cancel = useMutation(
    async (payment: Payment): Promise<void> => {
      const key = keys.current.get(payment.id) ?? newIdempotencyKey();
      keys.current.set(payment.id, key);
      if (payment.type === 'deposit') await cancelDeposit(payment.id, key);
      else await cancelWithdrawal(payment.id, key);
    },
    {
      invalidates: [['payments']],
      onSuccess: (_answer, payment) => {
        keys.current.delete(payment.id);
        const amount = money(payment.amount, payment.iso);
        const message =
          payment.type === 'deposit'
            ? t('payments.depositCancelled', { amount })
            : t('payments.cancelled', { amount });
        announce(message);
        pushNotice(stores.notices, { kind: 'success', message });
        // A pending deposit was never credited: only a withdrawal's cancellation changes the balance.
        if (payment.type === 'withdrawal') {
          void import('../../stores/account').then((account) =>
            account.loadBalance(account.accountOf(stores)),
          );
        }
      },
      onError: actionFailed,
    },
  );
  const busyId = cancel.variables?.[0].id;

  // Back to the gateway page of that same deposit (asked of the server: it answers only while it is pending).
  const resume = useMutation(
    async (payment: Payment) => {
      const { redirectUrl } = await resumeDeposit(payment.id);
      // Leaving for the gateway is a full-page navigation.
      setNavigationBlocked(stores.site, false);
      window.location.assign(redirectUrl);
      // Stays busy until the page is left.
      return new Promise<never>(() => undefined);
    },
    { onError: actionFailed },
  );
  const resumingId = resume.variables?.[0].id;

  const shown = failure === undefined ? payments.data : undefined;
  const pages = shown === undefined ? 1 : Math.max(1, Math.ceil(shown.total / shown.pageSize));
  const filtered = Object.values(filters).some((value) => value !== '');

  const typeOptions = [
    { value: '', label: t('payments.any') },
    { value: 'deposit', label: t('payments.types.deposit') },
    { value: 'withdrawal', label: t('payments.types.withdrawal') },
  ];
  const statusOptions = [
    { value: '', label: t('payments.any') },
    ...(['pending', 'success', 'fail', 'cancel'] as const).map((status) => ({
      value: status,
      label: t(`payments.statuses.${status}`),
    })),
  ];

  const columns: TableColumn<Payment>[] = [
    {
      key: 'date',
      header: t('payments.columns.date'),
      rowHeader: true,
      cell: (payment) => (
        <time dateTime={payment.createdAt}>{formatPreferredDateTime(payment.createdAt, lng, prefs)}</time>
      ),
    },
    {
      key: 'type',
      header: t('payments.columns.type'),
      cell: (payment) => t(`payments.types.${payment.type}`),
    },
    {
      key: 'method',
      header: t('payments.columns.method'),
      hideOnMobile: true,
      cell: (payment) => t(`payments.methods.${payment.method}`, { defaultValue: payment.method }),
    },
    {
      key: 'amount',
      header: t('payments.columns.amount'),
      align: 'end',
      cell: (payment) => money(payment.amount, payment.iso),
    },
    {
      key: 'status',
      header: t('payments.columns.status'),
      cell: (payment) => (
        <Badge tone={PAYMENT_STATUS_TONE[payment.status]}>{t(`payments.statuses.${payment.status}`)}</Badge>
      ),
    },
    {
      key: 'actions',
      header: t('payments.columns.actions'),
      cell: (payment) => {
        if (payment.status !== 'pending') return null;
        const named = {
          amount: money(payment.amount, payment.iso),
          date: formatPreferredDateTime(payment.createdAt, lng, prefs) ?? '',
        };
        const cancelButton = (
          <Button
            size="sm"
            variant="secondary"
            aria-label={
              payment.type === 'deposit'
                ? t('payments.cancelDepositOne', named)
                : t('payments.cancelOne', named)
            }
            loading={busyId === payment.id}
            disabled={resumingId === payment.id}
            onClick={() => setCancelling(payment)}
          >
            {t('payments.cancel')}
          </Button>
        );
        if (payment.type === 'withdrawal') return cancelButton;
        return (
          <Inline gap={2} wrap>
            <Button
              size="sm"
              variant="primary"
              aria-label={t('payments.resumeOne', named)}
              loading={resumingId === payment.id}
              disabled={busyId === payment.id}
              onClick={() => void resume.run(payment)}
            >
              {t('payments.resume')}
            </Button>
            {cancelButton}
          </Inline>
        );
      },
    },
  ];

  return (
    <Stack gap={5}>
      <form
        method="post"
        aria-label={t('payments.filters')}
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <Stack gap={3}>
          <FieldGrid>
            <Field label={t('payments.from')}>
              <Input
                type="date"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(event) => change({ from: event.target.value })}
              />
            </Field>
            <Field label={t('payments.to')} error={periodInvalid ? t('payments.periodInvalid') : undefined}>
              <Input
                type="date"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(event) => change({ to: event.target.value })}
              />
            </Field>
            <Field label={t('payments.type')}>
              <NativeSelect
                options={typeOptions}
                value={filters.type}
                onChange={(event) => change({ type: event.target.value as FilterInput['type'] })}
              />
            </Field>
            <Field label={t('payments.status')}>
              <NativeSelect
                options={statusOptions}
                value={filters.status}
                onChange={(event) => change({ status: event.target.value as FilterInput['status'] })}
              />
            </Field>
          </FieldGrid>
          <Inline gap={3} wrap align="center">
            {filtered && (
              <Button variant="ghost" size="sm" onClick={() => change(EMPTY_FILTERS)}>
                {t('payments.reset')}
              </Button>
            )}
            <a href={paymentsCsvUrl({ ...query, page: undefined, pageSize: undefined })} download>
              {t('payments.csv')}
            </a>
          </Inline>
        </Stack>
      </form>

      {failure !== undefined ? (
        <ErrorState title={t('payments.error')} onRefresh={payments.reload}>
          {failure}
        </ErrorState>
      ) : shown === undefined ? (
        <Inline gap={2} align="center">
          <Spinner size="sm" label={t('payments.loading')} />
          <Text tone="muted" aria-hidden="true">
            {t('payments.loading')}
          </Text>
        </Inline>
      ) : shown.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('payments.empty') : t('payments.emptyAll')}
          action={<Link to={`/${lng}/office/recharge`}>{t('payments.deposit')}</Link>}
        >
          {t('payments.emptyHint')}
        </EmptyState>
      ) : (
        <Stack gap={3}>
          <Table
            caption={t('payments.table')}
            columns={columns}
            rows={shown.items}
            rowKey={(payment) => String(payment.id)}
          />
          <Inline gap={3} align="center" justify="between" wrap>
            <Text tone="muted" size="sm" aria-live="polite" aria-busy={loading}>
              {t('payments.total', { count: shown.total })}
            </Text>
            {pages > 1 && (
              <Inline gap={3} align="center" wrap>
                <Pagination
                  label={t('payments.pagination')}
                  page={page}
                  pageCount={pages}
                  onPageChange={setPage}
                />
                <Text size="sm" aria-live="polite">
                  {t('payments.page', { page, pages })}
                </Text>
              </Inline>
            )}
          </Inline>
        </Stack>
      )}

      {cancelling !== undefined && (
        <Suspense fallback={null}>
          <CancelPaymentDialog
            type={cancelling.type}
            amount={money(cancelling.amount, cancelling.iso)}
            onClose={() => setCancelling(undefined)}
            onConfirm={() => void cancel.run(cancelling)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
