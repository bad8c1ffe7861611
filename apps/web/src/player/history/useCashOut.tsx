import { lazy, Suspense, useState, type ReactNode } from 'react';
import { announce } from '@betline/ui';
import { cashOut } from '../../api/bets';
import type { PlacedCoupon } from '../../api/types';
import { pushNotice } from '../../stores/notices';
import { useCouponFormat } from './format';

import { useStores, type Stores } from '../../stores';
import { useMutation } from '../../lib/query';
const CashOutDialog = lazy(() => import('./CashOutDialog'));

/** The reloaded balance after a cash-out (the account store is its own chunk, loaded with the sign-in). */
function reloadBalance(stores: Stores): void {
  void import('../../stores/account').then((account) => account.loadBalance(account.accountOf(stores)));
}

interface Question {
  coupon: PlacedCoupon;
  /** The offer asked about (minor units). */
  amount: number;
  changed: boolean;
}

export interface CashOutHandlers {
  /** The coupon as the server closed it (status cashed out, payout). */
  onCashedOut: (coupon: PlacedCoupon) => void;
  /** The offer now: a new amount, or null when none is offered any more. */
  onOffer: (couponId: number, amount: number | null) => void;
}

/**
 * Cash-out with a confirmation: `ask(coupon)` shows the offer; confirming posts exactly that amount, which is
 * the amount paid. When the offer moved either way (CASHOUT_VALUE_CHANGED) the new offer is shown and asked
 * again; when none is offered
 * any more the player is told so. A paid cash-out updates the coupon and reloads the balance.
 */
export function useCashOut({ onCashedOut, onOffer }: CashOutHandlers): {
  ask: (coupon: PlacedCoupon) => void;
  busyId: number | undefined;
  dialog: ReactNode;
} {
  const stores = useStores();
  const format = useCouponFormat();
  const { t, money } = format;
  const [question, setQuestion] = useState<Question>();
  const cashing = useMutation(({ coupon, amount }: Question) => cashOut(coupon.couponId, amount), {
    onSuccess: (result, { coupon, amount }) => {
      const number = coupon.couponId;
      if (result.ok) {
        const paid = money(result.coupon.payout ?? amount, result.coupon.currencyIso);
        const message = t('history.cashOut.done', { number, amount: paid });
        announce(message);
        pushNotice(stores.notices, { kind: 'success', message });
        onCashedOut(result.coupon);
        reloadBalance(stores);
      } else if (result.code === 'CASHOUT_VALUE_CHANGED' && result.amount !== undefined) {
        onOffer(number, result.amount);
        setQuestion({ coupon: { ...coupon, cashout: result.amount }, amount: result.amount, changed: true });
      } else {
        onOffer(number, null);
        pushNotice(stores.notices, {
          kind: 'warning',
          message: t('history.cashOut.unavailable', { number }),
        });
      }
    },
    // The cash-out is never cancelled: every failure is told.
    onError: (error) => pushNotice(stores.notices, { kind: 'error', message: format.message(error) }),
  });
  const busyId = cashing.variables?.[0].coupon.couponId;

  const ask = (coupon: PlacedCoupon) => {
    if (coupon.status !== 'open' || coupon.cashout === null || coupon.cashout <= 0) return;
    setQuestion({ coupon, amount: coupon.cashout, changed: false });
  };

  const confirm = (question: Question) => cashing.run(question);

  const dialog =
    question === undefined ? null : (
      <Suspense fallback={null}>
        <CashOutDialog
          key={`${question.coupon.couponId}:${question.amount}:${String(question.changed)}`}
          number={question.coupon.couponId}
          amount={money(question.amount, question.coupon.currencyIso)}
          changed={question.changed}
          onConfirm={() => void confirm(question)}
          onClose={() => setQuestion((current) => (current === question ? undefined : current))}
        />
      </Suspense>
    );

  return { ask, busyId, dialog };
}
