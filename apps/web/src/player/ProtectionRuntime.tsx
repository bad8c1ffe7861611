import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  answerRealityCheck,
  isRealityCheckDue,
  realityCheckHidden,
  realityCheckVisible,
  realityCheckWaitMs,
  startRealityCheck,
  toEpochSeconds,
  type RealityCheckAnswer,
  type RealityCheckTimer,
} from '@betline/core';
import { Button, Checkbox, Inline, Modal, Stack, Text } from '@betline/ui';
import { fetchRealityCheckFigures, recordRealityCheck, type RealityCheckFigures } from '../api/limits';
import { limitsOf, loadLimits, pingLimits, PING_EVERY_MS, realityCheckMinutes } from '../stores/limits';
import { pushNotice, closeNotice } from '../stores/notices';
import { logout } from '../stores/logout';
import { useMoney } from './money';
import { useAccountTexts } from './useTexts';

import { useStores } from '../stores';
/** RG-030/031: the notice shown when the session limit is reached; closing it signs the player out. */
export const SESSION_LIMIT_NOTICE_ID = 'session-limit';

function formatDuration(seconds: number, lng: string): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const format = (value: number, unit: 'hour' | 'minute') =>
    new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  return hours > 0 ? `${format(hours, 'hour')} ${format(minutes, 'minute')}` : format(minutes, 'minute');
}

function RealityCheckDialog({
  figures,
  onAnswer,
}: {
  figures: RealityCheckFigures | null;
  onAnswer: (answer: RealityCheckAnswer, doNotShowAgain: boolean) => void;
}) {
  const { t, i18n } = useTranslation('account');
  const money = useMoney();
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onAnswer('cancel', false);
      }}
      title={t('protection.realityCheck.title')}
      isDismissable={false}
      role="alertdialog"
      data-testid="reality-check"
    >
      <Stack gap={4}>
        {figures && (
          <Stack gap={2}>
            <Text>
              {t('protection.realityCheck.played', {
                time: formatDuration(figures.sessionSeconds, i18n.language),
              })}
            </Text>
            <Text>
              {figures.netPosition > 0
                ? t('protection.realityCheck.lost', { amount: money(figures.netPosition, figures.currency) })
                : t('protection.realityCheck.won', { amount: money(-figures.netPosition, figures.currency) })}
            </Text>
          </Stack>
        )}
        <Checkbox isSelected={doNotShowAgain} onChange={setDoNotShowAgain}>
          {t('protection.realityCheck.dontShow')}
        </Checkbox>
        <Inline gap={3}>
          <Button onClick={() => onAnswer('confirm', doNotShowAgain)}>
            {t('protection.realityCheck.continue')}
          </Button>
          <Button variant="secondary" onClick={() => onAnswer('reject', false)}>
            {t('protection.realityCheck.logout')}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
}

/**
 * What player protection does in the browser while a player is signed in (RG-018..037): the limit-service
 * ping every 30 s, the session-limit notice at the session's end, the reality check on its timer, and the
 * prompt to confirm a limit change once its 24 h are over. The server enforces all of it regardless.
 */
export default function ProtectionRuntime({ lng }: { lng: string }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { limits, runtime } = useSnapshot(limitsOf(stores));
  const [figures, setFigures] = useState<RealityCheckFigures | null>(null);
  const [dialog, setDialog] = useState<{ shownAt: number } | null>(null);
  const timer = useRef<RealityCheckTimer | null>(null);
  const startedFor = useRef<number | null>(null);
  /** Bumped when "continue" restarts the timer, so the schedule below runs again. */
  const [generation, setGeneration] = useState(0);
  const minutes = realityCheckMinutes(limits);

  // RG-018/020: limits and the ping, only while signed in (this component lives only then).
  useEffect(() => {
    void loadLimits(limitsOf(stores), lng).catch(() => undefined);
    const beat = () => void pingLimits(limitsOf(stores), lng).catch(() => undefined);
    beat();
    const handle = setInterval(beat, PING_EVERY_MS);
    return () => clearInterval(handle);
  }, [lng, stores]);

  // RG-030/031: the session limit; the server also refuses the session from that moment.
  const sessionEndsAt = runtime?.sessionEndsAt ?? null;
  useEffect(() => {
    if (sessionEndsAt === null) return;
    const show = () =>
      pushNotice(stores.notices, {
        id: SESSION_LIMIT_NOTICE_ID,
        kind: 'error',
        sticky: true,
        message: t('protection.sessionLimitEnded'),
        onClose: () => {
          navigate(`/${lng}`, { replace: true });
          void logout(stores, 'sessionLimit');
        },
      });
    const wait = sessionEndsAt * 1000 - Date.now();
    if (wait <= 0) {
      show();
      return;
    }
    const handle = setTimeout(show, Math.min(wait, 2_147_000_000));
    return () => clearTimeout(handle);
  }, [sessionEndsAt, t, lng, navigate, stores.notices, stores]);

  // RG-025: a change whose 24 h are over asks for the player's confirmation.
  const due = runtime?.approvalDue.join(',') ?? '';
  useEffect(() => {
    if (due === '') return;
    const id = pushNotice(stores.notices, {
      id: 'limit-approval',
      kind: 'question',
      message: t('protection.approvalDue'),
      action: { label: t('protection.review'), run: () => navigate(`/${lng}/office/responsible`) },
    });
    return () => closeNotice(stores.notices, id);
  }, [due, t, lng, navigate, stores.notices]);

  // RG-032..037: the reality-check timer counts visible time (30 s grace when hidden), wakes at most every 5 min.
  useEffect(() => {
    if (minutes === null) {
      timer.current = null;
      startedFor.current = null;
      return;
    }
    if (startedFor.current !== minutes || timer.current === null) {
      timer.current = startRealityCheck(minutes, Date.now());
      startedFor.current = minutes;
    }
    let handle: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const current = timer.current;
      if (current === null) return;
      if (isRealityCheckDue(current, Date.now())) {
        setDialog({ shownAt: Date.now() });
        void fetchRealityCheckFigures().then(setFigures, () => setFigures(null));
        return;
      }
      const wait = realityCheckWaitMs(current, Date.now());
      if (wait !== null) handle = setTimeout(schedule, Math.max(wait, 1000));
    };
    const onVisibility = () => {
      if (timer.current === null) return;
      timer.current =
        document.visibilityState === 'hidden'
          ? realityCheckHidden(timer.current, Date.now())
          : realityCheckVisible(timer.current, Date.now());
      clearTimeout(handle);
      schedule();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      clearTimeout(handle);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [minutes, generation]);

  if (dialog === null) return null;
  const answer = (choice: RealityCheckAnswer, doNotShowAgain: boolean) => {
    const current = timer.current;
    if (current === null) return;
    const outcome = answerRealityCheck(current, choice, doNotShowAgain, Date.now());
    timer.current = outcome.timer;
    setDialog(null);
    setFigures(null);
    if (outcome.action !== null) {
      void recordRealityCheck(outcome.action, doNotShowAgain, toEpochSeconds(dialog.shownAt)).catch(
        () => undefined,
      );
    }
    if (outcome.logout) {
      navigate(`/${lng}`, { replace: true });
      void logout(stores);
    } else if (choice === 'confirm') setGeneration((value) => value + 1);
  };
  return <RealityCheckDialog figures={figures} onAnswer={answer} />;
}
