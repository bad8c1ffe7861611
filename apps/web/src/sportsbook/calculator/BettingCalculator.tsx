import { useEffect, useId, useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import {
  currencyById,
  formatCoefThousandths,
  systemLineCount,
  type BetResult,
  type CoefViewId,
} from '@betline/core';
import { Button, Field, Heading, Input, NativeSelect, Stack, Surface, Text } from '@betline/ui';
import { useMoney } from '../../player/money';
import { useStores } from '../../stores';
import { activeAccount, accountOf } from '../../stores/account';
import { usePreferences } from '../../stores/preferences';
import {
  CALCULATOR_FORMATS,
  CALCULATOR_TYPES,
  MAX_SELECTIONS,
  MIN_SELECTIONS,
  calculate,
  type CalculatorType,
} from './calculate';

const FORMAT_KEYS = {
  0: 'decimal',
  1: 'fractional',
  2: 'american',
  4: 'hongKong',
  5: 'malay',
  6: 'indonesian',
} as const satisfies Partial<Record<CoefViewId, string>>;
type CalculatorFormat = keyof typeof FORMAT_KEYS;

const RESULTS: readonly BetResult[] = ['won', 'lost', 'void'];

interface FormValues {
  type: CalculatorType;
  systemK: string;
  viewId: string;
  stake: string;
  selections: { odds: string; result: BetResult }[];
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${vars.space[6]};
  align-items: start;

  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${vars.size.layout.fieldMinWidth}, 1fr));
  gap: ${vars.space[4]};
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-block-end: ${vars.space[3]};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 2fr) auto;
  gap: ${vars.space[3]};
  align-items: start;

  @media (max-width: 519px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The remove button lines up with the inputs: it sits below a label's height (Field's label and gap). */
const RowAction = styled.div`
  padding-block-start: calc(${vars.fontSize.sm} * ${vars.lineHeight.snug} + ${vars.space[1]});
`;

const Hint = styled.p`
  margin: 0 0 ${vars.space[3]};
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.sm};
`;

const Rows = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0 0 ${vars.space[3]};
  padding: 0;
  list-style: none;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.fgColor.muted};
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Big = styled.dd`
  font-size: ${vars.fontSize.xl};
`;

function isFormat(value: number): value is CalculatorFormat {
  return Object.hasOwn(FORMAT_KEYS, value);
}

/**
 * The betting calculator: bet type (single, accumulator, system k of n), odds format, the selections' odds and
 * results, the stake; the figures (bets, total stake, stake per bet, return, profit) update as the player types
 * and are announced politely (a status region).
 */
export function BettingCalculator() {
  const { t } = useTranslation('calculator');
  const stores = useStores();
  const money = useMoney();
  const { coefViewId } = usePreferences();
  const account = useSnapshot(accountOf(stores));
  const { siteConfig } = useSnapshot(stores.global);
  const currency =
    activeAccount(account)?.iso ?? currencyById(siteConfig.config?.currencyId ?? 0)?.iso ?? 'EUR';
  const ids = useId();

  const { register, control, setValue } = useForm<FormValues>({
    defaultValues: {
      type: 'express',
      systemK: '2',
      viewId: String(isFormat(coefViewId) ? coefViewId : 0),
      stake: '',
      selections: [
        { odds: '', result: 'won' },
        { odds: '', result: 'won' },
      ],
    },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'selections' });
  const values = useWatch({ control }) as FormValues;
  const type = values.type;
  const viewId = Number(values.viewId) as CalculatorFormat;
  const count = fields.length;

  // A bet type keeps the selections it can hold: a single one, an accumulator 2 or more, a system 3 or more.
  useEffect(() => {
    if (count > MAX_SELECTIONS[type]) remove([...Array(count).keys()].slice(MAX_SELECTIONS[type]));
    else if (count < MIN_SELECTIONS[type]) {
      append(
        Array.from({ length: MIN_SELECTIONS[type] - count }, () => ({ odds: '', result: 'won' as const })),
        { shouldFocus: false },
      );
    }
  }, [type, count, append, remove]);

  // k stays within 2 .. n - 1.
  const systemKs = useMemo(() => {
    const out: number[] = [];
    for (let k = 2; k <= count - 1; k++) out.push(k);
    return out;
  }, [count]);
  const k = Number(values.systemK);
  useEffect(() => {
    if (type === 'system' && systemKs.length > 0 && !systemKs.includes(k)) {
      setValue('systemK', String(Math.min(Math.max(k, 2), count - 1)));
    }
  }, [type, systemKs, k, count, setValue]);

  const outcome = calculate({
    type,
    systemK: k,
    viewId,
    stake: values.stake ?? '',
    currency,
    selections: values.selections ?? [],
  });
  const example = formatCoefThousandths(2500, viewId) ?? '2.50';
  const errors = outcome.ok ? { odds: {} as Record<number, string>, stake: undefined } : outcome.errors;
  const errorText = (code: string | undefined) =>
    code === undefined ? undefined : t(`errors.${code}` as 'errors.STAKE_ZERO', { example });
  const headingId = `${ids}-figures`;

  return (
    <Columns>
      <Surface padding={5} radius="lg">
        <form aria-label={t('form')} onSubmit={(event) => event.preventDefault()} noValidate>
          <Stack gap={5}>
            <Options>
              <Field label={t('type')}>
                <NativeSelect
                  {...register('type')}
                  options={CALCULATOR_TYPES.map((each) => ({ value: each, label: t(`types.${each}`) }))}
                />
              </Field>
              {type === 'system' && (
                <Field label={t('system')}>
                  <NativeSelect
                    {...register('systemK')}
                    options={systemKs.map((each) => ({
                      value: String(each),
                      label: t('systemOption', { k: each, n: count, bets: systemLineCount(count, each) }),
                    }))}
                  />
                </Field>
              )}
              <Field label={t('format')}>
                <NativeSelect
                  {...register('viewId')}
                  options={CALCULATOR_FORMATS.filter(isFormat).map((each) => ({
                    value: String(each),
                    label: t(`formats.${FORMAT_KEYS[each]}`),
                  }))}
                />
              </Field>
            </Options>

            <Fieldset>
              <legend>{t('selections')}</legend>
              <Hint id={`${ids}-odds-hint`}>{t('oddsHint', { example })}</Hint>
              <Rows>
                {fields.map((field, index) => (
                  <Row key={field.id}>
                    <Field label={t('odds', { number: index + 1 })} error={errorText(errors.odds[index])}>
                      <Input
                        {...register(`selections.${index}.odds`)}
                        aria-describedby={`${ids}-odds-hint`}
                        inputMode={viewId === 1 ? 'text' : 'decimal'}
                        autoComplete="off"
                        spellCheck={false}
                      />
                    </Field>
                    <Field label={t('result', { number: index + 1 })}>
                      <NativeSelect
                        {...register(`selections.${index}.result`)}
                        options={RESULTS.map((each) => ({ value: each, label: t(`results.${each}`) }))}
                      />
                    </Field>
                    {count > MIN_SELECTIONS[type] && (
                      <RowAction>
                        <Button
                          variant="secondary"
                          onClick={() => remove(index)}
                          aria-label={t('remove', { number: index + 1 })}
                        >
                          ×
                        </Button>
                      </RowAction>
                    )}
                  </Row>
                ))}
              </Rows>
              {count < MAX_SELECTIONS[type] && (
                <Button variant="secondary" onClick={() => append({ odds: '', result: 'won' })}>
                  {t('add')}
                </Button>
              )}
            </Fieldset>

            <Field label={t('stake', { currency })} hint={t('stakeHint')} error={errorText(errors.stake)}>
              <Input {...register('stake')} inputMode="decimal" autoComplete="off" />
            </Field>
          </Stack>
        </form>
      </Surface>

      <Surface padding={5} radius="lg" aria-labelledby={headingId}>
        <Stack gap={4}>
          <Heading level={2} size="lg" id={headingId}>
            {t('figures')}
          </Heading>
          <div role="status" aria-atomic="true" data-testid="calculator-figures">
            {outcome.ok ? (
              <Figures>
                <dt>{t('bets')}</dt>
                <dd>{outcome.figures.bets}</dd>
                <dt>{t('totalStake')}</dt>
                <dd>{money(outcome.figures.totalStake, currency)}</dd>
                {outcome.figures.bets > 1 && (
                  <>
                    <dt>{t('stakePerBet')}</dt>
                    <dd>{money(outcome.figures.stakePerBet, currency)}</dd>
                  </>
                )}
                <dt>{t('potentialReturn')}</dt>
                <Big>{money(outcome.figures.potentialReturn, currency)}</Big>
                <dt>{t('profit')}</dt>
                <dd>{money(outcome.figures.profit, currency)}</dd>
              </Figures>
            ) : (
              <Text tone="muted">
                {!outcome.incomplete
                  ? t('fix')
                  : count < MIN_SELECTIONS[type]
                    ? t('needMore', { count: MIN_SELECTIONS[type] })
                    : t('waiting')}
              </Text>
            )}
          </div>
        </Stack>
      </Surface>
    </Columns>
  );
}
