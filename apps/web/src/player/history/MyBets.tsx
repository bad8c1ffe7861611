import { Suspense, useEffect, useId, useRef } from 'react';
import { useQuery } from '../../lib/query';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { Badge, EmptyState, ErrorState, Skeleton, Stack, Surface, VisuallyHidden } from '@betline/ui';
import { fetchBetHistory } from '../../api/bets';
import { isIgnorable } from '../../api/errors';
import type { PlacedCoupon } from '../../api/types';

import { CashOutButtons, CouponFigures, CouponMarks } from './CouponCard';
import {
  STATUS_TONE,
  isExpressBonus,
  pickOf,
  useBettingTexts,
  useCouponFormat,
  type CouponFormat,
} from './format';
import { useCashOut } from './useCashOut';
import { useStores } from '../../stores';

/** SPEC §9: the coupon's data refreshes every 10 s (here: while the page is visible). */
export const MY_BETS_REFRESH_MS = 10_000;
/** Open coupons loaded at once (the server's largest page). */
export const MY_BETS_LIMIT = 100;

export interface MyBetsProps {
  /** The page's language (links). */
  lng: string;
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const Picks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${vars.fontSize.sm};
  overflow-wrap: anywhere;
`;

const Pick = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space[0]} ${vars.space[2]};

  & > span:last-of-type {
    font-variant-numeric: tabular-nums;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const Muted = styled.span`
  grid-column: 1 / -1;
  color: ${vars.fgColor.muted};
  font-size: ${vars.fontSize.xs};
`;

const TextLink = styled(Link)`
  color: ${vars.fgColor.link};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.medium};
`;

function Loading({ label }: { label?: string }) {
  return (
    <Stack gap={2} aria-busy="true">
      {label !== undefined && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      <Skeleton $height={vars.size.control.lg} $radius={vars.radius.md} aria-hidden="true" />
      <Skeleton $height={vars.size.control.lg} $radius={vars.radius.md} aria-hidden="true" />
    </Stack>
  );
}

/** Runs `run` every `ms` while the document is visible, and at once when it becomes visible again. */
function useVisiblePolling(run: () => void, ms: number): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = setInterval(() => {
      if (visible()) latest.current();
    }, ms);
    const onChange = () => {
      if (visible()) latest.current();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [ms]);
}

function OpenBet({
  coupon,
  format,
  onCashOut,
  onAuto,
  isCashingOut,
}: {
  coupon: PlacedCoupon;
  format: CouponFormat;
  onCashOut: (coupon: PlacedCoupon) => void;
  onAuto: (coupon: PlacedCoupon) => void;
  isCashingOut: boolean;
}) {
  const { t } = format;
  const titleId = useId();
  const number = coupon.couponId;
  return (
    <Surface
      as="article"
      elevation={1}
      padding={3}
      radius="md"
      aria-labelledby={titleId}
      data-status={coupon.status}
    >
      <Stack gap={2}>
        <Header>
          <Title id={titleId}>
            {format.type(coupon)} · {t('history.coupon', { number })}
          </Title>
          <Badge tone={STATUS_TONE[coupon.status]}>{format.status(coupon.status)}</Badge>
        </Header>
        <Picks>
          {coupon.selections.map((selection) => (
            <Pick key={selection.betId}>
              <span>
                {isExpressBonus(selection) ? t('history.selection.expressBonus') : pickOf(selection)}
                {selection.isLive && (
                  <>
                    {' '}
                    <Badge tone="danger">{t('history.marks.live')}</Badge>
                  </>
                )}
              </span>
              <span>
                <VisuallyHidden>{t('history.selection.coef')} </VisuallyHidden>
                {format.coef(selection.coef)}
              </span>
              {!isExpressBonus(selection) && (
                <Muted>
                  {selection.gameNameEng}
                  {selection.scoreFormatted !== '' && ` · ${selection.scoreFormatted}`}
                </Muted>
              )}
            </Pick>
          ))}
        </Picks>
        <CouponMarks coupon={coupon} format={format} />
        <CouponFigures coupon={coupon} format={format} />
        <CashOutButtons
          coupon={coupon}
          format={format}
          onCashOut={onCashOut}
          onAuto={onAuto}
          isCashingOut={isCashingOut}
          fullWidth
        />
      </Stack>
    </Surface>
  );
}

function OpenBetsList({ lng }: MyBetsProps) {
  const format = useCouponFormat();
  const { t } = format;
  const bets = useQuery(['my-bets', 'open'], (signal) =>
    fetchBetHistory({ status: 'open', limit: MY_BETS_LIMIT }, signal).then((answer) => answer.coupons),
  );
  useVisiblePolling(bets.reload, MY_BETS_REFRESH_MS);
  // A failed refresh keeps the bets on screen; only a list never loaded shows the error.
  const data = bets.data;
  const error = bets.error !== undefined && !isIgnorable(bets.error) ? format.message(bets.error) : undefined;

  const patch = (couponId: number, update: (coupon: PlacedCoupon) => PlacedCoupon) =>
    bets.setData((current) => current.map((c) => (c.couponId === couponId ? update(c) : c)));
  const cash = useCashOut({
    onCashedOut: (coupon) => patch(coupon.couponId, () => coupon),
    onOffer: (couponId, amount) => patch(couponId, (coupon) => ({ ...coupon, cashout: amount })),
  });

  const allLink = <TextLink to={`/${lng}/office/history?status=open`}>{t('history.myBets.all')}</TextLink>;

  if (data === undefined) {
    return error === undefined ? (
      <Loading label={t('history.myBets.loading')} />
    ) : (
      <ErrorState
        title={t('history.myBets.error')}
        isRefreshing={bets.status === 'loading'}
        onRefresh={bets.reload}
      >
        {error}
      </ErrorState>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState title={t('history.myBets.empty')} action={allLink}>
        {t('history.myBets.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <Stack gap={3}>
      <List aria-label={t('history.myBets.title')}>
        {data.map((coupon) => (
          <li key={coupon.couponId}>
            <OpenBet
              coupon={coupon}
              format={format}
              onCashOut={cash.ask}
              onAuto={cash.askAuto}
              isCashingOut={cash.busyId === coupon.couponId}
            />
          </li>
        ))}
      </List>
      <div>{allLink}</div>
      {cash.dialog}
    </Stack>
  );
}

function OpenBets({ lng }: MyBetsProps) {
  useBettingTexts();
  const { t } = useCouponFormat();
  const { userId } = useSnapshot(useStores().user);
  const location = useLocation();
  if (userId === null) {
    const returnUrl = `${location.pathname}${location.search}`;
    return (
      <EmptyState
        title={t('history.myBets.signIn')}
        action={
          <TextLink to={`/${lng}/user/login?${new URLSearchParams({ returnUrl }).toString()}`}>
            {t('history.myBets.signInLink')}
          </TextLink>
        }
      />
    );
  }
  // A new player (another sign-in) starts a new list.
  return <OpenBetsList key={userId} lng={lng} />;
}

/**
 * The player's open bets for the coupon slip's "My bets" tab: each open coupon with its picks, stake, odds,
 * possible win and a cash-out button when an offer stands (confirmed in a dialog; a moved offer is asked
 * again). It loads the open coupons itself and refreshes them every 10 s while the page is visible; a guest
 * is asked to sign in. Texts load on demand (the `betting` and kit namespaces).
 */
export function MyBets({ lng }: MyBetsProps) {
  return (
    <Suspense fallback={<Loading />}>
      <OpenBets lng={lng} />
    </Suspense>
  );
}
