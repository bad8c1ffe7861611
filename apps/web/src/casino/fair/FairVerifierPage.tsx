import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type * as Games from '@betline/games';
import type { FairRound } from '@betline/games';
import { vars } from '@betline/tokens';
import { Button, Field, Heading, Input, NativeSelect, SegmentedControl, Text } from '@betline/ui';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { FactList } from '../game/panels';
import { CasinoColumn } from '../lobby/column';
import type { OutcomeFacts } from './OutcomeFacts';
import {
  BACCARAT_SIDE_CHOICES,
  PLINKO_RISK_CHOICES,
  PLINKO_ROW_CHOICES,
  VERIFIABLE_GAMES,
  roundFromValues,
  valuesFromSearch,
  type VerifierField,
  type VerifierValues,
} from './verifierForm';
import { useStudioName } from '../../app/brand';

const Prose = styled.div`
  max-width: ${vars.size.layout.readingWidth};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  ol {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }
`;

const Code = styled.code`
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  max-width: ${vars.size.layout.readingWidth};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Result = styled.section`
  max-width: ${vars.size.layout.readingWidth};
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};
  padding: ${vars.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

/** The engines, loaded when the player verifies (the page's own chunk does not carry them). */
type Engines = typeof Games;

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | {
      state: 'replayed';
      round: FairRound;
      seedHash: string;
      currency: string;
      games: Engines;
      Facts: typeof OutcomeFacts;
    }
  | { state: 'refused'; reason: 'hash' | 'bet' | 'load' };

/** Replays a round in the browser with the same engines the server plays (loaded on demand). */
async function replay(values: VerifierValues): Promise<Check> {
  const input = roundFromValues(values);
  if (!input.ok) return { state: 'idle' };
  const [games, facts] = await Promise.all([import('@betline/games'), import('./OutcomeFacts')]);
  const seedHash = games.hashServerSeed(input.round.serverSeed);
  const result = games.verifyRound(input.round);
  if (result.ok && seedHash.ok) {
    return {
      state: 'replayed',
      round: result.value,
      seedHash: seedHash.value,
      currency: values.currency,
      games,
      Facts: facts.OutcomeFacts,
    };
  }
  if (!result.ok && result.error.code === 'SERVER_SEED_HASH_MISMATCH')
    return { state: 'refused', reason: 'hash' };
  return { state: 'refused', reason: 'bet' };
}

const FIELD_ERRORS = {
  serverSeedHash: 'verifier.errors.hash',
  serverSeed: 'verifier.errors.seed',
  clientSeed: 'verifier.errors.clientSeed',
  nonce: 'verifier.errors.nonce',
  stake: 'verifier.errors.stake',
  target: 'verifier.errors.target',
  picks: 'verifier.errors.picks',
  cashOut: 'verifier.errors.cashOut',
  chips: 'verifier.errors.chips',
  mines: 'verifier.errors.mines',
  moves: 'verifier.errors.moves',
  card: 'verifier.errors.card',
} as const satisfies Record<VerifierField, string>;

/**
 * `provably-fair`: how a Betline Studio round is decided, and a verifier anyone can use. The player pastes the
 * commitment, the revealed seed, the client seed, the round number and the bet; the round is replayed in the
 * browser by @betline/games, the code the server plays with, and nothing is sent to the server. A link from
 * the game history fills the form and replays at once.
 */
export function FairVerifierPage() {
  const studio = useStudioName();
  useCasinoTexts();
  const { t } = useTranslation('casino');
  const { title } = usePageTitle();
  const [search] = useSearchParams();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [errors, setErrors] = useState<Partial<Record<VerifierField, true>>>({});
  const { register, handleSubmit, control, setValue } = useForm<VerifierValues>({
    defaultValues: valuesFromSearch(search),
  });
  const game = useWatch({ control, name: 'game' });
  const direction = useWatch({ control, name: 'direction' });

  const verify = handleSubmit(async (values) => {
    const input = roundFromValues(values);
    setErrors(input.ok ? {} : input.errors);
    if (!input.ok) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    try {
      setCheck(await replay(values));
    } catch {
      setCheck({ state: 'refused', reason: 'load' });
    }
  });

  // A link from the game history carries a whole round: it is replayed at once.
  const filled = search.has('seed');
  useEffect(() => {
    if (filled) void verify();
    // Once, for the round the address brought.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const error = (name: VerifierField) => (errors[name] ? t(FIELD_ERRORS[name]) : undefined);
  return (
    <CasinoColumn data-casino-page="provably-fair">
      <Heading level={1} size="xl">
        {title}
      </Heading>
      <Prose>
        <Text>{t('verifier.intro', { studio })}</Text>
        <Heading level={2} size="md">
          {t('verifier.howTitle')}
        </Heading>
        <ol>
          <li>{t('verifier.how.commit')}</li>
          <li>{t('verifier.how.clientSeed')}</li>
          <li>{t('verifier.how.numbers')}</li>
          <li>{t('verifier.how.games')}</li>
          <li>{t('verifier.how.hands')}</li>
          <li>{t('verifier.how.reveal')}</li>
        </ol>
        <Text size="sm" tone="muted">
          {t('verifier.code')} <Code>packages/games/src/fair.ts</Code>,{' '}
          <Code>packages/games/src/games.ts</Code>
        </Text>
      </Prose>

      <Form onSubmit={(event) => void verify(event)} noValidate aria-labelledby="verifier-form-title">
        <Heading level={2} size="md" id="verifier-form-title">
          {t('verifier.formTitle')}
        </Heading>
        <Field label={t('verifier.game')}>
          <NativeSelect
            {...register('game')}
            options={VERIFIABLE_GAMES.map((id) => ({ value: id, label: t(`history.games.${id}`) }))}
          />
        </Field>
        <Field label={t('verifier.hash')} hint={t('verifier.hashHint')} error={error('serverSeedHash')}>
          <Input {...register('serverSeedHash')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('verifier.seed')} error={error('serverSeed')}>
          <Input {...register('serverSeed')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('verifier.clientSeed')} error={error('clientSeed')}>
          <Input {...register('clientSeed')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t('verifier.nonce')} error={error('nonce')}>
          <Input {...register('nonce')} inputMode="numeric" autoComplete="off" />
        </Field>
        {game === 'roulette' || game === 'wheel' ? (
          <Field
            label={t('verifier.chips')}
            hint={t(game === 'wheel' ? 'verifier.chipsHintWheel' : 'verifier.chipsHint')}
            error={error('chips')}
          >
            <Input {...register('chips')} autoComplete="off" spellCheck={false} />
          </Field>
        ) : (
          <Field label={t('verifier.stake')} hint={t('verifier.stakeHint')} error={error('stake')}>
            <Input {...register('stake')} inputMode="decimal" autoComplete="off" />
          </Field>
        )}
        {game === 'dice' && (
          <>
            <SegmentedControl
              aria-label={t('verifier.direction')}
              value={direction}
              onChange={(next) => setValue('direction', next === 'under' ? 'under' : 'over')}
              options={[
                { value: 'under', label: t('verifier.under') },
                { value: 'over', label: t('verifier.over') },
              ]}
            />
            <Field label={t('verifier.target')} hint={t('verifier.targetHint')} error={error('target')}>
              <Input {...register('target')} inputMode="decimal" autoComplete="off" />
            </Field>
          </>
        )}
        {game === 'bingo' && (
          <Field label={t('verifier.card')} hint={t('verifier.cardHint')} error={error('card')}>
            <Input {...register('card')} autoComplete="off" spellCheck={false} />
          </Field>
        )}
        {game === 'keno' && (
          <Field label={t('verifier.picks')} hint={t('verifier.picksHint')} error={error('picks')}>
            <Input {...register('picks')} autoComplete="off" />
          </Field>
        )}
        {game === 'crash' && (
          <Field label={t('verifier.cashOut')} hint={t('verifier.cashOutHint')} error={error('cashOut')}>
            <Input {...register('cashOut')} inputMode="decimal" autoComplete="off" />
          </Field>
        )}
        {game === 'plinko' && (
          <>
            <Field label={t('verifier.rows')}>
              <NativeSelect
                {...register('rows')}
                options={PLINKO_ROW_CHOICES.map((each) => ({ value: each, label: each }))}
              />
            </Field>
            <Field label={t('verifier.risk')}>
              <NativeSelect
                {...register('risk')}
                options={PLINKO_RISK_CHOICES.map((each) => ({
                  value: each,
                  label: t(`plinko.risks.${each}`),
                }))}
              />
            </Field>
          </>
        )}
        {game === 'baccarat' && (
          <Field label={t('baccarat.on')}>
            <NativeSelect
              {...register('on')}
              options={BACCARAT_SIDE_CHOICES.map((each) => ({
                value: each,
                label: t(`baccarat.sides.${each}`),
              }))}
            />
          </Field>
        )}
        {game === 'mines' && (
          <Field label={t('verifier.mines')} error={error('mines')}>
            <Input {...register('mines')} inputMode="numeric" autoComplete="off" />
          </Field>
        )}
        {(game === 'mines' || game === 'hilo' || game === 'videoPoker' || game === 'blackjack') && (
          <Field label={t('verifier.moves')} hint={t(`verifier.movesHint.${game}`)} error={error('moves')}>
            <Input {...register('moves')} autoComplete="off" spellCheck={false} />
          </Field>
        )}
        <div>
          <Button type="submit" disabled={check.state === 'checking'}>
            {t('verifier.verify')}
          </Button>
        </div>
      </Form>

      <div role="status" aria-live="polite">
        {check.state === 'checking' && <Text>{t('history.checking')}</Text>}
        {check.state === 'refused' && <Text tone="danger">{t(`verifier.refused.${check.reason}`)}</Text>}
        {check.state === 'replayed' && <Text tone="success">{t('verifier.genuine')}</Text>}
      </div>
      {check.state === 'replayed' && (
        <Result aria-labelledby="verifier-result-title">
          <Heading level={2} size="md" id="verifier-result-title">
            {t('verifier.resultTitle', {
              game: t(`history.games.${check.round.game}`),
              nonce: check.round.nonce,
            })}
          </Heading>
          <FactList>
            <dt>{t('verifier.seedHash')}</dt>
            <dd>
              <Code>{check.seedHash}</Code>
            </dd>
          </FactList>
          <check.Facts outcome={check.round.outcome} currency={check.currency} games={check.games} />
          <Text size="sm" tone="muted">
            {t('verifier.compare')}
          </Text>
        </Result>
      )}
    </CasinoColumn>
  );
}
