import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput, Button, Modal, Stack } from '@betline/ui';
import { CASHOUT_MIN_PART } from '../../api/bets';
import { useMoney } from '../money';

/** A part of the offer the server takes: the whole offer, or a part that leaves at least the minimum. */
export function validPart(part: number | null, offer: number): part is number {
  if (part === null) return false;
  return part === offer || (part >= CASHOUT_MIN_PART && part <= offer - CASHOUT_MIN_PART);
}

/** The stake that keeps riding after cashing out `part` of `offer` (rounded down, as the server does). */
export function stakeAfterPart(stakeLeft: number, offer: number, part: number): number {
  return Math.floor((stakeLeft * (offer - part)) / offer);
}

/** One-click parts of an offer: a quarter, a half, three quarters (whole units) and all of it. */
function quickParts(offer: number): number[] {
  const parts = [0.25, 0.5, 0.75]
    .map((share) => Math.floor((offer * share) / 100) * 100)
    .filter((part) => validPart(part, offer));
  return [...new Set([...parts, offer])];
}

/**
 * The question before a cash-out: the amount the player gets and the coupon it closes; after a refused
 * attempt, the new offer. An offer large enough to split offers a part: that much is paid and the rest of the
 * stake keeps riding. Its own chunk (the dialog brings React Aria's overlays), loaded when first asked.
 */
export default function CashOutDialog({
  number,
  offer,
  currency,
  stakeLeft,
  changed,
  part: initialPart,
  onConfirm,
  onClose,
}: {
  /** The coupon number. */
  number: number;
  /** The offer, minor units. */
  offer: number;
  /** The coupon's currency (ISO). */
  currency: string;
  /** The stake still riding, minor units. */
  stakeLeft: number;
  /** The offer moved since the player last saw it. */
  changed: boolean;
  /** The part asked before (a changed offer asks again with it, clamped); the whole offer when absent. */
  part?: number | undefined;
  /** Called with the part to cash out (the offer for all of it). */
  onConfirm: (part: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('betting');
  const money = useMoney();
  const canSplit = offer >= 2 * CASHOUT_MIN_PART;
  const [part, setPart] = useState<number | null>(() =>
    initialPart !== undefined && validPart(initialPart, offer) ? initialPart : offer,
  );
  const valid = validPart(part, offer);
  const whole = part === offer || !canSplit;
  const amount = money(valid ? part : offer, currency);
  const body = whole
    ? changed
      ? t('history.cashOut.changedBody', { number, amount })
      : t('history.cashOut.body', { number, amount })
    : t('history.cashOut.partBody', {
        number,
        amount,
        stake: money(stakeAfterPart(stakeLeft, offer, valid ? part : offer), currency),
      });
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={changed ? t('history.cashOut.changedTitle') : t('history.cashOut.title')}
      role="alertdialog"
      size="sm"
      isDismissable={false}
      hideCloseButton
      footer={(close) => (
        <>
          {/* WAI-ARIA alertdialog pattern: focus starts on the least destructive action. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <Button variant="secondary" autoFocus onClick={close}>
            {t('history.cashOut.keep')}
          </Button>
          <Button
            variant="primary"
            disabled={!valid}
            onClick={() => {
              if (!valid) return;
              onConfirm(part);
              close();
            }}
          >
            {t('history.cashOut.button', { amount })}
          </Button>
        </>
      )}
    >
      <Stack gap={3}>
        <p>{body}</p>
        {canSplit && (
          <AmountInput
            label={t('history.cashOut.partLabel')}
            currency={currency}
            value={part}
            onChange={setPart}
            min={CASHOUT_MIN_PART}
            max={offer}
            quickAmounts={quickParts(offer)}
            hint={t('history.cashOut.partHint')}
            error={
              part !== null && !valid
                ? t('history.cashOut.partRange', {
                    min: money(CASHOUT_MIN_PART, currency),
                    max: money(offer - CASHOUT_MIN_PART, currency),
                    amount: money(offer, currency),
                  })
                : undefined
            }
          />
        )}
      </Stack>
    </Modal>
  );
}
