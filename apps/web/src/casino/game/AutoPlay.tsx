import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { parseAmount } from '@betline/core';
import { vars } from '@betline/tokens';
import { Button, Field, Inline, Input, Stack, Text } from '@betline/ui';
import type { RoundResponse } from '../../api/types';
import { useMoney } from '../../player/money';
import { DetailsPanel } from './panels';

/** The most rounds one auto-play runs; the player starts again for more. */
export const AUTO_MAX_ROUNDS = 100;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(${vars.size.layout.cardMinWidth}, 1fr));
`;

interface AutoValues {
  rounds: string;
  lossStop: string;
  winStop: string;
}

type Stop = 'done' | 'loss' | 'win' | 'refused' | 'manual';
type Progress = { played: number; rounds: number; net: number; stop: Stop | null };
type Errors = Partial<Record<keyof AutoValues, true>>;

interface Plan {
  rounds: number;
  loss: number;
  win: number | null;
}

/** The player's stops in minor units, or the fields to correct. */
function read(values: AutoValues, iso: string): { ok: true; plan: Plan } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const rounds = /^\d{1,3}$/.test(values.rounds.trim()) ? Number(values.rounds.trim()) : 0;
  if (rounds < 1 || rounds > AUTO_MAX_ROUNDS) errors.rounds = true;
  const loss = parseAmount(values.lossStop, iso);
  if (!loss.ok || loss.minor <= 0) errors.lossStop = true;
  const winText = values.winStop.trim();
  const win = winText === '' ? null : parseAmount(winText, iso);
  if (win !== null && (!win.ok || win.minor <= 0)) errors.winStop = true;
  if (!loss.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, plan: { rounds, loss: loss.minor, win: win !== null && win.ok ? win.minor : null } };
}

export interface AutoPlayProps {
  /** Plays one round with the bet on screen; null when it did not play (refused, no answer). */
  play: () => Promise<RoundResponse | null>;
  /** No round can start now (protection, no valid stake, a round on its way). */
  disabled: boolean;
  /** The stake's currency (the stops are amounts in it). */
  iso: string;
  /** The pause after each round, so that each one is seen before the next (the drop of a ball, a roll). */
  pauseMs: number;
  /** Told when auto-play starts and stops (the game's own play button waits meanwhile). */
  onRunningChange: (running: boolean) => void;
}

/**
 * Auto-play with stops (issue 38 "lobby comfort"): up to 100 rounds of the bet on screen, one at a time, with
 * a pause between them. A loss at which it stops is required; a win target is optional. It also stops at the
 * first round that does not play (every round still passes the server's limits and exclusions, which refuse
 * it), when the player presses Stop, and when the page is left. The slot has none: a slot that spins by itself
 * is what regulators (the UK's among them) have banned.
 */
export function AutoPlay({ play, disabled, iso, pauseMs, onRunningChange }: AutoPlayProps) {
  const { t } = useTranslation('casino');
  const money = useMoney();
  const { register, handleSubmit } = useForm<AutoValues>({
    defaultValues: { rounds: '10', lossStop: '', winStop: '' },
  });
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<Progress | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      running.current = false;
    };
  }, []);

  const run = async (values: AutoValues) => {
    const checked = read(values, iso);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const { rounds, loss, win } = checked.plan;
    setErrors({});
    running.current = true;
    onRunningChange(true);
    let net = 0;
    let played = 0;
    let stop: Stop = 'done';
    setProgress({ played, rounds, net, stop: null });
    while (played < rounds) {
      if (!running.current) {
        stop = 'manual';
        break;
      }
      const round = await play();
      if (!mounted.current) return;
      if (round === null) {
        stop = 'refused';
        break;
      }
      played += 1;
      net += round.win - round.stake;
      setProgress({ played, rounds, net, stop: null });
      if (-net >= loss) {
        stop = 'loss';
        break;
      }
      if (win !== null && net >= win) {
        stop = 'win';
        break;
      }
      if (played < rounds) await new Promise((resolve) => window.setTimeout(resolve, pauseMs));
      if (!mounted.current) return;
    }
    if (stop === 'done' && !running.current) stop = 'manual';
    running.current = false;
    onRunningChange(false);
    setProgress({ played, rounds, net, stop });
  };

  const isRunning = progress !== null && progress.stop === null;
  const signed = (net: number) => `${net > 0 ? '+' : ''}${money(net, iso)}`;
  return (
    <DetailsPanel>
      <summary>{t('auto.title')}</summary>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isRunning) void handleSubmit(run)(event);
        }}
      >
        <Stack gap={3}>
          <Text size="sm" tone="muted">
            {t('auto.intro', { max: AUTO_MAX_ROUNDS })}
          </Text>
          <Fields>
            <Field
              label={t('auto.rounds')}
              hint={t('auto.roundsHint', { max: AUTO_MAX_ROUNDS })}
              error={errors.rounds ? t('auto.errors.rounds', { max: AUTO_MAX_ROUNDS }) : undefined}
            >
              <Input {...register('rounds')} inputMode="numeric" autoComplete="off" disabled={isRunning} />
            </Field>
            <Field
              label={t('auto.lossStop')}
              hint={t('auto.lossHint')}
              error={errors.lossStop ? t('auto.errors.lossStop') : undefined}
            >
              <Input {...register('lossStop')} inputMode="decimal" autoComplete="off" disabled={isRunning} />
            </Field>
            <Field
              label={t('auto.winStop')}
              hint={t('auto.winHint')}
              error={errors.winStop ? t('auto.errors.winStop') : undefined}
            >
              <Input {...register('winStop')} inputMode="decimal" autoComplete="off" disabled={isRunning} />
            </Field>
          </Fields>
          <Inline gap={3} align="center" wrap>
            {isRunning ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  running.current = false;
                }}
              >
                {t('auto.stop')}
              </Button>
            ) : (
              <Button type="submit" variant="secondary" disabled={disabled}>
                {t('auto.start')}
              </Button>
            )}
            <span role="status">
              {progress !== null && (
                <Text size="sm">
                  {progress.stop === null
                    ? t('auto.progress', {
                        played: progress.played,
                        rounds: progress.rounds,
                        net: signed(progress.net),
                      })
                    : t(`auto.stopped.${progress.stop}`, {
                        count: progress.played,
                        net: signed(progress.net),
                      })}
                </Text>
              )}
            </span>
          </Inline>
        </Stack>
      </form>
    </DetailsPanel>
  );
}
