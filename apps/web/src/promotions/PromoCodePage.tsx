/**
 * `office/promotion` (the account area's `promo_check`): the player types a promo code, checks what it gives and
 * whether it can be used by them now, and uses it. The server decides everything; a use credits the bonus
 * account in one transaction, and the page then shows the bonus and the way to its wagering; a code of bonus-game
 * plays gives a pass of free plays, and the page leads to the game. `?code=` fills the field and checks it at
 * once (the links of the promotions and the showcase).
 */
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { BonusKindTerms, BonusPass, PromoCheckResponse, PromoCodeRefusal } from '@betline/contracts';
import { formatCoefThousandths } from '@betline/core';
import { Button, Field, Heading, Input, Stack, Text, announce } from '@betline/ui';
import { PROMO_CODE_REFUSALS, type BONUS_GAMES } from '@betline/contracts/paths';
import { fetchBonusTerms } from '../api/bonuses';
import { checkPromoCode, redeemPromoCode } from '../api/promotions';
import { errorCodeOf, statusOf } from '../api/errors';
import { useMutation, useQuery } from '../lib/query';
import { RouterLink } from '../lib/RouterLink';
import { useMoney } from '../player/money';
import { contributionRange } from '../player/office/Bonuses';
import { Facts, FormColumn, Section } from '../player/office/parts';
import { usePreferences } from '../stores/preferences';
import { usePromotionsTexts } from './texts';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { amountIn, useShownCurrency } from './money';
import { formatDay, promotionPath } from './parts';

/** A code as the server takes it (the contracts' rule): 3 to 32 letters and digits, any case. */
const CODE = /^[A-Za-z0-9]{3,32}$/;

type Outcome =
  | { kind: 'checked'; answer: PromoCheckResponse }
  | { kind: 'refused'; code: string; refusal: PromoCodeRefusal }
  | { kind: 'done'; code: string; amount: number; iso: string }
  | { kind: 'plays'; pass: BonusPass };

const REFUSALS = new Set<string>(PROMO_CODE_REFUSALS);

/** The terms a code's bonus is granted under (the `promo` kind's), before the player takes it. */
function PromoTerms({ terms }: { terms: BonusKindTerms }) {
  const { t } = useTranslation('account');
  const prefs = usePreferences();
  const share = contributionRange(terms);
  const rows: [string, string][] = [
    [t('bonuses.columns.wagering'), t('bonuses.times', { multiplier: terms.wageringMultiplier })],
    [
      t('bonuses.columns.odds'),
      terms.minOdds === null
        ? t('bonuses.notCounted')
        : t('bonuses.oddsFrom', { odds: formatCoefThousandths(terms.minOdds, prefs.coefViewId) ?? '' }),
    ],
    [
      t('bonuses.columns.casino'),
      share === null
        ? t('bonuses.notCounted')
        : share[0] === share[1]
          ? t('bonuses.share', { percent: share[1] })
          : t('bonuses.shareRange', { min: share[0], max: share[1] }),
    ],
    [t('bonuses.columns.conversion'), t('bonuses.times', { multiplier: terms.maxConversionMultiplier })],
    [t('bonuses.columns.valid'), t('bonuses.days', { count: terms.validDays })],
  ];
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Facts>
  );
}

export function PromoCodePage({ lng }: { lng: string }) {
  usePromotionsTexts();
  const { t } = useTranslation('promotions');
  const stores = useStores();
  const money = useMoney();
  const shown = useShownCurrency();
  const [search] = useSearchParams();
  const [code, setCode] = useState(search.get('code') ?? '');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [failure, setFailure] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const terms = useQuery(['bonus-terms'], (signal) => fetchBonusTerms(signal));
  const promoTerms = terms.data?.kinds.find((kind) => kind.kind === 'promo');

  const gameName = (game: (typeof BONUS_GAMES)[number]) => t(`bonusGames.names.${game}`);
  /** What a usable code gives: a bonus of `amount`, or plays whose prize unit is worth `amount`. */
  const usableText = (answer: PromoCheckResponse, amount: string) =>
    answer.plays === null
      ? t('code.usable', { code: answer.code, amount })
      : t('code.usablePlays', {
          code: answer.code,
          game: gameName(answer.plays.game),
          count: answer.plays.plays,
          amount,
        });

  const failed = (error: unknown) =>
    setFailure(statusOf(error) === 429 ? t('code.tooMany') : t('code.error'));

  const check = useMutation((wanted: string) => checkPromoCode(wanted, lng), {
    onSuccess: (answer) => {
      setOutcome({ kind: 'checked', answer });
      const amount = amountIn(answer.amounts, shown.iso);
      announce(
        answer.usable && amount
          ? usableText(answer, money(amount.amount, amount.iso))
          : t(`code.refusals.${answer.refusal ?? 'unknown'}`),
      );
    },
    onError: failed,
  });

  const use = useMutation((wanted: string) => redeemPromoCode(wanted), {
    invalidates: [['bonuses'], ['bonus-games']],
    onSuccess: (answer) => {
      if (answer.pass !== null) {
        setOutcome({ kind: 'plays', pass: answer.pass });
        announce(t('code.donePlays', { game: gameName(answer.pass.game), count: answer.pass.left }));
        return;
      }
      if (answer.bonus === null) return;
      setOutcome({ kind: 'done', code: answer.code, amount: answer.bonus.amount, iso: answer.bonus.iso });
      announce(t('code.done', { amount: money(answer.bonus.amount, answer.bonus.iso) }));
      void loadBalance(accountOf(stores));
    },
    onError: (error, wanted) => {
      const reason = errorCodeOf(error);
      if (reason !== undefined && REFUSALS.has(reason)) {
        setOutcome({ kind: 'refused', code: wanted, refusal: reason as PromoCodeRefusal });
        announce(t(`code.refusals.${reason as PromoCodeRefusal}`));
      } else failed(error);
    },
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(undefined);
    setOutcome(undefined);
    const wanted = code.trim();
    if (!CODE.test(wanted)) {
      setInvalid(true);
      field.current?.focus();
      return;
    }
    setInvalid(false);
    void check.run(wanted.toUpperCase());
  };

  // A code in the address is checked once, as the page opens.
  const fromAddress = useRef(search.get('code'));
  useEffect(() => {
    const wanted = fromAddress.current?.trim();
    fromAddress.current = null;
    if (wanted && CODE.test(wanted)) void check.run(wanted.toUpperCase());
    // Only on the first render: later checks are the player's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    setOutcome(undefined);
    setCode('');
    setTimeout(() => field.current?.focus());
  };

  if (outcome?.kind === 'plays' || outcome?.kind === 'done') {
    const done =
      outcome.kind === 'plays'
        ? {
            title: t('code.donePlays', { game: gameName(outcome.pass.game), count: outcome.pass.left }),
            body: t('code.donePlaysBody', { date: formatDay(outcome.pass.expiresAt, lng) }),
            href: `/${lng}/games/${outcome.pass.game}-bonus`,
            link: t('code.toGame', { game: gameName(outcome.pass.game) }),
          }
        : {
            title: t('code.done', { amount: money(outcome.amount, outcome.iso) }),
            body: t('code.doneBody'),
            href: `/${lng}/office/bonuses/wager`,
            link: t('code.toBonuses'),
          };
    return (
      <Section title={done.title}>
        <Stack gap={3} role="status">
          <Text>{done.body}</Text>
          <Stack gap={2}>
            <RouterLink href={done.href}>{done.link}</RouterLink>
            <div>
              <Button variant="secondary" onClick={reset}>
                {t('code.another')}
              </Button>
            </div>
          </Stack>
        </Stack>
      </Section>
    );
  }

  const checked = outcome?.kind === 'checked' ? outcome.answer : undefined;
  const refusal = outcome?.kind === 'refused' ? outcome.refusal : (checked?.refusal ?? null);
  const amount = checked ? amountIn(checked.amounts, shown.iso) : undefined;
  return (
    <Stack gap={5}>
      <Text tone="muted">{t('code.intro')}</Text>
      <FormColumn>
        <form onSubmit={submit} noValidate aria-label={t('code.form')}>
          <Stack gap={3}>
            <Field
              label={t('code.label')}
              hint={t('code.hint')}
              error={invalid ? t('code.invalid') : undefined}
              required
            >
              <Input
                ref={field}
                value={code}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
                onChange={(event) => {
                  setCode(event.target.value);
                  setOutcome(undefined);
                }}
              />
            </Field>
            <div>
              <Button type="submit" variant="secondary" loading={check.pending}>
                {t('code.check')}
              </Button>
            </div>
          </Stack>
        </form>
      </FormColumn>
      {failure !== undefined && (
        <Text tone="danger" role="alert">
          {failure}
        </Text>
      )}
      {refusal !== null && outcome !== undefined && (
        <Text tone="danger" role="alert">
          {t(`code.refusals.${refusal}`)}
        </Text>
      )}
      {checked?.usable && amount !== undefined && (
        <Section title={checked.code}>
          <Stack gap={3}>
            <Text weight="bold">{usableText(checked, money(amount.amount, amount.iso))}</Text>
            {promoTerms !== undefined && checked.plays === null && <PromoTerms terms={promoTerms} />}
            {checked.promotion !== null && (
              <Text size="sm">
                {t('code.part', { title: checked.promotion.title })}{' '}
                <RouterLink href={promotionPath(lng, 'promotions', checked.promotion.slug)}>
                  {t('code.terms')}
                </RouterLink>
              </Text>
            )}
            <div>
              <Button loading={use.pending} onClick={() => void use.run(checked.code)}>
                {t('code.use')}
              </Button>
            </div>
          </Stack>
        </Section>
      )}
      {checked !== undefined && !checked.usable && checked.promotion !== null && (
        <Heading level={2} size="sm">
          <RouterLink href={promotionPath(lng, 'promotions', checked.promotion.slug)}>
            {checked.promotion.title}
          </RouterLink>
        </Heading>
      )}
    </Stack>
  );
}
