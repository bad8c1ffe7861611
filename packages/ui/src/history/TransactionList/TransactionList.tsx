import { currencyDecimals } from '@betline/core';
import { VisuallyHidden } from '../../a11y/VisuallyHidden';
import { Badge, type BadgeTone } from '../../data/Badge';
import { EmptyState } from '../../data/EmptyState';
import { formatDateTime, numberFormat, useUiTranslation } from '../../i18n';
import { Amount, Details, Table } from './TransactionList.styles';

export type TransactionKind = 'deposit' | 'withdrawal' | 'bet' | 'win' | 'refund' | 'bonus' | 'cashout';
export type TransactionStatus = 'completed' | 'pending' | 'failed' | 'cancelled';

/** One payment or ledger movement. `amount` is signed minor units: money in is positive, out is negative. */
export interface TransactionRecord {
  id: string;
  /** When it happened (epoch ms). */
  at: number;
  kind: TransactionKind;
  amount: number;
  currency: string;
  status: TransactionStatus;
  /** The payment method or the bet id, already translated. */
  details?: string;
}

export interface TransactionListProps {
  /** The rows, newest first. */
  transactions: readonly TransactionRecord[];
  /** Caption for assistive technology; defaults to "Payments and account movements". */
  caption?: string;
}

const STATUS_TONE: Record<TransactionStatus, BadgeTone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  cancelled: 'neutral',
};

/** Money with its sign always written (+€10.00, -€5.00), Intl-formatted with the currency's decimals. */
export function signedMoney(minor: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    signDisplay: 'exceptZero',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(minor / 10 ** decimals);
}

/**
 * Payments and ledger rows as a table (date, operation, amount, status badge); on narrow screens each row
 * becomes a two-column card. Amounts keep their sign in text, not only in colour.
 */
export function TransactionList({ transactions, caption }: TransactionListProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  if (transactions.length === 0) return <EmptyState title={t('transactions.empty')} />;
  return (
    <Table>
      <caption>
        <VisuallyHidden>{caption ?? t('transactions.caption')}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('transactions.date')}</th>
          <th scope="col">{t('transactions.kind')}</th>
          <th scope="col" className="amount">
            {t('transactions.amount')}
          </th>
          <th scope="col">{t('transactions.status')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((row) => (
          <tr key={row.id} data-status={row.status}>
            <td>{formatDateTime(row.at, locale)}</td>
            <th scope="row">
              {t(`transactions.kinds.${row.kind}`)}
              {row.details && <Details>{row.details}</Details>}
            </th>
            <td className="amount">
              <Amount $sign={row.amount > 0 ? 'in' : 'out'}>
                {signedMoney(row.amount, row.currency, locale)}
              </Amount>
            </td>
            <td>
              <Badge tone={STATUS_TONE[row.status]}>{t(`transactions.statuses.${row.status}`)}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
