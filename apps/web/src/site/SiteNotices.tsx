import { lazy, Suspense, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { CookiesType } from '@betline/core';
import {
  acceptAllCookies,
  chooseConsent,
  consentOf,
  initConsent,
  scheduleAnalytics,
} from '../stores/consent';

import { isSignedIn, markSignedOutFrom } from '../stores/user';
import { logout } from '../stores/logout';
import { readString, removeItem, STORAGE_KEYS } from '../lib/storage';
import { usePage, useRouteFlags } from '../routes/handle';
import { isAdBlockForced, detectAdBlock } from './adBlock';
import { analyticsOf, createCollectorSender, installAnalytics, trackPageView } from './analytics';
import { watchAppVersion } from './appVersion';
import { installRecentlyDeclined, promptInstall, rememberInstallDeclined } from './installOffer';
import { hasInstallPrompt, installPromptOf, watchInstallPrompt } from './installPrompt';
import { loadNoticesConfig } from './config';
import { ageQuestionOpen, siteNoticesOf, startCalmVisit } from './noticesStore';
import { calmLeftMs, dialogOpenOnPage, FIRST_VISIT_CALM_MS, useRecheck, useRenderAt } from './questions';
import { MINUTE_MS, watchInactivity } from './inactivity';
import { storeReferralCookies } from './referral';
import { reminderShown, reminderWaitMs } from './reminder';
import { rememberWindowWidth } from './windowWidth';
import { whenIdle } from '../lib/whenIdle';
import { useStores } from '../stores';

const views = () => import('./NoticeViews');
const ConsentView = lazy(() => views().then((m) => ({ default: m.ConsentView })));
const ReminderView = lazy(() => views().then((m) => ({ default: m.ReminderView })));
const SiteMessages = lazy(() => views().then((m) => ({ default: m.SiteMessages })));
const InactivityNotice = lazy(() => views().then((m) => ({ default: m.InactivityNotice })));
const PlayerModals = lazy(() => import('./PlayerModals'));

/** Routes where the registration reminder would be in the way (the visitor is signing in or registering). */
const NO_REMINDER_ROUTES = new Set(['registration', 'login']);
/** NOTICE-018: where the install offer is made. */
const INSTALL_OFFER_ROUTE = 'home';

export interface SiteNoticesProps {
  lng: string;
  /** The query string the visitor arrived with (referral parameters, the forced ad-block notice). */
  arrivalSearch: string;
}

/**
 * The site's notices and timers, loaded after the first paint: referral cookies on arrival (REF), cookie consent
 * and the analytics it allows (CONSENT), the age gate (NOTICE-005..009), the app-update and ad-block notices
 * (NOTICE-010..017), the install offer (NOTICE-018), inactivity logoff (AUTH-019..022), the registration
 * reminder (REG-020..022) and a signed-in player's welcome and first-deposit modals (NOTICE-020..023).
 * One question at a time (questions.ts): the age gate first, then consent, then the player's modals, the
 * reminder or the install offer; the last two only while nothing else on the page asks or holds the visitor
 * (a modal, a dialog, a popover), and a visit that began with the age or cookie question gets neither in its
 * first minutes.
 */
export default function SiteNotices({ lng, arrivalSearch: loadedWith }: SiteNoticesProps) {
  const stores = useStores();
  // This instance's notices group, consent, analytics and install prompt (each made on first use, kept in it).
  const siteNotices = siteNoticesOf(stores);
  const consentStore = consentOf(stores);
  const analytics = analyticsOf(stores);
  const installPrompt = installPromptOf(stores);
  const notices = useSnapshot(siteNotices);
  const { config } = notices;
  const consent = useSnapshot(consentStore);
  const user = useSnapshot(useStores().user);
  const { siteConfig, isRegistrationProcess } = useSnapshot(useStores().global);
  const { routeId } = usePage();
  const flags = useRouteFlags();
  const location = useLocation();
  const navigate = useNavigate();
  // The address the page was loaded with; else (a memory router) the first location this host saw.
  const [arrivalSearch] = useState(() => (loadedWith !== '' ? loadedWith : location.search));
  const signedIn = isSignedIn(user);

  // REF-001..014: on arrival.
  useEffect(() => {
    storeReferralCookies(arrivalSearch);
  }, [arrivalSearch]);

  // CONSENT-005: the stored choice, or ALL when the popup is off. NOTICE-005..007: the age question (the
  // layout shows it, AgeGateView) comes first.
  const [consentKnown, setConsentKnown] = useState(false);
  const ageOpen = ageQuestionOpen(notices);
  useEffect(() => {
    let live = true;
    void loadNoticesConfig(siteNotices, stores.queries, lng, stores.readCookie).then((loaded) => {
      if (!live) return;
      if (loaded === null) return;
      initConsent(consentStore, loaded.cookieConsentPopup);
      // Not a transition: the notices' views load lazily, and a suspended transition would hold the others.
      setConsentKnown(true);
    });
    return () => {
      live = false;
    };
    // The group does not depend on the language: loaded once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const consentOpen = consentKnown && consent.cookiesAgreeType === null && !ageOpen;

  // A visit that begins with the age or cookie question is a calm one: the nudges wait (questions.ts).
  useEffect(() => {
    if (ageOpen || consentOpen) startCalmVisit(siteNotices, FIRST_VISIT_CALM_MS);
  }, [ageOpen, consentOpen, siteNotices]);
  const { calmUntil } = notices;
  useRenderAt(calmUntil);
  const calm = calmLeftMs(calmUntil) > 0;

  const choose = useCallback(
    (type: CookiesType) => {
      if (type === 'ALL') void acceptAllCookies(consentStore, isSignedIn(stores.user));
      else chooseConsent(consentStore, type);
    },
    [consentStore, stores.user],
  );

  // CONSENT-010/011: analytics with marketing consent, 10 s later except on the registration pages.
  const [analyticsOn, setAnalyticsOn] = useState(consent.analyticsInstalled);
  useEffect(
    () => (consentKnown ? scheduleAnalytics(consentStore, routeId, () => setAnalyticsOn(true)) : undefined),
    [consentStore, consentKnown, consent.cookiesAgreeType, routeId],
  );
  const analyticsKey = siteConfig.config?.analyticsKey;
  useEffect(() => {
    if (!analyticsOn || analyticsKey === undefined) return;
    return installAnalytics(
      analytics,
      createCollectorSender(analyticsKey, () => isSignedIn(stores.user)),
    );
  }, [analytics, analyticsOn, analyticsKey, stores.user]);
  // Tracked at once, sent once analytics is installed (never without consent).
  useEffect(() => {
    trackPageView(analytics, { path: location.pathname, routeId, lang: lng });
    // One view per page: the route id and language follow the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  // CONSENT-012
  useEffect(
    () => (consentKnown ? rememberWindowWidth(consent.cookiesAgreeType) : undefined),
    [consentKnown, consent.cookiesAgreeType],
  );

  // NOTICE-010..012
  const [update, setUpdate] = useState(false);
  useEffect(() => watchAppVersion(() => setUpdate(true)), []);

  // NOTICE-015/016
  const [adBlock, setAdBlock] = useState(() => isAdBlockForced(arrivalSearch));
  useEffect(() => {
    if (adBlock) return;
    let live = true;
    // When the browser is idle: nobody waits for it.
    const cancel = whenIdle(() => {
      void detectAdBlock().then((found) => {
        if (live && found) setAdBlock(true);
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // Detected once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // AUTH-019..022
  const idle = config?.inactivityLogoff;
  const idleMs = idle?.enabled === true ? idle.minutes * MINUTE_MS : null;
  const pageNeedsAuth = flags.auth === true;
  const onIdle = useEffectEvent(() => {
    // AUTH-015: a page for players only is left for home first (its guard would send the guest to sign-in);
    // any other page stays.
    void (async () => {
      if (pageNeedsAuth) {
        markSignedOutFrom(stores.user, `${location.pathname}${location.search}`);
        try {
          await navigate(`/${lng}`, { replace: true });
        } catch (error) {
          console.warn(
            'leaving the page before sign-out failed:',
            error instanceof Error ? error.message : error,
          );
        }
      }
      await logout(stores, 'inactivity');
    })();
  });
  useEffect(() => {
    if (!signedIn || idleMs === null) return;
    return watchInactivity({ idleMs, onIdle: () => onIdle() });
  }, [signedIn, idleMs]);
  const [explainLogout, setExplainLogout] = useState(
    () => readString(STORAGE_KEYS.sessionEnd, 'session') === 'inactivity',
  );
  useEffect(
    () =>
      subscribeKey(stores.user, 'endReason', (reason) => {
        if (reason === 'inactivity') setExplainLogout(true);
      }),
    [stores.user],
  );
  const logoutExplained = useCallback(() => {
    if (readString(STORAGE_KEYS.sessionEnd, 'session') === 'inactivity') {
      removeItem(STORAGE_KEYS.sessionEnd, 'session');
    }
    setExplainLogout(false);
  }, []);

  // NOTICE-018: the captured install prompt is offered on an installable site (`isPwa`), on the home page (a
  // calm moment: never over a bet slip, a game or a form), not to a visitor who declined it in the last 30 days,
  // never while another question or a modal is open and not in a first visit's first minutes (below).
  const [installHeld, setInstallHeld] = useState(() => hasInstallPrompt(installPrompt));
  useEffect(
    () => watchInstallPrompt(installPrompt, () => setInstallHeld(hasInstallPrompt(installPrompt))),
    [installPrompt],
  );
  const [installDeclined, setInstallDeclined] = useState(() => installRecentlyDeclined());
  const installOffered =
    siteConfig.config?.isPwa === true && installHeld && !installDeclined && routeId === INSTALL_OFFER_ROUTE;
  // Made once nothing else asks, and then kept until answered.
  const [installAsked, setInstallAsked] = useState(false);
  const install = useCallback(() => {
    void promptInstall(installPrompt).then((outcome) => setInstallDeclined(outcome === 'dismissed'));
  }, [installPrompt]);
  const declineInstall = useCallback(() => {
    rememberInstallDeclined();
    setInstallDeclined(true);
  }, []);

  // NOTICE-020..023: a signed-in player's modals; the corner notices wait while one is open.
  const [playerModalOpen, setPlayerModalOpen] = useState(false);

  // REG-020..022
  const reminder = config?.registrationReminder ?? null;
  // REG-020: the delay counts from when this host started (just after the first paint).
  const [arrivedAt] = useState(() => Date.now());
  const [reminderDue, setReminderDue] = useState(false);
  const [reminderOpen, setReminderOpen] = useState(false);
  const registrationAllowed = siteConfig.config?.isRegistrationAllowed !== false;
  const reminderOut =
    signedIn || !registrationAllowed || isRegistrationProcess || NO_REMINDER_ROUTES.has(routeId);
  const reminderWaiting = reminder === null || reminderOut || reminderDue || reminderOpen;
  useEffect(() => {
    if (reminder === null || reminderWaiting) return;
    const timer = setTimeout(
      () => setReminderDue(true),
      Math.min(Math.max(reminderWaitMs(reminder, arrivedAt), calmLeftMs(calmUntil)), 2_147_000_000),
    );
    return () => clearTimeout(timer);
  }, [reminder, reminderWaiting, arrivedAt, calmUntil]);
  useEffect(() => {
    if (reminderOpen && reminder !== null) reminderShown(reminder);
  }, [reminderOpen, reminder]);

  // One question at a time (decided while rendering, as the page is now): a nudge that is due waits while
  // another question is open or anything else on the page holds the visitor, and looks again every second.
  const offerInstall = installOffered && installAsked;
  const asking = ageOpen || consentOpen || reminderOpen || (signedIn && playerModalOpen) || offerInstall;
  const reminderReady = reminderDue && !reminderOut && !calm;
  // Not before the notices group is in: it tells whether this visit begins with the cookie question.
  const installReady = consentKnown && installOffered && !installAsked && !calm;
  const pageFree = !asking && (reminderReady || installReady) && !dialogOpenOnPage();
  if (pageFree && reminderReady) {
    setReminderDue(false);
    setReminderOpen(true);
  } else if (pageFree && installReady) {
    setInstallAsked(true);
  }
  useRecheck((reminderReady || installReady) && !pageFree);

  return (
    <Suspense fallback={null}>
      {consentOpen && <ConsentView onChoose={choose} />}
      {reminderOpen && !signedIn && (
        <ReminderView
          onRegister={() => {
            setReminderOpen(false);
            navigate(`/${lng}/registration`);
          }}
          onLater={() => setReminderOpen(false)}
        />
      )}
      {signedIn && (
        <PlayerModals
          lng={lng}
          routeId={routeId}
          waiting={ageOpen || consentOpen || offerInstall}
          playersOnlyPage={pageNeedsAuth}
          onOpenChange={setPlayerModalOpen}
        />
      )}
      {/* The corner notices wait while a modal asks something (its backdrop would sit under them). */}
      {(update || adBlock || offerInstall) &&
        !ageOpen &&
        !consentOpen &&
        !reminderOpen &&
        !(signedIn && playerModalOpen) && (
          <SiteMessages
            update={update}
            adBlock={adBlock}
            install={offerInstall}
            onReload={() => window.location.reload()}
            onDismissUpdate={() => setUpdate(false)}
            onDismissAdBlock={() => setAdBlock(false)}
            onInstall={install}
            onDismissInstall={declineInstall}
          />
        )}
      {explainLogout && <InactivityNotice onShown={logoutExplained} />}
    </Suspense>
  );
}
