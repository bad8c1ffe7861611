import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { activeAccount, accountOf, loadBalance } from '../stores/account';

import { isWelcomeOwed, welcomeShown } from '../player/registrationFlow';
import {
  depositMadeBy,
  FIRST_DEPOSIT_BONUS_ROUTE,
  firstDepositBonusShown,
  firstDepositBonusShownTo,
} from './firstDeposit';
import { useStores } from '../stores';

const views = () => import('./NoticeViews');
const WelcomeView = lazy(() => views().then((m) => ({ default: m.WelcomeView })));
const FirstDepositView = lazy(() => views().then((m) => ({ default: m.FirstDepositView })));
const FirstDepositChoiceView = lazy(() => views().then((m) => ({ default: m.FirstDepositChoiceView })));
const ConvertAccountView = lazy(() => views().then((m) => ({ default: m.ConvertAccountView })));

/** ACC-021: the convert-account reminder is shown once per player per session (session storage). */
const CONVERT_REMINDED = 'betline_convert_reminded';
function convertReminded(userId: number): boolean {
  try {
    return sessionStorage.getItem(`${CONVERT_REMINDED}:${userId}`) !== null;
  } catch {
    return false;
  }
}
function convertRemindedNow(userId: number): void {
  try {
    sessionStorage.setItem(`${CONVERT_REMINDED}:${userId}`, '1');
  } catch {
    // No session storage (a private mode): the reminder may show again on the next page of this visit.
  }
}

export interface PlayerModalsProps {
  lng: string;
  routeId: string;
  /** Another question of the site is open (age gate, consent, the install offer): these wait. */
  waiting: boolean;
  /** The page is for players only (the office, the histories): a player at work there is not interrupted. */
  playersOnlyPage: boolean;
  /** Tells the host whether one of these modals is open (its corner notices wait meanwhile). */
  onOpenChange: (open: boolean) => void;
}

/**
 * A signed-in player's modals, one at a time and never during a registration (SPEC §3 `isRegistrationProcess`):
 * the welcome modal a registration left owed (NOTICE-020, its flag in local storage) on the first public page,
 * then, on the home page only and once per player (NOTICE-022/023), the first-deposit bonus modal while the
 * wallet offers the bonus (modal 1), or while no bonus is chosen yet before the first deposit (modal 2: the
 * choice). Not both in one visit: a player just welcomed gets the bonus modal on a later visit.
 */
export default function PlayerModals({
  lng,
  routeId,
  waiting,
  playersOnlyPage,
  onOpenChange,
}: PlayerModalsProps) {
  const navigate = useNavigate();
  const stores = useStores();
  const { userId, config } = useSnapshot(stores.user);
  const account = useSnapshot(accountOf(stores));
  const { isRegistrationProcess } = useSnapshot(stores.global);
  const [shown, setShown] = useState<'welcome' | 'bonus' | 'convert' | null>(null);
  // NOTICE-021: modal 1 offers the bonus the player chose; modal 2 (no bonus chosen yet) lets them choose one.
  // Fixed when it opens: choosing in modal 2 makes the wallet offer the bonus, which is not a reason to swap.
  const [bonusVariant, setBonusVariant] = useState<1 | 2>(1);
  const [welcomedNow, setWelcomedNow] = useState(false);
  const currency = activeAccount(account)?.iso;
  const onHome = routeId === FIRST_DEPOSIT_BONUS_ROUTE;

  // Which modal is owed now. Neither the welcome ("make a deposit to place your first bet") nor the bonus offer
  // ("make your first deposit") follows a deposit: not once the player has one (the user config says so) or made
  // one from this browser (its answer may not be in yet).
  const deposited = config?.has_deposit === true || (userId !== null && depositMadeBy(userId));
  // ACC-022/023, DECISIONS 13: a player whose active account is in kuna, with a kuna main (1) or additional (2)
  // account, is reminded to convert it, once per session, anywhere but on the conversion page itself.
  const convertOwed =
    userId !== null &&
    (account.convertAccountStatus === 1 || account.convertAccountStatus === 2) &&
    currency === 'HRK' &&
    routeId !== 'convert-account' &&
    !convertReminded(userId);
  const owed: 'welcome' | 'bonus' | 'convert' | null =
    shown !== null || isRegistrationProcess
      ? null
      : convertOwed
        ? 'convert'
        : deposited
          ? null
          : !playersOnlyPage && isWelcomeOwed()
            ? 'welcome'
            : !welcomedNow &&
                onHome &&
                userId !== null &&
                currency !== undefined &&
                (account.isAvailableFirstDepositBonus || account.firstDepositBonusChoosable) &&
                // Never pushed to a player who is excluded or changed a limit in the last 24 hours (ours).
                !account.offersPaused &&
                !firstDepositBonusShownTo(userId)
              ? 'bonus'
              : null;
  // It opens once no other question of the site is open (decided while rendering; remembered below once it is
  // on screen).
  if (owed !== null && !waiting) {
    setShown(owed);
    if (owed === 'bonus') setBonusVariant(account.isAvailableFirstDepositBonus ? 1 : 2);
    if (owed === 'welcome') setWelcomedNow(true);
  }
  // The bonus modal belongs to the home page: leaving it (the browser's back button) closes it.
  if (shown === 'bonus' && !onHome) setShown(null);

  useEffect(() => {
    if (shown === 'welcome') welcomeShown();
    else if (shown === 'bonus' && userId !== null) firstDepositBonusShown(userId);
    else if (shown === 'convert' && userId !== null) convertRemindedNow(userId);
  }, [shown, userId]);
  useEffect(() => onOpenChange(shown !== null), [shown, onOpenChange]);

  const close = () => setShown(null);
  const toDeposit = () => {
    close();
    navigate(`/${lng}/office/recharge`);
  };
  // Its own boundary: this component commits (and remembers what it shows) while a view's chunk loads.
  return (
    <Suspense fallback={null}>
      {shown === 'welcome' && <WelcomeView onStart={toDeposit} onClose={close} />}
      {shown === 'convert' && (account.convertAccountStatus === 1 || account.convertAccountStatus === 2) && (
        <ConvertAccountView
          status={account.convertAccountStatus}
          onConvert={() => {
            close();
            navigate(`/${lng}/convert-account`);
          }}
          onClose={close}
        />
      )}
      {shown === 'bonus' &&
        currency !== undefined &&
        (bonusVariant === 1 ? (
          <FirstDepositView currency={currency} onDeposit={toDeposit} onClose={close} />
        ) : (
          <FirstDepositChoiceView
            currency={currency}
            onChosen={() => {
              void loadBalance(accountOf(stores), undefined, 1);
              toDeposit();
            }}
            onClose={close}
          />
        ))}
    </Suspense>
  );
}
