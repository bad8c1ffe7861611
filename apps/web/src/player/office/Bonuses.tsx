import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { vars } from '@betline/tokens';
import type { Bonus, BonusKindTerms, BonusTermsResponse } from '@betline/contracts';
import { formatCoefThousandths, paymentUnitsToMinor } from '@betline/core';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Inline,
  ProgressBar,
  Spinner,
  Stack,
  Table,
  Text,
  announce,
  type BadgeTone,
  type TableColumn,
} from '@betline/ui';
import { isIgnorable, playerMessage, statusOf } from '../../api/errors';
import { declineBonus, fetchBonuses, fetchBonusTerms, forfeitBonus } from '../../api/bonuses';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';
import { accountOf, loadBalance, mainAccount } from '../../stores/account';
import { pushNotice } from '../../stores/notices';
import { useStores } from '../../stores';
import { useMutation, useQuery } from '../../lib/query';
import { useMoney } from '../money';
import { useAccountTexts } from '../useTexts';
import { Facts, Section } from './parts';

const ConfirmBonusDialog = lazy(() => import('./ConfirmBonusDialog'));

/** The two bonus pages of the office (SPEC §2 office/bonuses/deposit and office/bonuses/wager). */
export type BonusView = 'deposit' | 'wager';

/** The kinds a deposit brings (the deposit page lists these; the wagering page every kind). */
const DEPOSIT_KINDS: readonly Bonus['kind'][] = ['first_deposit_sport', 'first_deposit_casino', 'redeposit'];

export const BONUS_STATUS_TONE: Record<Bonus['status'], BadgeTone> = {
  active: 'accent',
  converted: 'success',
  expired: 'neutral',
  forfeited: 'neutral',
  declined: 'neutral',
};

const DAY_MS = 24 * 60 * 60 * 1000;

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.size.control.md};
    padding-inline: ${vars.space[3]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.default};
    border-radius: ${vars.radius.full};
    color: ${vars.fgColor.default};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
  }

  a:hover {
    background: ${vars.bgColor.hover};
  }

  a[aria-current='page'] {
    border-color: ${vars.borderColor.accent};
    background: ${vars.bgColor.accent.muted};
    color: ${vars.fgColor.accent};
  }

  a:focus-visible {
    outline: ${vars.focus.outlineWidth} solid ${vars.focus.outlineColor};
    outline-offset: ${vars.focus.outlineOffset};
  }
`;

const Rules = styled.ul`
  margin: 0;
  padding-inline-start: ${vars.space[5]};

  li + li {
    margin-block-start: ${vars.space[1]};
  }
`;

/** The share of a casino round's stake that counts, as "a–b %" or "a %". */
export function contributionRange(
  terms: Pick<BonusKindTerms, 'casinoContribution'>,
): [number, number] | null {
  const shares = Object.values(terms.casinoContribution);
  if (shares.length === 0) return null;
  return [Math.min(...shares), Math.max(...shares)];
}

/**
 * The office's bonus pages: `wager` shows each active bonus with its wagering progress, what counts, the time
 * left and the full terms, with forfeit or decline, then the bonuses that ended and how; `deposit` shows the
 * first-deposit offer, the deposit bonuses the player had and the terms of each kind. The server decides every
 * figure (docs/adr/0045-bonuses-wagering.md); the page only shows them.
 */
export function Bonuses({ view, lng }: { view: BonusView; lng: string }) {
  useAccountTexts();
  const { t } = useTranslation('account');
  const stores = useStores();
  const account = useSnapshot(accountOf(stores));
  const bonuses = useQuery(['bonuses'], (signal) => fetchBonuses(signal));
  const terms = useQuery(['bonus-terms'], (signal) => fetchBonusTerms(signal));
  const [asking, setAsking] = useState<{ bonus: Bonus; action: 'forfeit' | 'decline' }>();
  const money = useMoney();
  // The first-deposit offer is the balance answer's (is_available_first_deposit_bonus).
  useEffect(() => {
    if (account.status === 'idle') void loadBalance(accountOf(stores));
  }, [account.status, stores]);

  const act = useMutation(
    async (bonus: Bonus, action: 'forfeit' | 'decline') =>
      action === 'forfeit' ? forfeitBonus(bonus.id) : declineBonus(bonus.id),
    {
      invalidates: [['bonuses']],
      onSuccess: (_answer, _bonus, action) => {
        const message = action === 'forfeit' ? t('bonuses.forfeited') : t('bonuses.declined');
        announce(message);
        pushNotice(stores.notices, { kind: 'success', message });
        // The bonus account's money is gone: the balance shows it.
        void loadBalance(accountOf(stores));
      },
      onError: (error) => {
        // Ended meanwhile (converted, expired): the list shows it as it is now.
        if (statusOf(error) === 409) bonuses.reload();
        pushNotice(stores.notices, {
          kind: 'error',
          message: statusOf(error) === 409 ? t('bonuses.changed') : playerMessage(error, t),
        });
      },
    },
  );

  const failure = [bonuses, terms].find((query) => query.status === 'error' && !isIgnorable(query.error));
  const list = bonuses.data?.bonuses ?? [];
  const shown = view === 'deposit' ? list.filter((bonus) => DEPOSIT_KINDS.includes(bonus.kind)) : list;
  const active = shown.filter((bonus) => bonus.status === 'active');
  const ended = shown.filter((bonus) => bonus.status !== 'active');
  const firstDepositAvailable = account.isAvailableFirstDepositBonus === true;
  const iso = mainAccount(account)?.iso ?? 'EUR';

  return (
    <Stack gap={5}>
      <Tabs aria-label={t('bonuses.pages')}>
        <ul>
          <li>
            <NavLink to={`/${lng}/office/bonuses/wager`}>{t('bonuses.wagerTab')}</NavLink>
          </li>
          <li>
            <NavLink to={`/${lng}/office/bonuses/deposit`}>{t('bonuses.depositTab')}</NavLink>
          </li>
        </ul>
      </Tabs>
      {failure !== undefined ? (
        <ErrorState onRefresh={() => failure.reload()}>{playerMessage(failure.error, t)}</ErrorState>
      ) : bonuses.status === 'loading' ||
        terms.data === undefined ||
        account.status === 'idle' ||
        account.status === 'loading' ? (
        <Spinner label={t('bonuses.loading')} />
      ) : view === 'wager' ? (
        <>
          {active.length === 0 ? (
            <EmptyState
              title={t('bonuses.none')}
              action={
                firstDepositAvailable ? (
                  <Link to={`/${lng}/office/recharge`}>{t('bonuses.depositLink')}</Link>
                ) : undefined
              }
            >
              {firstDepositAvailable ? t('bonuses.noneOffer') : t('bonuses.noneHint')}
            </EmptyState>
          ) : (
            active.map((bonus) => (
              <ActiveBonus
                key={bonus.id}
                bonus={bonus}
                lng={lng}
                busy={act.variables?.[0].id === bonus.id}
                onAsk={(action) => setAsking({ bonus, action })}
              />
            ))
          )}
          {ended.length > 0 && <EndedBonuses bonuses={ended} lng={lng} />}
        </>
      ) : (
        <>
          <FirstDepositOffer available={firstDepositAvailable} terms={terms.data} iso={iso} lng={lng} />
          {shown.length > 0 && <EndedBonuses bonuses={shown} lng={lng} title={t('bonuses.yours')} />}
          <TermsTable terms={terms.data} />
        </>
      )}
      {asking !== undefined && (
        <Suspense fallback={null}>
          <ConfirmBonusDialog
            action={asking.action}
            amount={money(asking.bonus.balance, asking.bonus.iso)}
            onConfirm={() => {
              const { bonus, action } = asking;
              setAsking(undefined);
              void act.run(bonus, action);
            }}
            onClose={() => setAsking(undefined)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** One active bonus: its money, the wagering bar, the time left, what counts and the rest of its terms. */
function ActiveBonus({
  bonus,
  lng,
  busy,
  onAsk,
}: {
  bonus: Bonus;
  lng: string;
  busy: boolean;
  onAsk: (action: 'forfeit' | 'decline') => void;
}) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const prefs = usePreferences();
  const amount = (minor: number) => money(minor, bonus.iso);
  const date = (iso: string) => formatPreferredDateTime(iso, lng, prefs) ?? '';
  const days = Math.floor(bonus.timeLeftMs / DAY_MS);
  const headingId = `bonus-${bonus.id}`;
  const share = contributionRange(bonus);
  return (
    <Section
      headingId={headingId}
      title={t(`bonuses.kinds.${bonus.kind}`)}
      description={t('bonuses.grantedOn', { amount: amount(bonus.amount), date: date(bonus.grantedAt) })}
    >
      <Stack gap={4}>
        <ProgressBar
          label={t('bonuses.progress')}
          value={bonus.progress}
          max={bonus.required}
          tone={bonus.remaining === 0 ? 'success' : 'accent'}
          valueText={t('bonuses.progressValue', {
            done: amount(bonus.progress),
            required: amount(bonus.required),
          })}
        />
        <Facts>
          <dt>{t('bonuses.balance')}</dt>
          <dd>{amount(bonus.balance)}</dd>
          <dt>{t('bonuses.remaining')}</dt>
          <dd>{amount(bonus.remaining)}</dd>
          <dt>{t('bonuses.timeLeft')}</dt>
          <dd>
            {days >= 1 ? t('bonuses.daysLeft', { count: days }) : t('bonuses.lastDay')}
            {' · '}
            <time dateTime={bonus.expiresAt}>{t('bonuses.endsOn', { date: date(bonus.expiresAt) })}</time>
          </dd>
        </Facts>
        <Stack gap={2}>
          <Text weight="bold">{t('bonuses.counts')}</Text>
          <Rules>
            <li>
              {bonus.minOdds === null
                ? t('bonuses.sportsNot')
                : t('bonuses.sports', {
                    odds: formatCoefThousandths(bonus.minOdds, prefs.coefViewId) ?? '',
                  })}
            </li>
            <li>
              {share === null ? (
                t('bonuses.casinoNot')
              ) : (
                <>
                  {t('bonuses.casino')}{' '}
                  {Object.entries(bonus.casinoContribution)
                    .map(([game, percent]) =>
                      t('bonuses.contribution', {
                        game: t(`bonuses.games.${game}`, { defaultValue: game }),
                        percent,
                      }),
                    )
                    .join(', ')}
                </>
              )}
            </li>
            <li>{t('bonuses.conversion', { amount: amount(bonus.maxConversion) })}</li>
            <li>{t('bonuses.expiry', { date: date(bonus.expiresAt) })}</li>
            <li>{t('bonuses.withdrawals')}</li>
          </Rules>
        </Stack>
        {(bonus.canDecline || bonus.canForfeit) && (
          <Inline gap={2} wrap>
            {bonus.canDecline ? (
              <Button variant="secondary" loading={busy} onClick={() => onAsk('decline')}>
                {t('bonuses.decline')}
              </Button>
            ) : (
              <Button variant="secondary" loading={busy} onClick={() => onAsk('forfeit')}>
                {t('bonuses.forfeit')}
              </Button>
            )}
          </Inline>
        )}
      </Stack>
    </Section>
  );
}

/** The bonuses as a table: kind, amount, status, and how each ended (converted or removed, and when). */
function EndedBonuses({ bonuses, lng, title }: { bonuses: Bonus[]; lng: string; title?: string }) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const prefs = usePreferences();
  const date = (iso: string | null) => formatPreferredDateTime(iso, lng, prefs) ?? '';
  const columns: TableColumn<Bonus>[] = [
    {
      key: 'kind',
      header: t('bonuses.columns.kind'),
      rowHeader: true,
      cell: (bonus) => t(`bonuses.kinds.${bonus.kind}`),
    },
    {
      key: 'granted',
      header: t('bonuses.columns.granted'),
      hideOnMobile: true,
      cell: (bonus) => <time dateTime={bonus.grantedAt}>{date(bonus.grantedAt)}</time>,
    },
    {
      key: 'amount',
      header: t('bonuses.columns.amount'),
      align: 'end',
      cell: (bonus) => money(bonus.amount, bonus.iso),
    },
    {
      key: 'status',
      header: t('bonuses.columns.status'),
      cell: (bonus) => (
        <Badge tone={BONUS_STATUS_TONE[bonus.status]}>{t(`bonuses.statuses.${bonus.status}`)}</Badge>
      ),
    },
    {
      key: 'outcome',
      header: t('bonuses.columns.outcome'),
      cell: (bonus) => {
        if (bonus.status === 'active')
          return t('bonuses.activeOutcome', { amount: money(bonus.remaining, bonus.iso) });
        const parts: string[] = [];
        if ((bonus.convertedAmount ?? 0) > 0)
          parts.push(t('bonuses.converted', { amount: money(bonus.convertedAmount ?? 0, bonus.iso) }));
        if ((bonus.removedAmount ?? 0) > 0)
          parts.push(t('bonuses.removed', { amount: money(bonus.removedAmount ?? 0, bonus.iso) }));
        return `${parts.join(' ')} ${bonus.endedAt === null ? '' : date(bonus.endedAt)}`.trim();
      },
    },
  ];
  return (
    <Section title={title ?? t('bonuses.earlier')}>
      <Table
        columns={columns}
        rows={bonuses}
        rowKey={(bonus) => String(bonus.id)}
        caption={title ?? t('bonuses.earlier')}
        captionHidden
      />
    </Section>
  );
}

/** The first-deposit offer as this player's account has it: available (with its size) or used. */
function FirstDepositOffer({
  available,
  terms,
  iso,
  lng,
}: {
  available: boolean;
  terms: BonusTermsResponse;
  iso: string;
  lng: string;
}) {
  const { t } = useTranslation('account');
  const money = useMoney();
  const cap = money(paymentUnitsToMinor(terms.firstDeposit.maxUnits, iso), iso);
  return (
    <Section headingId="first-deposit-offer" title={t('bonuses.offer')}>
      {available ? (
        <Stack gap={3}>
          <Text>{t('bonuses.offerAvailable', { percent: terms.firstDeposit.percent, cap })}</Text>
          <div>
            <Link to={`/${lng}/office/recharge`}>{t('bonuses.depositLink')}</Link>
          </div>
        </Stack>
      ) : (
        <Text tone="muted">{t('bonuses.offerUsed')}</Text>
      )}
    </Section>
  );
}

/** The terms of each kind of bonus, side by side: what a player reads before taking one. */
export function TermsTable({ terms }: { terms: BonusTermsResponse }) {
  const { t } = useTranslation('account');
  const prefs = usePreferences();
  const columns: TableColumn<BonusKindTerms>[] = [
    {
      key: 'kind',
      header: t('bonuses.columns.kind'),
      rowHeader: true,
      cell: (row) => t(`bonuses.kinds.${row.kind}`),
    },
    {
      key: 'wagering',
      header: t('bonuses.columns.wagering'),
      cell: (row) => t('bonuses.times', { multiplier: row.wageringMultiplier }),
    },
    {
      key: 'odds',
      header: t('bonuses.columns.odds'),
      cell: (row) =>
        row.minOdds === null
          ? t('bonuses.notCounted')
          : t('bonuses.oddsFrom', { odds: formatCoefThousandths(row.minOdds, prefs.coefViewId) ?? '' }),
    },
    {
      key: 'casino',
      header: t('bonuses.columns.casino'),
      cell: (row) => {
        const share = contributionRange(row);
        if (share === null) return t('bonuses.notCounted');
        const [min, max] = share;
        return min === max ? t('bonuses.share', { percent: max }) : t('bonuses.shareRange', { min, max });
      },
    },
    {
      key: 'conversion',
      header: t('bonuses.columns.conversion'),
      hideOnMobile: true,
      cell: (row) => t('bonuses.times', { multiplier: row.maxConversionMultiplier }),
    },
    {
      key: 'valid',
      header: t('bonuses.columns.valid'),
      cell: (row) => t('bonuses.days', { count: row.validDays }),
    },
  ];
  return (
    <Section title={t('bonuses.terms')} description={t('bonuses.termsHint')}>
      <Table
        columns={columns}
        rows={terms.kinds}
        rowKey={(row) => row.kind}
        caption={t('bonuses.terms')}
        captionHidden
      />
    </Section>
  );
}
