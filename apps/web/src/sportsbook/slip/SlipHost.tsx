import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FALLBACK_CURRENCY, realBets, type Bet, type CouponSettings, type CouponState } from '@betline/core';
import { CouponSheet, CouponSlip, type CouponSlipProps } from '@betline/ui';
import { accountOf } from '../../stores/account';
import {
  acceptOddsChanges,
  applyPromoCode,
  bettingAccount,
  copyBookingCode,
  couponOf,
  couponSiteConfig,
  keepSelections,
  loadBookingCode,
  openSlip,
  placeCoupon,
  restoreCoupon,
  setCoupon,
  setOddsPaused,
  setSettings,
  shareBooking,
  slipAccounts,
  startNewBet,
  withAccount,
} from '../../stores/coupon';

import { preferencesOf, setPreference, usePreferences } from '../../stores/preferences';
import { isSignedIn } from '../../stores/user';
import { BookingPanel } from './BookingPanel';
import { SlipMessages } from './SlipMessages';
import { Column, Floating } from './SlipHost.styles';
import { useMediaQuery, useSlipTexts } from './useSlipTexts';
import { useCouponLivePrices } from './useCouponLivePrices';

import { useStores } from '../../stores';
/** While the phone's coupon bar is on screen, the layout's floating buttons move above it (MainParts). */
function markSlipBar(element: HTMLDivElement | null): () => void {
  if (element !== null) document.documentElement.dataset.slipBar = '';
  return () => {
    delete document.documentElement.dataset.slipBar;
  };
}

/** The player's open bets with cash-out (the slip's "My bets" tab): loaded when the tab is first shown. */
const MyBets = lazy(() => import('../../player/history/MyBets').then((m) => ({ default: m.MyBets })));

// token-exempt: a media query, the seed's 1100 width (SPEC §9) from which the slip is a right-hand column
const DESKTOP_QUERY = '(min-width: 1100px)';

export interface SlipHostProps {
  /** The "my bets" tab of the slip (the open-bets list, built elsewhere). */
  myBets?: ReactNode;
}

/**
 * The coupon slip of the betting pages: the kit's CouponSlip (controlled) wired to the coupon store, the
 * account store (accounts and balances) and the player (signed in or not). From 1100 px wide it is the
 * right-hand column with the booking-code tools under it; narrower, a bar floating at the bottom opens the
 * kit's CouponSheet. A link with `?booking=CODE` loads that code into the slip.
 */
export default function SlipHost({ myBets }: SlipHostProps) {
  useSlipTexts();
  useCouponLivePrices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const stores = useStores();
  // The local save is read after the slip's first render, before the browser paints it (never while rendering).
  useLayoutEffect(() => {
    restoreCoupon(stores);
  }, [stores]);
  const slip = useSnapshot(couponOf(stores));
  const user = useSnapshot(stores.user);
  const accountState = useSnapshot(accountOf(stores));
  const { siteConfig, language } = useSnapshot(stores.global);
  const { coefViewId } = usePreferences();
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  const columnRef = useRef<HTMLDivElement>(null);

  const accounts = useMemo(() => slipAccounts(accountState), [accountState]);
  const config = useMemo(() => couponSiteConfig(siteConfig.config), [siteConfig.config]);
  const settings = slip.settings as CouponSettings;
  const account = bettingAccount(slip.coupon, accounts);
  const currency = account?.iso ?? FALLBACK_CURRENCY;
  const coupon = useMemo(
    () => withAccount(slip.coupon as CouponState, account, settings),
    [slip.coupon, account, settings],
  );
  const placed = slip.placed;
  const count = realBets(slip.coupon.bets as Bet[]).length;

  // A shared link: `?booking=CODE` loads the code into the slip once, then leaves the address.
  const bookingParam = searchParams.get('booking');
  useEffect(() => {
    if (bookingParam === null) return;
    void loadBookingCode(stores, bookingParam);
    setSearchParams(
      (params) => {
        params.delete('booking');
        return params;
      },
      { replace: true },
    );
  }, [bookingParam, setSearchParams, stores]);

  // The coupon reminder's "open" on a wide screen: the column is there already, take the focus to it.
  useEffect(() => {
    if (!desktop || !slip.sheetOpen) return;
    columnRef.current?.focus();
    columnRef.current?.scrollIntoView?.({ block: 'nearest' });
    openSlip(stores, false);
  }, [desktop, slip.sheetOpen, stores]);

  const printId = placed?.couponIds.length === 1 ? placed.couponIds[0] : undefined;
  const slipProps: Omit<CouponSlipProps, 'compact'> = {
    coupon,
    quickStakes: true,
    settings,
    siteConfig: config,
    accounts,
    coefViewId,
    betNames: slip.betNames,
    shownCoefByBetId: slip.shownCoefByBetId,
    suspendedBetIds: slip.suspendedBetIds,
    isAuthenticated: isSignedIn(user),
    isPlacing: slip.isPlacing,
    placed: placed ? { ...placed } : null,
    oddsPaused: slip.oddsPaused,
    onOddsPausedChange: (paused) => setOddsPaused(stores, paused),
    myBets: myBets ?? (
      <Suspense fallback={null}>
        <MyBets lng={language} />
      </Suspense>
    ),
    // The server's refusal and the booking-code tools sit inside the slip, so the phone's sheet has them too.
    footer: (
      <>
        <SlipMessages currency={currency} />
        <BookingPanel currency={currency} />
      </>
    ),
    onCouponChange: (next) => setCoupon(stores, next),
    onSettingsChange: (next) => setSettings(stores, next),
    // The same choice as the office's display settings, kept in the preferences cookie.
    onCoefViewIdChange: (id) => setPreference(preferencesOf(stores), 'coefViewId', id),
    onPlace: () => void placeCoupon(stores),
    onAcceptOddsChanges: () => acceptOddsChanges(stores),
    onSignIn: () => {
      const returnUrl = new URLSearchParams({ returnUrl: `${pathname}${search}` }).toString();
      void navigate(`/${language}/user/login?${returnUrl}`);
    },
    onPromoCodeApply: (code) => applyPromoCode(stores, code),
    onPrint:
      printId === undefined
        ? undefined
        : () => window.open(`/${language}/print-coupon/${printId}`, '_blank', 'noopener'),
    onShare: () => void shareBooking(stores),
    onCopyCode: () => void copyBookingCode(stores),
    onNewBet: () => startNewBet(stores),
    onKeepSelections: () => keepSelections(stores),
  };

  if (desktop) {
    return (
      <Column ref={columnRef} tabIndex={-1} data-slip-host="column">
        <CouponSlip {...slipProps} />
      </Column>
    );
  }
  if (count === 0 && !placed && !slip.sheetOpen) return null;
  return (
    <Floating data-slip-host="sheet" ref={markSlipBar}>
      <CouponSheet {...slipProps} isOpen={slip.sheetOpen} onOpenChange={(open) => openSlip(stores, open)} />
    </Floating>
  );
}
