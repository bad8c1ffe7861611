import type { RealityCheckAnswer } from '@betline/core';
import { useRef, useState } from 'react';
import { Button } from '../../actions/Button';
import { Checkbox } from '../../forms/Checkbox';
import { formatMoney, useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import { Modal } from '../../overlays/Modal';
import { Text } from '../../typography/Text';
import { formatDuration } from '../format';

export interface RealityCheckDialogProps {
  /** Whether the reminder is shown (controlled). */
  isOpen: boolean;
  /** How long the session has lasted (ms, measured by the server). */
  playedMs: number;
  /** The session's net position in minor units (wins minus stakes; negative is a loss). */
  netMinor: number;
  /** Currency of the net position. */
  currency: string;
  /**
   * The player's answer (RG-032..RG-035): `confirm` (continue), `reject` (log out) or `cancel` (closed with
   * Escape or the close button: nothing happens); `doNotShowAgain` as ticked. Feed it to core's
   * `answerRealityCheck`.
   */
  onAnswer: (answer: RealityCheckAnswer, doNotShowAgain: boolean) => void;
}

/** The reality check: time played and net position of the session; continue, log out, or don't show again. */
export function RealityCheckDialog({
  isOpen,
  playedMs,
  netMinor,
  currency,
  onAnswer,
}: RealityCheckDialogProps) {
  const { t, i18n } = useUiTranslation();
  const locale = i18n.language || 'en';
  const [dontShow, setDontShow] = useState(false);
  const answered = useRef(false);
  const answer = (value: RealityCheckAnswer) => {
    answered.current = value !== 'cancel';
    onAnswer(value, value === 'confirm' && dontShow);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !answered.current) answer('cancel');
        if (open) answered.current = false;
      }}
      size="sm"
      isDismissable={false}
      title={t('realityCheck.title')}
      footer={
        <Inline gap={2} justify="end" wrap>
          <Button variant="secondary" onClick={() => answer('reject')}>
            {t('realityCheck.logOut')}
          </Button>
          <Button onClick={() => answer('confirm')}>{t('realityCheck.continue')}</Button>
        </Inline>
      }
    >
      <Stack gap={3}>
        <Text>{t('realityCheck.played', { time: formatDuration(playedMs, locale) })}</Text>
        <Stack gap={1}>
          <Text size="sm" tone="muted">
            {t('realityCheck.net')}
          </Text>
          <Text
            size="lg"
            weight="bold"
            tabular
            tone={netMinor < 0 ? 'danger' : netMinor > 0 ? 'success' : 'default'}
          >
            {formatMoney(netMinor, currency, locale)}
          </Text>
        </Stack>
        <Checkbox isSelected={dontShow} onChange={setDontShow}>
          {t('realityCheck.dontShow')}
        </Checkbox>
      </Stack>
    </Modal>
  );
}
