import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { VERIFICATION_REQUIRED_CODE } from '@betline/contracts/paths';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { currencyDecimals, parseAmount } from '@betline/core';
import { Button, Field, Inline, Input, NativeSelect, Stack, Surface, Text } from '@betline/ui';
import { errorBodyOf, errorCodeOf, isIgnorable, playerMessage, refusedForSure } from '../api/errors';
import { readProtectionRefusal } from '../api/exclusionRefusal';
import {
  createDeposit,
  createWithdrawal,
  fetchPaymentMethods,
  newIdempotencyKey,
  type PaymentIntent,
  type PaymentMethod,
  type PaymentMethodId,
} from '../api/wallet';
import { activeAccount, loadBalance, moneyAccounts, accountOf } from '../stores/account';
import { setNavigationBlocked } from '../stores/site';
import { readDepositLimitRefusal } from './depositRefusal';
import { rememberDeposit } from '../site/firstDeposit';
import { useMoney } from './money';
import { useStores } from '../stores';
import { useMutation, useQuery } from '../lib/query';

export type PaymentDirection = 'deposit' | 'withdrawal';

/**
 * Quick amounts as multiples of the method's minimum (10, 50, 100 of a currency with a minimum of 1), never over
 * `max` (a withdrawal's is the lower of the method's maximum and the balance: a button never offers a refusal).
 */
export function quickAmounts(min: number, max: number): number[] {
  const base = Math.max(min, 1);
  return [10, 50, 100, 500]
    .map((factor) => base * factor)
    .filter((amount) => amount <= max)
    .slice(0, 4);
}

type Check = { ok: true; minor: number } | { ok: false; message: string } | { ok: null };

/** A payment sent whose outcome is not known yet, with the idempotency key it was sent with. */
interface Unsettled {
  key: string;
  direction: PaymentDirection;
  intent: PaymentIntent;
}

/** Whether the player asks for the same payment again: same direction, account, method and amount. */
function sameIntent(
  sent: Pick<Unsettled, 'direction' | 'intent'>,
  direction: PaymentDirection,
  intent: PaymentIntent,
): boolean {
  return (
    sent.direction === direction &&
    sent.intent.accountId === intent.accountId &&
    sent.intent.method === intent.method &&
    sent.intent.amount === intent.amount
  );
}

/**
 * Deposit (`office/recharge`) and withdrawal (`office/deduce`): account, method, amount with its limits and
 * quick amounts; the server decides (limits, balance, protection) and the player is sent to the demo gateway.
 */
export function PaymentForm({ direction, lng }: { direction: PaymentDirection; lng: string }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const account = useSnapshot(accountOf(useStores()));
  const money = useMoney();
  const accounts = moneyAccounts(account);
  const [accountId, setAccountId] = useState<number | null>(null);
  const chosen = accounts.find((each) => each.id === accountId) ?? activeAccount(account) ?? accounts[0];
  const [pickedMethod, setMethodId] = useState<PaymentMethodId | ''>('');
  const [amount, setAmount] = useState('');
  const [submitError, setError] = useState<string>();
  // A withdrawal over the verification threshold: the refusal links to the verification page.
  const [needsVerification, setNeedsVerification] = useState(false);
  // A retry should be the same payment, not a second one. A payment whose outcome is unknown (no answer, a
  // time-out, a 5xx: the server may have made it) is kept with its idempotency key: sending the same payment
  // again sends that key (and the very same request), so the server answers the payment it made, if it made
  // one. A known outcome (the payment made, or refused by the server) forgets it: the next one is new. Another
  // amount, method, account or direction is another payment: a new key.
  const unsettled = useRef<Unsettled | null>(null);
  const [unknownOutcome, setUnknownOutcome] = useState(false);

  useEffect(() => {
    if (account.status === 'idle') void loadBalance(accountOf(stores));
  }, [account.status, stores]);

  const currencyId = chosen?.currencyId;
  const methodsQuery = useQuery(['payment-methods', currencyId], () => fetchPaymentMethods(currencyId ?? 0), {
    enabled: currencyId !== undefined,
  });
  const methods: PaymentMethod[] = methodsQuery.data?.methods ?? [];
  // The method the player picked while the currency offers it, else the currency's first.
  const methodId = methods.some((m) => m.id === pickedMethod) ? pickedMethod : (methods[0]?.id ?? '');
  const error =
    submitError ??
    (methodsQuery.status === 'error' && !isIgnorable(methodsQuery.error)
      ? playerMessage(methodsQuery.error, t)
      : undefined);

  const method = methods.find((each) => each.id === methodId);
  const bounds =
    method === undefined ? undefined : direction === 'deposit' ? method.deposit : method.withdrawal;
  const iso = chosen?.iso ?? 'EUR';
  const decimals = currencyDecimals(iso);
  const majorText = (minor: number) => (minor / 10 ** decimals).toFixed(decimals);
  // A withdrawal's quick amounts stay within the balance, and the whole balance is one tap when the method takes it.
  const balance = direction === 'withdrawal' ? (chosen?.money ?? 0) : null;
  const quickMax = bounds === undefined ? 0 : balance === null ? bounds.max : Math.min(bounds.max, balance);
  const wholeBalance =
    bounds !== undefined && balance !== null && balance >= bounds.min && balance <= bounds.max
      ? balance
      : null;

  const check: Check = (() => {
    if (amount.trim() === '') return { ok: null };
    const parsed = parseAmount(amount, iso);
    if (!parsed.ok) return { ok: false, message: t(`payment.amountErrors.${parsed.error.code}`) };
    if (parsed.minor <= 0) return { ok: false, message: t('payment.amountErrors.AMOUNT_EMPTY') };
    if (bounds && parsed.minor < bounds.min)
      return { ok: false, message: t('payment.belowMin', { amount: money(bounds.min, iso) }) };
    if (bounds && parsed.minor > bounds.max)
      return { ok: false, message: t('payment.aboveMax', { amount: money(bounds.max, iso) }) };
    if (direction === 'withdrawal' && chosen && parsed.minor > chosen.money) {
      return { ok: false, message: t('payment.overBalance', { amount: money(chosen.money, iso) }) };
    }
    return { ok: true, minor: parsed.minor };
  })();

  const refusal = (caught: unknown): string => {
    const body = errorBodyOf(caught);
    if (errorCodeOf(caught) === VERIFICATION_REQUIRED_CODE) {
      const threshold = typeof body?.threshold === 'number' ? body.threshold : undefined;
      setNeedsVerification(true);
      return t('payment.verificationRequired', {
        amount: threshold === undefined ? '' : money(threshold, iso),
      });
    }
    // Never the server's reason: it is for logs ("still allowed now: 4000 (minor units of EUR)").
    const overLimit = readDepositLimitRefusal(body);
    if (overLimit !== null && overLimit.stillAllowed !== null) {
      const { stillAllowed, period } = overLimit;
      if (stillAllowed > 0) {
        const amount = money(stillAllowed, iso);
        return period === null
          ? t('payment.limitLeft', { amount })
          : t(`payment.limitLeftIn.${period}`, { amount });
      }
      return period === null ? t('payment.limitReached') : t(`payment.limitReachedIn.${period}`);
    }
    // A time-out, self-exclusion or ban: its own words and its end (playerMessage), as at sign-in.
    if (overLimit !== null || readProtectionRefusal(body) !== null) return playerMessage(caught, t);
    const data = body?.data as { message?: unknown } | undefined;
    if (typeof data?.message === 'string') return data.message;
    return playerMessage(caught, t);
  };

  const payment = useMutation(
    async (sent: Unsettled) => {
      const answer = await (sent.direction === 'deposit' ? createDeposit : createWithdrawal)(
        sent.intent,
        sent.key,
      );
      unsettled.current = null;
      // A deposit under way: the first-deposit offer is not made to this player any more.
      const { userId } = stores.user;
      if (sent.direction === 'deposit' && userId !== null) rememberDeposit(userId);
      // GUARD-021 is for in-page flows; leaving for the gateway is a full-page navigation.
      setNavigationBlocked(stores.site, false);
      window.location.assign(answer.redirectUrl);
      // The write stays pending until the page is left for the gateway: no second payment meanwhile.
      return new Promise<never>(() => undefined);
    },
    {
      onError: (caught, sent) => {
        if (refusedForSure(caught)) {
          // The server refused it: nothing was made, and that key keeps answering this refusal.
          unsettled.current = null;
          setError(refusal(caught));
          return;
        }
        // Perhaps made, perhaps not: the same payment asked again answers with the one made, if any.
        unsettled.current = sent;
        setUnknownOutcome(true);
        setError(t(`payment.unknownOutcome.${sent.direction}`));
      },
    },
  );
  const busy = payment.pending;

  const submit = async () => {
    if (!chosen || !method || check.ok !== true) return;
    setError(undefined);
    setNeedsVerification(false);
    setUnknownOutcome(false);
    const intent: PaymentIntent = { accountId: chosen.id, method: method.id, amount: check.minor, lng };
    const last = unsettled.current;
    await payment.run(
      last !== null && sameIntent(last, direction, intent)
        ? last
        : { key: newIdempotencyKey(), direction, intent },
    );
  };

  if (accounts.length === 0) return <Text tone="muted">{t('accountPage.loading')}</Text>;
  return (
    <Surface padding={5} radius="lg">
      <form
        method="post"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={4}>
          {direction === 'withdrawal' && chosen && (
            <Text>{t('payment.available', { amount: money(chosen.money, iso) })}</Text>
          )}
          <Field label={t('payment.account')}>
            <NativeSelect
              options={accounts.map((each) => ({
                value: String(each.id),
                label: `${each.iso} · ${money(each.money, each.iso)}`,
              }))}
              value={chosen ? String(chosen.id) : ''}
              onChange={(event) => setAccountId(Number(event.target.value))}
            />
          </Field>
          <Field label={t('payment.method')}>
            <NativeSelect
              options={methods.map((each) => ({ value: each.id, label: each.name }))}
              value={methodId}
              placeholder={t('registration.choose')}
              onChange={(event) => setMethodId(event.target.value as PaymentMethodId)}
            />
          </Field>
          <Field
            label={t('payment.amount', { iso })}
            hint={
              bounds
                ? t('payment.bounds', { min: money(bounds.min, iso), max: money(bounds.max, iso) })
                : undefined
            }
            error={check.ok === false ? check.message : undefined}
            required
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
            />
          </Field>
          {bounds && (quickAmounts(bounds.min, quickMax).length > 0 || wholeBalance !== null) && (
            <Inline gap={2} wrap aria-label={t('payment.quick')} role="group">
              {quickAmounts(bounds.min, quickMax).map((minor) => (
                <Button key={minor} size="sm" variant="secondary" onClick={() => setAmount(majorText(minor))}>
                  {money(minor, iso)}
                </Button>
              ))}
              {wholeBalance !== null && (
                <Button size="sm" variant="secondary" onClick={() => setAmount(majorText(wholeBalance))}>
                  {t('payment.quickAll', { amount: money(wholeBalance, iso) })}
                </Button>
              )}
            </Inline>
          )}
          {error && (
            <Text role="alert" tone={unknownOutcome ? 'default' : 'danger'} data-testid="payment-error">
              {error}
            </Text>
          )}
          {error && needsVerification && (
            <div>
              <Link to={`/${lng}/office/verification`}>{t('payment.verificationLink')}</Link>
            </div>
          )}
          <Button type="submit" loading={busy} disabled={check.ok !== true || method === undefined}>
            {direction === 'deposit' ? t('payment.deposit') : t('payment.withdraw')}
          </Button>
        </Stack>
      </form>
    </Surface>
  );
}
