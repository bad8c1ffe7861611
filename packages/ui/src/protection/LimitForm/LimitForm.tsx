import {
  COOLING_OFF_MS,
  LIMIT_DEFINITIONS,
  currencyDecimals,
  planLimitChange,
  type LimitChangeDecision,
  type LimitFamily,
  type LimitType,
  type PlayerLimit,
} from '@betline/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../actions/Button';
import { AmountInput } from '../../forms/AmountInput';
import { Checkbox } from '../../forms/Checkbox';
import { SegmentedControl } from '../../forms/SegmentedControl';
import { Select } from '../../forms/Select';
import { formatDateTime, useUiTranslation, type UiT } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Surface } from '../../layout/Surface';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Heading } from '../../typography/Heading';
import { Text } from '../../typography/Text';
import { formatLimitValue } from '../format';
import { LimitStatus } from '../LimitStatus';

export interface LimitFormProps {
  /** Which section of the limits page (SPEC §9): deposit, loss, wagering (24 h / 7 d / 30 d), timeOut (33), selfExclusion (30), session (31), realityCheck (32). */
  family: LimitFamily;
  /** The player's limits as the service keeps them (any types; the form picks its own). */
  limits: readonly PlayerLimit[];
  /** Currency of money limits (their values are whole units of it). */
  currency: string;
  /** The time decisions are shown against (epoch ms). */
  now: number;
  /** Called with the limit type and the requested value (null: remove the limit). */
  onSubmit: (type: LimitType, value: number | null) => void;
  /** Approves a waiting change of this section (see LimitStatus). */
  onApprove?: (type: LimitType) => void;
  /** Rejects a waiting change of this section. */
  onReject?: (type: LimitType) => void;
  /** The service is saving. */
  isSubmitting?: boolean;
  /** The section is switched off (the seed's disabled flag). */
  isDisabled?: boolean;
  /** A warning of the section from the service, shown under the title. */
  warning?: string;
  /** An error from the service after saving. */
  error?: string;
}

const PERIOD_KEYS = ['day', 'week', 'month'] as const;

/** What the player is about to do, in words, from core's decision. */
function planText(
  decision: LimitChangeDecision,
  family: LimitFamily,
  value: string,
  locale: string,
  now: number,
  t: UiT,
) {
  const name = t(`limits.sections.${family}`);
  switch (decision.kind) {
    case 'apply':
      return decision.limit.endsAt !== null
        ? t('limits.plan.applyExclusion', { date: formatDateTime(decision.limit.endsAt, locale) })
        : t('limits.plan.apply');
    case 'pending': {
      const date = formatDateTime(now + COOLING_OFF_MS, locale);
      return decision.limit.pending?.value === null
        ? t('limits.plan.removal', { date })
        : t('limits.plan.increase', { value, date });
    }
    case 'refuse':
      return t(`limits.refuse.${decision.reason}`, { name });
  }
}

/**
 * One section of the limits page. The player picks the period (money limits) or the value (time limits), and
 * the form says what will happen before saving, from `@betline/core`'s `planLimitChange`: a stricter limit
 * applies at once; a looser one or a removal waits 24 h and needs approval; an active self-exclusion or
 * time-out cannot be shortened. Self-exclusion and time-out ask for confirmation first.
 */
export function LimitForm({
  family,
  limits,
  currency,
  now,
  onSubmit,
  onApprove,
  onReject,
  isSubmitting = false,
  isDisabled = false,
  warning,
  error,
}: LimitFormProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const titleId = useId();
  const definitions = LIMIT_DEFINITIONS.filter((d) => d.family === family);
  const [type, setType] = useState<LimitType>(definitions[0]?.type ?? 1);
  const definition = definitions.find((d) => d.type === type) ?? definitions[0];
  const current = limits.find((l) => l.type === type) ?? null;
  const money = definition?.measure === 'money';
  const exclusion = family === 'selfExclusion' || family === 'timeOut';

  const [amount, setAmount] = useState<number | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [remove, setRemove] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const requested: number | null | undefined = remove
    ? null
    : money
      ? amount === null
        ? undefined
        : amount / 10 ** currencyDecimals(currency)
      : choice === null
        ? undefined
        : Number(choice);
  const decision = requested === undefined ? null : planLimitChange(current, type, requested, now);
  const valueText = formatLimitValue(type, requested ?? null, currency, locale, t);
  const canSubmit = !isDisabled && !isSubmitting && decision !== null && decision.kind !== 'refuse';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSubmit || requested === undefined) return;
    if (exclusion && !confirming) {
      setConfirming(true);
      return;
    }
    onSubmit(type, requested);
  };

  return (
    <Surface as="section" elevation={1} padding={4} radius="md" aria-labelledby={titleId}>
      <form method="post" onSubmit={submit} noValidate>
        <Stack gap={3}>
          <Stack gap={1}>
            <Heading level={3} size="sm" id={titleId}>
              {t(`limits.sections.${family}`)}
            </Heading>
            <Text size="sm" tone="muted">
              {t(`limits.hints.${family}`)}
            </Text>
            {warning && (
              <Text size="sm" tone="danger">
                {warning}
              </Text>
            )}
          </Stack>
          {money && (
            <SegmentedControl
              aria-label={t('limits.period')}
              options={definitions.map((d, i) => ({
                value: String(d.type),
                label: t(`limits.periods.${PERIOD_KEYS[i]}`),
              }))}
              value={String(type)}
              onChange={(next) => {
                setType(Number(next) as LimitType);
                setAmount(null);
                setRemove(false);
              }}
            />
          )}
          {current && (
            <LimitStatus
              limit={current}
              currency={currency}
              now={now}
              onApprove={() => onApprove?.(type)}
              onReject={() => onReject?.(type)}
            />
          )}
          {money ? (
            <AmountInput
              label={t('limits.amount')}
              currency={currency}
              value={amount}
              onChange={setAmount}
              min={10 ** currencyDecimals(currency)}
              isDisabled={isDisabled || remove}
            />
          ) : (
            <Select
              label={t(family === 'realityCheck' ? 'limits.interval' : 'limits.duration')}
              options={(definition?.availableValues ?? []).map((v) => ({
                value: String(v),
                label: formatLimitValue(type, v, currency, locale, t),
              }))}
              value={choice}
              onChange={setChoice}
              isDisabled={isDisabled || remove}
            />
          )}
          {!exclusion && (
            <Checkbox isSelected={remove} onChange={setRemove} isDisabled={isDisabled || !current?.value}>
              {t('limits.remove')}
            </Checkbox>
          )}
          {decision && (
            <Text size="sm" tone={decision.kind === 'refuse' ? 'danger' : 'default'} role="status">
              {planText(decision, family, valueText, locale, now, t)}
            </Text>
          )}
          {error && (
            <Text size="sm" tone="danger" role="alert">
              {error}
            </Text>
          )}
          <div>
            <Button
              type="submit"
              variant={exclusion ? 'danger' : 'primary'}
              disabled={!canSubmit}
              loading={isSubmitting}
            >
              {t('limits.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('limits.confirmTitle', { name: t(`limits.sections.${family}`) })}
        tone="danger"
        confirmLabel={t('limits.confirmStart')}
        onConfirm={() => {
          setConfirming(false);
          if (requested !== undefined) onSubmit(type, requested);
        }}
      >
        {decision ? planText(decision, family, valueText, locale, now, t) : null}
      </ConfirmDialog>
    </Surface>
  );
}
