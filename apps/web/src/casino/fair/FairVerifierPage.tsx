import { Fragment, useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type * as Games from '@betline/games';
import type { BaccaratCard, BaccaratOutcome, FairRound, GameOutcome } from '@betline/games';
import { vars } from '@betline/tokens';
import {
  Button,
  Field,
  Heading,
  Input,
  NativeSelect,
  SegmentedControl,
  Text,
  formatMoney,
  formatNumber,
  BONUS_SYMBOLS,
  useUiTranslation,
} from '@betline/ui';
import { usePageTitle } from '../../pages/usePageTitle';
import { useCasinoTexts } from '../../player/useTexts';
import { FactList } from '../game/panels';
import { rouletteNumberWords, rouletteSummary } from '../game/rouletteWords';
import { CasinoColumn } from '../lobby/parts';
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
  | { state: 'replayed'; round: FairRound; seedHash: string; currency: string; games: Engines }
  | { state: 'refused'; reason: 'hash' | 'bet' | 'load' };

/** Replays a round in the browser with the same engines the server plays (loaded on demand). */
async function replay(values: VerifierValues): Promise<Check> {
  const input = roundFromValues(values);
  if (!input.ok) return { state: 'idle' };
  const games = await import('@betline/games');
  const seedHash = games.hashServerSeed(input.round.serverSeed);
  const result = games.verifyRound(input.round);
  if (result.ok && seedHash.ok) {
    return {
      state: 'replayed',
      round: result.value,
      seedHash: seedHash.value,
      currency: values.currency,
      games,
    };
  }
  if (!result.ok && result.error.code === 'SERVER_SEED_HASH_MISMATCH')
    return { state: 'refused', reason: 'hash' };
  return { state: 'refused', reason: 'bet' };
}

function hundredths(value: number, lng: string): string {
  return formatNumber(value / 100, lng, 2);
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS: Record<BaccaratCard['suit'], string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

/** A card in the short notation of card rooms (Q♥, 10♠). */
function cardName(card: BaccaratCard): string {
  return `${RANKS[card.rank - 1] ?? '?'}${SUITS[card.suit]}`;
}

function OutcomeFacts({
  outcome,
  currency,
  games,
}: {
  outcome: GameOutcome;
  currency: string;
  games: Engines;
}) {
  const { t, i18n } = useTranslation('casino');
  // The kit's names of the symbols (its texts, not its drawings: the page loads no glyphs).
  const { t: ui } = useUiTranslation();
  const lng = i18n.language;
  const rows: [string, string][] = [];
  if (outcome.game === 'dice') {
    rows.push([t('verifier.facts.roll'), hundredths(outcome.roll, lng)]);
    rows.push([t('verifier.facts.chance'), `${hundredths(outcome.chance, lng)} %`]);
  } else if (outcome.game === 'keno') {
    rows.push([t('verifier.facts.drawn'), outcome.drawn.join(', ')]);
    rows.push([
      t('verifier.facts.hits'),
      outcome.hits.length > 0 ? outcome.hits.join(', ') : t('verifier.facts.none'),
    ]);
  } else if (outcome.game === 'slot') {
    rows.push([t('verifier.facts.stops'), outcome.stops.join(', ')]);
    rows.push([t('verifier.facts.lines'), String(outcome.lineWins.length)]);
  } else if (outcome.game === 'baccarat') {
    const hand = (cards: BaccaratOutcome['player'], total: number) =>
      t('verifier.facts.hand', { cards: cards.map((card) => cardName(card)).join(', '), total });
    rows.push([t('verifier.facts.player'), hand(outcome.player, outcome.playerTotal)]);
    rows.push([t('verifier.facts.banker'), hand(outcome.banker, outcome.bankerTotal)]);
    rows.push([t('verifier.facts.winner'), t(`baccarat.sides.${outcome.winner}`)]);
  } else if (outcome.game === 'scratch') {
    const name = (symbol: number) => {
      const drawn = BONUS_SYMBOLS[symbol];
      return drawn === undefined ? '?' : ui(`games.symbols.${drawn}`);
    };
    rows.push([t('verifier.facts.cells'), outcome.cells.map(name).join(', ')]);
    rows.push([
      t('verifier.facts.three'),
      outcome.winning >= 0 ? name(outcome.winning) : t('verifier.facts.threeNone'),
    ]);
  } else if (outcome.game === 'roulette') {
    rows.push([t('verifier.facts.number'), rouletteNumberWords(t, outcome.number, outcome.colour)]);
    rows.push([t('verifier.facts.result'), rouletteSummary(t, outcome) ?? '']);
  } else if (outcome.game === 'plinko') {
    rows.push([t('verifier.facts.slot'), String(outcome.slot + 1)]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'mines') {
    const tiles = (list: readonly number[]) => list.map((tile) => tile + 1).join(', ');
    rows.push([t('verifier.facts.mineTiles'), tiles(outcome.mineTiles)]);
    rows.push([
      t('verifier.facts.opened'),
      outcome.opened.length > 0 ? tiles(outcome.opened) : t('verifier.facts.none'),
    ]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'hilo') {
    const card = (each: number) => cardName({ rank: games.hiloRank(each), suit: games.hiloSuit(each) });
    rows.push([t('verifier.facts.cards'), outcome.cards.slice(0, outcome.shown).map(card).join(', ')]);
    rows.push([t('verifier.facts.guesses'), String(outcome.correct)]);
    rows.push([t('verifier.facts.multiplier'), `${formatNumber(outcome.multiplier / 1000, lng, 2)}×`]);
  } else if (outcome.game === 'blackjack') {
    const card = (each: number) =>
      cardName({ rank: games.blackjackCardRank(each), suit: games.blackjackCardSuit(each) });
    rows.push([t('verifier.facts.dealer'), outcome.dealer.map(card).join(', ')]);
    outcome.hands.forEach((each, index) =>
      rows.push([
        t('verifier.facts.playerHand', { n: index + 1 }),
        `${each.cards.map(card).join(', ')} (${games.blackjackTotal(each.cards).total})`,
      ]),
    );
  } else if (outcome.game === 'videoPoker') {
    const card = (each: number) => {
      const rank = games.videoPokerCardRank(each);
      return cardName({ rank: rank === 14 ? 1 : rank, suit: games.videoPokerCardSuit(each) });
    };
    rows.push([t('verifier.facts.dealt'), outcome.dealt.map(card).join(', ')]);
    if (outcome.final !== null) rows.push([t('verifier.facts.final'), outcome.final.map(card).join(', ')]);
    if (outcome.kind !== null)
      rows.push([t('verifier.facts.handKind'), t(`videoPoker.kinds.${outcome.kind}`)]);
  } else {
    rows.push([t('verifier.facts.crashPoint'), `${hundredths(outcome.crashPoint, lng)}×`]);
    if (outcome.cashOut !== null)
      rows.push([t('verifier.facts.cashOut'), `${hundredths(outcome.cashOut, lng)}×`]);
  }
  rows.push([
    t('verifier.facts.payout'),
    outcome.payout > 0 ? formatMoney(outcome.payout, currency, lng) : t('verifier.facts.noWin'),
  ]);
  return (
    <FactList>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </FactList>
  );
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
} as const satisfies Record<VerifierField, string>;

/**
 * `provably-fair`: how a Betline Studio round is decided, and a verifier anyone can use. The player pastes the
 * commitment, the revealed seed, the client seed, the round number and the bet; the round is replayed in the
 * browser by @betline/games, the code the server plays with, and nothing is sent to the server. A link from
 * the game history fills the form and replays at once.
 */
export function FairVerifierPage() {
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
        <Text>{t('verifier.intro')}</Text>
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
        {game === 'roulette' ? (
          <Field label={t('verifier.chips')} hint={t('verifier.chipsHint')} error={error('chips')}>
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
          <OutcomeFacts outcome={check.round.outcome} currency={check.currency} games={check.games} />
          <Text size="sm" tone="muted">
            {t('verifier.compare')}
          </Text>
        </Result>
      )}
    </CasinoColumn>
  );
}
