/**
 * A toto coupon: 1, X or 2 for each of the draw's matches (several in a match make a system coupon), the stake per
 * variant, what it all costs, and placing it. The form counts variants and cost to guide the player; the server
 * checks everything again and decides (protection, balance, the draw still open).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import { TOTO_PICKS, type TotoPick } from '@betline/contracts/toto';
import type { TotoDraw, TotoOverview } from '@betline/contracts';
import { Button, Inline, SegmentedControl, Stack, Text } from '@betline/ui';
import { placeTotoCoupon, type TotoRefusal } from '../api/toto';
import { newIdempotencyKey } from '../api/wallet';
import { useMutation } from '../lib/query';
import { useMoney } from '../player/money';
import { ChoiceButton, PlayMessageLine, SignInToPlay, WrappingChoices } from '../games/parts';
import { accountOf, loadBalance } from '../stores/account';
import { useStores } from '../stores';
import { isSignedIn } from '../stores/user';
import { useDateTime } from './parts';

const Matches = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  border-radius: ${vars.radius.lg};

  > li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${vars.space[2]} ${vars.space[4]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border-bottom: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
  }

  > li:last-child {
    border-bottom: none;
  }
`;

const Picks = styled.div`
  display: grid;
  grid-template-columns: repeat(3, ${vars.size.control.lg});
  gap: ${vars.space[1]};
`;

/** The stakes per variant a coupon offers, in multiples of the currency's smallest (EUR 0.25 ... 10.00). */
const STAKE_STEPS = [1, 2, 4, 10, 20, 40] as const;

type Draw = TotoDraw;
type Rules = TotoOverview['rules'];

/** The player's words for a coupon the server refused or could not be reached for. */
function refusalText(
  refusal: TotoRefusal,
  t: ReturnType<typeof useTranslation<'toto'>>['t'],
  allowed: (minor: number) => string,
): string {
  if (refusal.kind === 'failed') return t('refusals.failed');
  if (refusal.status === 401) return t('refusals.signIn');
  if (refusal.status === 409) return t('refusals.closed');
  if (refusal.status === 403) {
    if (refusal.reason === 'wagering_limit')
      return t('refusals.wageringLimit', { allowed: allowed(refusal.allowed ?? 0) });
    if (refusal.reason === 'loss_limit')
      return t('refusals.lossLimit', { allowed: allowed(refusal.allowed ?? 0) });
    return t('refusals.excluded');
  }
  if (refusal.status === 422 && refusal.code !== 'toto_stake') return t('refusals.funds');
  return t('refusals.failed');
}

export function CouponForm({ draw, rules }: { draw: Draw; rules: Rules }) {
  const { t } = useTranslation('toto');
  const money = useMoney();
  const dateTime = useDateTime();
  const stores = useStores();
  const signedIn = isSignedIn(useSnapshot(stores.user));
  const empty = () => draw.events.map((): TotoPick[] => []);
  const [picks, setPicks] = useState<TotoPick[][]>(empty);
  // The stake per variant, in multiples of the smallest one (the choices a toto coupon offers).
  const [steps, setSteps] = useState<number>(1);
  const stake = steps * rules.minVariantStake;
  // The coupon's id is its idempotency key: kept until the server has answered, renewed for the next coupon.
  const [couponId, setCouponId] = useState(newIdempotencyKey);
  const [message, setMessage] = useState<{ text: string; tone: 'danger' | 'default' }>();
  const { iso } = rules;

  const left = picks.filter((outcomes) => outcomes.length === 0).length;
  const variants = left > 0 ? 0 : picks.reduce((product, outcomes) => product * outcomes.length, 1);
  const total = variants * stake;
  const problem =
    left > 0
      ? t('form.incomplete', { count: left })
      : variants > rules.maxVariants
        ? t('form.tooMany', { max: rules.maxVariants })
        : total > rules.maxStake
          ? t('form.overMax', { amount: money(rules.maxStake, iso) })
          : undefined;

  const place = useMutation(
    () => placeTotoCoupon({ couponId, drawId: draw.drawId, picks, variantStake: stake }),
    {
      invalidates: [['toto']],
      onSuccess: (result) => {
        if (result.kind !== 'placed') {
          setMessage({ text: refusalText(result, t, (minor) => money(minor, iso)), tone: 'danger' });
          return;
        }
        const { coupon } = result;
        const text = t('form.placed', {
          amount: money(coupon.stake, coupon.iso),
          variants: t('form.variants', { count: coupon.variants }),
        });
        // The message is a status region: screen readers read it once.
        setMessage({ text, tone: 'default' });
        setPicks(empty());
        setCouponId(newIdempotencyKey());
        void loadBalance(accountOf(stores));
      },
    },
  );

  const toggle = (index: number, pick: TotoPick) => {
    setMessage(undefined);
    setPicks((current) =>
      current.map((outcomes, i) =>
        i !== index
          ? outcomes
          : outcomes.includes(pick)
            ? outcomes.filter((p) => p !== pick)
            : TOTO_PICKS.filter((p) => p === pick || outcomes.includes(p)),
      ),
    );
  };
  const quickPick = () => {
    setMessage(undefined);
    setPicks(draw.events.map(() => [TOTO_PICKS[Math.floor(Math.random() * TOTO_PICKS.length)] ?? '1']));
  };

  return (
    <Stack gap={4}>
      <Matches>
        {draw.events.map((event, index) => {
          const chosen = picks[index] ?? [];
          const name = t('form.match', { position: event.position, home: event.home, away: event.away });
          return (
            <li key={event.gameId}>
              <Stack gap={1}>
                <Text weight="medium">{`${event.position}. ${event.home} — ${event.away}`}</Text>
                <Text size="sm" tone="muted">{`${event.champNameEng} · ${dateTime(event.startAt)}`}</Text>
              </Stack>
              <Picks role="group" aria-label={name}>
                {TOTO_PICKS.map((pick) => (
                  <ChoiceButton
                    key={pick}
                    type="button"
                    aria-pressed={chosen.includes(pick)}
                    aria-label={t(`form.pick.${pick}`, { home: event.home, away: event.away })}
                    onClick={() => toggle(index, pick)}
                  >
                    {pick}
                  </ChoiceButton>
                ))}
              </Picks>
            </li>
          );
        })}
      </Matches>
      <Inline gap={2} wrap>
        <Button variant="secondary" onClick={quickPick}>
          {t('form.random')}
        </Button>
        <Button variant="ghost" onClick={() => setPicks(empty())}>
          {t('form.clear')}
        </Button>
      </Inline>
      <Stack gap={1} aria-live="polite">
        <Text weight="bold">{t('form.variants', { count: variants })}</Text>
        <Text>{t('form.total', { amount: money(total, iso) })}</Text>
      </Stack>
      {signedIn ? (
        <Stack gap={3}>
          <Stack gap={2}>
            <Text weight="medium" aria-hidden="true">
              {t('form.variantStake')}
            </Text>
            <WrappingChoices>
              <SegmentedControl
                aria-label={t('form.variantStake')}
                options={STAKE_STEPS.map((n) => ({
                  value: String(n),
                  label: money(n * rules.minVariantStake, iso),
                }))}
                value={String(steps)}
                onChange={(value) => setSteps(Number(value))}
              />
            </WrappingChoices>
          </Stack>
          <div>
            <Button loading={place.pending} disabled={problem !== undefined} onClick={() => void place.run()}>
              {t('form.place')}
            </Button>
          </div>
        </Stack>
      ) : (
        <SignInToPlay>{t('form.signIn')}</SignInToPlay>
      )}
      {problem !== undefined && (
        <Text size="sm" tone="muted">
          {problem}
        </Text>
      )}
      <PlayMessageLine message={message} />
    </Stack>
  );
}
