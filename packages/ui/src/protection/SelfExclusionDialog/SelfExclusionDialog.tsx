import { DAY_MS, SELF_EXCLUSION_DAYS } from '@betline/core';
import { useState } from 'react';
import { Button } from '../../actions/Button';
import { Checkbox } from '../../forms/Checkbox';
import { RadioGroup } from '../../forms/RadioGroup';
import { Select } from '../../forms/Select';
import { formatDateTime, useUiTranslation } from '../../i18n';
import { Stack } from '../../layout/Stack';
import { Modal } from '../../overlays/Modal';
import { Text } from '../../typography/Text';
import { formatDays } from '../format';

/** A self-exclusion reason of the service (RG-005). */
export interface SelfExclusionReason {
  id: number;
  /** The reason's translated text. */
  selfExcludeReason: string;
}

export interface SelfExclusionDialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with false when the player closes it without confirming. */
  onOpenChange: (isOpen: boolean) => void;
  /** The reasons to choose from. */
  reasons: readonly SelfExclusionReason[];
  /** The periods in days; defaults to the decided ones (1 to 3650 days). */
  periods?: readonly number[];
  /** The time the end date is computed from (epoch ms). */
  now: number;
  /** Called with the chosen period and reason after the irreversible confirmation. */
  onConfirm: (choice: { days: number; reasonId: number }) => void;
  /** The request runs. */
  isConfirming?: boolean;
}

/**
 * Self-exclusion in two steps: the reason and the period, then an irreversible confirmation that names the
 * end date and needs an explicit "I understand" before the danger button works.
 */
export function SelfExclusionDialog({
  isOpen,
  onOpenChange,
  reasons,
  periods = SELF_EXCLUSION_DAYS,
  now,
  onConfirm,
  isConfirming = false,
}: SelfExclusionDialogProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [reasonId, setReasonId] = useState<string | undefined>(undefined);
  const [days, setDays] = useState<string | null>(null);
  const [understood, setUnderstood] = useState(false);

  const close = (open: boolean) => {
    if (!open) {
      setStep('choose');
      setUnderstood(false);
    }
    onOpenChange(open);
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={close}
      size="sm"
      isDismissable={false}
      title={step === 'choose' ? t('selfExclusion.title') : t('selfExclusion.confirmTitle')}
      footer={
        step === 'choose' ? (
          <Button disabled={reasonId === undefined || days === null} onClick={() => setStep('confirm')}>
            {t('selfExclusion.continue')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep('choose')} disabled={isConfirming}>
              {t('back')}
            </Button>
            <Button
              variant="danger"
              disabled={!understood}
              loading={isConfirming}
              onClick={() => onConfirm({ days: Number(days), reasonId: Number(reasonId) })}
            >
              {t('selfExclusion.confirm')}
            </Button>
          </>
        )
      }
    >
      {step === 'choose' ? (
        <Stack gap={4}>
          <RadioGroup
            label={t('selfExclusion.reason')}
            options={reasons.map((r) => ({ value: String(r.id), label: r.selfExcludeReason }))}
            value={reasonId}
            onChange={setReasonId}
          />
          <Select
            label={t('selfExclusion.period')}
            options={periods.map((d) => ({ value: String(d), label: formatDays(d, locale) }))}
            value={days}
            onChange={setDays}
          />
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text>
            {t('selfExclusion.confirmText', { date: formatDateTime(now + Number(days) * DAY_MS, locale) })}
          </Text>
          <Checkbox isSelected={understood} onChange={setUnderstood}>
            {t('selfExclusion.understand')}
          </Checkbox>
        </Stack>
      )}
    </Modal>
  );
}
