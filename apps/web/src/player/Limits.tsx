import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { LIMIT_TYPE, limitDefinition, limitValueLabel, normalizeLimitValue } from '@betline/core';
import {
  Badge,
  Button,
  Field,
  Heading,
  Inline,
  Input,
  NativeSelect,
  Stack,
  Surface,
  Text,
} from '@betline/ui';
import { errorBodyOf, playerMessage } from '../api/errors';
import { answerQuestions, deleteLimit, limitAction, saveLimits, type Question } from '../api/limits';
import type { Limit } from '../api/types';
import { mainAccount, accountOf } from '../stores/account';
import { applyLimits, limitsOf, loadLimits } from '../stores/limits';
import { logout } from '../stores/logout';
import { parseLimitAmount, type LimitInputError } from './limitInput';
import { PlainList } from './PageShell';
import { useStores } from '../stores';
import { useMutation } from '../lib/query';

/** A money limit's field keeps its width when a refusal shows: the message wraps under the input. */
const AmountField = styled(Field)`
  & > [id$='-error'] {
    contain: inline-size;
  }
`;

/** Shown only when needed: the questionnaire after a loosening request, self-exclusion once asked for. */
const Questionnaire = lazy(() => import('./LimitQuestionnaire'));
const SelfExclusion = lazy(() => import('./SelfExclusion'));
/** The player's activity figures and chart: their own chunk, loaded after the limits are shown. */
const ActivityFigures = lazy(() => import('./ActivityFigures'));

/** Self-exclusion behind a button: its form (and the dialog library) load when the player asks for it. */
function SelfExclusionEntry({ lng }: { lng: string }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)} aria-expanded={false}>
          {t('limits.selfExclusionOpen')}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SelfExclusion lng={lng} />
    </Suspense>
  );
}

type Outcome = { tone: 'success' | 'danger'; text: string };

/** `t` for keys built at run time (limit types, states, sections). */
type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** The limit service answers refusals with `status` and `title` (SPEC §8): the title is for the player. */
export function serviceMessage(error: unknown, fallback: string): string {
  const title = errorBodyOf(error)?.title;
  return typeof title === 'string' && title !== '' ? title : fallback;
}

export function useValueText() {
  const { t, i18n } = useTranslation('account');
  return (type: number, value: number | null | undefined, currency: string | null | undefined): string => {
    const label = limitValueLabel(type, value);
    if (label.kind === 'notSet') return t('limits.notSet');
    if (label.kind === 'noLimit') return t('limits.noLimit');
    const measure = limitDefinition(type)?.measure;
    if (measure === 'money') {
      return currency
        ? new Intl.NumberFormat(i18n.language, {
            style: 'currency',
            currency,
            maximumFractionDigits: 0,
          }).format(label.value)
        : String(label.value);
    }
    const unit = measure === 'days' ? 'day' : measure === 'hours' ? 'hour' : 'minute';
    return new Intl.NumberFormat(i18n.language, { style: 'unit', unit, unitDisplay: 'long' }).format(
      label.value,
    );
  };
}

/** One limit: what is in force, what waits (with approve/reject once due), and the form to change it. */
function LimitRow({ type, limit, lng }: { type: number; limit: Limit | undefined; lng: string }) {
  const stores = useStores();
  const { t, i18n } = useTranslation('account');
  const valueText = useValueText();
  const definition = limitDefinition(type);
  // A money limit counts in the player's currency: the limit's own, or (none set yet) the main account's.
  const { all_accounts } = useSnapshot(accountOf(useStores()));
  const currency = limit?.currency ?? mainAccount({ all_accounts })?.iso ?? null;
  const [draft, setDraft] = useState('');
  // A typed amount is checked when the form is sent; after a refusal, again as the player corrects it.
  const [checked, setChecked] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>();
  const [questions, setQuestions] = useState<{ tokenGuid: string; items: Question[] } | null>(null);
  // One write at a time: a save, an approval, a removal; a refusal is told in the service's words.
  const write = useMutation((step: () => Promise<void>) => step(), {
    onError: (error) => setOutcome({ tone: 'danger', text: serviceMessage(error, playerMessage(error, t)) }),
  });
  const busy = write.pending;
  const run = (step: () => Promise<void>) => {
    setOutcome(undefined);
    return write.run(step);
  };
  if (!definition) return null;
  const money = definition.measure === 'money';
  const active = limit?.limitState === 'ACTIVE';
  // A limit with a change waiting is still in force at its current value.
  const inForce = limit !== undefined && limit.limitState !== 'INACTIVE' && limit.limitValue !== null;
  const lockedExclusion = active && (type === LIMIT_TYPE.TIME_OUT || type === LIMIT_TYPE.SELF_EXCLUSION);
  const pending = limit?.pendingChangeType ?? null;
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(seconds * 1000),
    );
  const id = `limit-${type}`;

  const act = (task: () => Promise<{ title?: string } | undefined | void>, fallback: string) =>
    run(async () => {
      const answer = await task();
      setOutcome({ tone: 'success', text: (answer && 'title' in answer && answer.title) || fallback });
      await loadLimits(limitsOf(stores), lng).catch(() => undefined);
    });

  const save = (value: number | null) =>
    run(async () => {
      const answer = await saveLimits(stores.queries, [{ limitType: type, limitValue: value }], lng);
      const asked = answer.data?.questions ?? [];
      if (asked.length > 0 && answer.tokenGuid) {
        setQuestions({ tokenGuid: answer.tokenGuid, items: asked });
        setOutcome({ tone: 'success', text: answer.title || t('limits.saved') });
      } else {
        applyLimits(limitsOf(stores), answer.limitsData);
        // ERR-012: the service's title; without one, a message of our own (never an empty status).
        setOutcome({ tone: 'success', text: answer.title || t('limits.saved') });
        setDraft('');
        if (type === LIMIT_TYPE.TIME_OUT) await logout(stores, 'excluded');
      }
    });

  const inputErrorText = (error: LimitInputError): string => {
    const amount = (value: number) => valueText(type, value, currency);
    switch (error.code) {
      case 'wholeUnits':
        return t('limits.inputErrors.wholeUnits', { below: amount(error.below), above: amount(error.above) });
      case 'tooSmall':
        return t('limits.inputErrors.tooSmall', { min: amount(error.min) });
      case 'tooLarge':
        return t('limits.inputErrors.tooLarge', { max: amount(error.max) });
      default:
        return t(`limits.inputErrors.${error.code}`);
    }
  };
  // Money: the typed amount exactly as typed, or refused (never rewritten). Time: one of the offered values.
  const typed = money ? parseLimitAmount(draft, currency) : undefined;
  const inputError = checked && typed !== undefined && !typed.ok ? inputErrorText(typed.error) : undefined;
  const chosen = money || draft === '' ? undefined : normalizeLimitValue(type, Number(draft));
  const submit = () => {
    if (busy) return;
    if (typed === undefined) {
      if (chosen !== undefined && chosen !== null) void save(chosen);
      return;
    }
    if (!typed.ok) {
      setChecked(true);
      amountInput.current?.focus();
      return;
    }
    setChecked(false);
    void save(typed.value);
  };
  return (
    <li data-testid={id}>
      <Stack gap={2}>
        <Inline gap={3} wrap>
          <Text weight="bold" id={`${id}-name`}>
            {(t as unknown as LooseT)(`limits.types.${type}`)}
          </Text>
          <Badge tone={active ? 'success' : limit?.limitState === 'PENDING' ? 'warning' : 'neutral'}>
            {(t as unknown as LooseT)(`limits.states.${limit?.limitState ?? 'INACTIVE'}`)}
          </Badge>
          {inForce && (
            <Text data-testid={`${id}-value`}>{valueText(type, limit?.limitValue, limit?.currency)}</Text>
          )}
          {active && money && limit?.limitBalance !== null && limit?.limitBalance !== undefined && (
            <Text tone="muted">
              {t('limits.left', { amount: valueText(type, limit.limitBalance, limit.currency) })}
            </Text>
          )}
          {active && limit?.endsAt && !money && (
            <Text tone="muted">{t('limits.until', { date: date(limit.endsAt) })}</Text>
          )}
        </Inline>
        {pending !== null && limit && (
          <Stack gap={2} data-testid={`${id}-pending`}>
            <Text>
              {pending === 1
                ? limit.pendingValue === null
                  ? t('limits.pendingRemoval')
                  : t('limits.pendingIncrease', {
                      value: valueText(type, limit.pendingValue, limit.currency),
                    })
                : t('limits.pendingDecrease', {
                    value: valueText(type, limit.pendingValue, limit.currency),
                  })}{' '}
              {limit.needApprove
                ? t('limits.approveNow')
                : limit.pendingApproveAt
                  ? t('limits.approveFrom', { date: date(limit.pendingApproveAt) })
                  : ''}
            </Text>
            {limit.needApprove && (
              <Inline gap={2}>
                <Button
                  size="sm"
                  loading={busy}
                  onClick={() =>
                    void act(() => limitAction(stores.queries, type, 1, lng), t('limits.approved'))
                  }
                >
                  {t('limits.approve')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy}
                  onClick={() =>
                    void act(() => limitAction(stores.queries, type, 0, lng), t('limits.rejected'))
                  }
                >
                  {t('limits.reject')}
                </Button>
              </Inline>
            )}
          </Stack>
        )}
        {questions ? (
          <Suspense fallback={null}>
            <Questionnaire
              questions={questions.items}
              busy={busy}
              onSubmit={(answers) =>
                void act(async () => {
                  const answer = await answerQuestions(stores.queries, questions.tokenGuid, answers, lng);
                  applyLimits(limitsOf(stores), answer.limitsData);
                  setQuestions(null);
                  return answer;
                }, t('limits.saved'))
              }
            />
          </Suspense>
        ) : (
          !lockedExclusion &&
          type !== LIMIT_TYPE.SELF_EXCLUSION && (
            <form
              method="post"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Inline gap={2} align="end" wrap>
                {money ? (
                  <AmountField
                    label={t('limits.newValue')}
                    hint={currency ? t('limits.inCurrency', { iso: currency }) : undefined}
                    error={inputError}
                  >
                    <Input
                      ref={amountInput}
                      inputMode="decimal"
                      autoComplete="off"
                      value={draft}
                      aria-describedby={`${id}-name`}
                      onChange={(event) => setDraft(event.target.value)}
                    />
                  </AmountField>
                ) : (
                  <Field label={t('limits.newValue')}>
                    <NativeSelect
                      value={draft}
                      placeholder={t('registration.choose')}
                      onChange={(event) => setDraft(event.target.value)}
                      options={(definition.availableValues ?? []).map((value) => ({
                        value: String(value),
                        label: valueText(type, value, null),
                      }))}
                    />
                  </Field>
                )}
                <Button
                  type="submit"
                  loading={busy}
                  disabled={!money && (chosen === undefined || chosen === null)}
                >
                  {t('limits.set')}
                </Button>
                {active && (
                  <Button
                    variant="ghost"
                    loading={busy}
                    onClick={() =>
                      void act(() => deleteLimit(stores.queries, type, lng), t('limits.removeAsked'))
                    }
                  >
                    {t('limits.remove')}
                  </Button>
                )}
              </Inline>
            </form>
          )
        )}
        {outcome && (
          <Text
            role={outcome.tone === 'danger' ? 'alert' : 'status'}
            tone={outcome.tone}
            data-testid={`${id}-outcome`}
          >
            {outcome.text}
          </Text>
        )}
      </Stack>
    </li>
  );
}

/** RG-015: the sections of the limits page in the seed's order, every limit with its state and form. */
export function LimitsSections({
  lng,
  sections,
}: {
  lng: string;
  sections: readonly { id: string; types: readonly number[] }[];
}) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const { limits } = useSnapshot(limitsOf(stores));
  return (
    <>
      {sections.map((section) => (
        <Surface key={section.id} padding={5} radius="lg" aria-labelledby={`section-${section.id}`}>
          <Stack gap={4}>
            <Heading level={2} size="lg" id={`section-${section.id}`}>
              {(t as unknown as LooseT)(`limits.sections.${section.id}`)}
            </Heading>
            <Text tone="muted">{(t as unknown as LooseT)(`limits.warnings.${section.id}`)}</Text>
            <PlainList>
              {section.types.map((type) => (
                <LimitRow
                  key={type}
                  type={type}
                  limit={limits.find((each) => each.limitType === type) as Limit | undefined}
                  lng={lng}
                />
              ))}
            </PlainList>
            {section.id === 'extra' && <SelfExclusionEntry lng={lng} />}
          </Stack>
        </Surface>
      ))}
      <Suspense fallback={null}>
        <ActivityFigures lng={lng} />
      </Suspense>
    </>
  );
}
