import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountStep } from '@betline/core';
import { AmountInput, Button, Modal } from '@betline/ui';
import { useMoney } from '../money';

/**
 * The auto cash-out value of an open coupon: the server cashes the whole coupon out at its offer once the offer
 * reaches it (also while the player is away). Above the offer now, at most what the coupon can still win.
 * Its own chunk, loaded when first opened.
 */
export default function AutoCashOutDialog({
  number,
  currency,
  offer,
  ceiling,
  current,
  error,
  busy,
  onSave,
  onClose,
}: {
  /** The coupon number. */
  number: number;
  currency: string;
  /** The cash-out offer now (minor units), or null when none is offered at the moment. */
  offer: number | null;
  /** What the coupon can still win (minor units): the highest value. */
  ceiling: number;
  /** The value set now, or null. */
  current: number | null;
  /** The server's refusal of the last value, in words. */
  error: string | undefined;
  busy: boolean;
  /** Saves a value, or with null takes the rule away. */
  onSave: (amount: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('betting');
  const money = useMoney();
  const step = amountStep(currency);
  // Above the offer by the smallest unit; the -/+ buttons move by the currency's step.
  const min = (offer ?? 0) + 1;
  const [value, setValue] = useState<number | null>(
    current ?? Math.min(ceiling, Math.ceil(((offer ?? 0) * 1.5) / step) * step),
  );
  const valid = value !== null && value >= min && value <= ceiling;
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('history.cashOut.autoTitle')}
      size="sm"
      footer={
        <>
          {current !== null && (
            <Button variant="ghost" loading={busy} onClick={() => onSave(null)}>
              {t('history.cashOut.autoRemove')}
            </Button>
          )}
          <Button
            variant="primary"
            loading={busy}
            disabled={!valid}
            onClick={() => {
              if (valid) onSave(value);
            }}
          >
            {t('history.cashOut.autoSave')}
          </Button>
        </>
      }
    >
      <AmountInput
        label={t('history.cashOut.autoLabel')}
        currency={currency}
        value={value}
        onChange={setValue}
        min={min}
        max={ceiling}
        name={`auto-cashout-${number}`}
        hint={t('history.cashOut.autoHint', { min: money(min, currency), max: money(ceiling, currency) })}
        error={error}
      />
    </Modal>
  );
}
