import { lazy, Suspense, useState, type ReactNode } from 'react';
import { announce } from '@betline/ui';
import { cashOut, setAutoCashOut } from '../../api/bets';
import type { PlacedCoupon } from '../../api/types';
import { pushNotice } from '../../stores/notices';
import { possibleWinRiding, useCouponFormat } from './format';

import { useStores, type Stores } from '../../stores';
import { useMutation } from '../../lib/query';
const CashOutDialog = lazy(() => import('./CashOutDialog'));
const AutoCashOutDialog = lazy(() => import('./AutoCashOutDialog'));

/** The reloaded balance after a cash-out (the account store is its own chunk, loaded with the sign-in). */
function reloadBalance(stores: Stores): void {
  void import('../../stores/account').then((account) => account.loadBalance(account.accountOf(stores)));
}

/** A new id for one cash-out question: a retry of its answer after a lost reply is never paid twice. */
function attemptId(): string {
  return globalThis.crypto.randomUUID();
}

interface Question {
  coupon: PlacedCoupon;
  /** The offer asked about (minor units). */
  amount: number;
  changed: boolean;
  /** The part the player chose before the offer changed. */
  part?: number | undefined;
  /** The id of this question's attempts (a partial cash-out sends it). */
  requestId: string;
}

interface Attempt extends Question {
  /** The part confirmed: the whole offer, or a part of it. */
  part: number;
}

export interface CashOutHandlers {
  /** The coupon as the server answered it (cashed out, or open with less stake riding, or a new auto value). */
  onCashedOut: (coupon: PlacedCoupon) => void;
  /** The offer now: a new amount, or null when none is offered any more. */
  onOffer: (couponId: number, amount: number | null) => void;
}

/**
 * Cash-out with a confirmation: `ask(coupon)` shows the offer; confirming posts exactly that amount, which is
 * the amount paid, or a part of it (the rest of the stake keeps riding). When the offer moved either way
 * (CASHOUT_VALUE_CHANGED) the new offer is shown and asked again; when none is offered any more the player is
 * told so. A paid cash-out updates the coupon and reloads the balance. `askAuto(coupon)` sets or removes the
 * coupon's auto cash-out value.
 */
export function useCashOut({ onCashedOut, onOffer }: CashOutHandlers): {
  ask: (coupon: PlacedCoupon) => void;
  askAuto: (coupon: PlacedCoupon) => void;
  busyId: number | undefined;
  dialog: ReactNode;
} {
  const stores = useStores();
  const format = useCouponFormat();
  const { t, money } = format;
  const [question, setQuestion] = useState<Question>();
  const [auto, setAuto] = useState<{ coupon: PlacedCoupon; error?: string }>();
  const cashing = useMutation(
    ({ coupon, amount, part, requestId }: Attempt) =>
      cashOut(coupon.couponId, amount, part === amount ? undefined : { part, requestId }),
    {
      onSuccess: (result, attempt) => {
        const { coupon, amount, part } = attempt;
        const number = coupon.couponId;
        if (result.ok) {
          const partial = result.coupon.status === 'open';
          const paid = money(partial ? part : (result.coupon.payout ?? amount), result.coupon.currencyIso);
          const message = t(partial ? 'history.cashOut.partDone' : 'history.cashOut.done', {
            number,
            amount: paid,
          });
          announce(message);
          pushNotice(stores.notices, { kind: 'success', message });
          onCashedOut(result.coupon);
          reloadBalance(stores);
        } else if (result.code === 'CASHOUT_VALUE_CHANGED' && result.amount !== undefined) {
          onOffer(number, result.amount);
          setQuestion({
            ...attempt,
            coupon: { ...coupon, cashout: result.amount },
            amount: result.amount,
            changed: true,
            part: part === amount ? undefined : part,
          });
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
    },
  );
  const saving = useMutation(
    ({ coupon, amount }: { coupon: PlacedCoupon; amount: number | null }) =>
      setAutoCashOut(coupon.couponId, amount),
    {
      onSuccess: (result, { coupon, amount }) => {
        const number = coupon.couponId;
        if (result.ok) {
          const message =
            amount === null
              ? t('history.cashOut.autoRemoved', { number })
              : t('history.cashOut.autoSaved', { number, amount: money(amount, coupon.currencyIso) });
          announce(message);
          pushNotice(stores.notices, { kind: 'success', message });
          onCashedOut(result.coupon);
          setAuto(undefined);
        } else if (result.code === 'AUTO_CASHOUT_INVALID' && result.allowed !== undefined) {
          const allowed = money(result.allowed, coupon.currencyIso);
          const tooLow = amount !== null && amount <= result.allowed;
          setAuto({
            coupon,
            error: t(tooLow ? 'history.cashOut.autoTooLow' : 'history.cashOut.autoTooHigh', {
              amount: allowed,
            }),
          });
        } else {
          setAuto(undefined);
          pushNotice(stores.notices, {
            kind: 'warning',
            message: t('history.cashOut.unavailable', { number }),
          });
        }
      },
      onError: (error) => pushNotice(stores.notices, { kind: 'error', message: format.message(error) }),
    },
  );
  const busyId = cashing.variables?.[0].coupon.couponId;

  const ask = (coupon: PlacedCoupon) => {
    if (coupon.status !== 'open' || coupon.cashout === null || coupon.cashout <= 0) return;
    setQuestion({ coupon, amount: coupon.cashout, changed: false, requestId: attemptId() });
  };
  const askAuto = (coupon: PlacedCoupon) => {
    if (coupon.status === 'open') setAuto({ coupon });
  };

  const dialog = (
    <>
      {question !== undefined && (
        <Suspense fallback={null}>
          <CashOutDialog
            key={`${question.coupon.couponId}:${question.amount}:${String(question.changed)}`}
            number={question.coupon.couponId}
            offer={question.amount}
            currency={question.coupon.currencyIso}
            stakeLeft={question.coupon.stakeLeft}
            changed={question.changed}
            part={question.part}
            onConfirm={(part) => void cashing.run({ ...question, part })}
            onClose={() => setQuestion((current) => (current === question ? undefined : current))}
          />
        </Suspense>
      )}
      {auto !== undefined && (
        <Suspense fallback={null}>
          <AutoCashOutDialog
            key={auto.coupon.couponId}
            number={auto.coupon.couponId}
            currency={auto.coupon.currencyIso}
            offer={auto.coupon.cashout}
            ceiling={possibleWinRiding(auto.coupon)}
            current={auto.coupon.autoCashout}
            error={auto.error}
            busy={saving.pending}
            onSave={(amount) => void saving.run({ coupon: auto.coupon, amount })}
            onClose={() => setAuto(undefined)}
          />
        </Suspense>
      )}
    </>
  );

  return { ask, askAuto, busyId, dialog };
}
