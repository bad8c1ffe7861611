import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RouteFlags } from '@betline/core';
import { Button, Modal, Popover, Spinner } from '@betline/ui';
import { DESKTOP, GuestLinks } from '../layouts/parts/AccountControls';
import { usePage } from '../routes/handle';

import { useAccountTexts } from './useTexts';
import { useMediaQuery } from '../lib/useMediaQuery';
import { afterAuthOn } from './authRedirect';
import { bonusForPage, emitRegistrationModal } from './registrationFlow';
import { useStores } from '../stores';
import { analyticsOf } from '../site/analytics';

/** The forms (with their form library and schemas) load when the dropdown or the modal opens. */
const loadSignIn = () => import('./SignIn');
const loadRegistration = () => import('./Registration');
const preloadSignIn = () => void loadSignIn();
const preloadRegistration = () => void loadRegistration();
const SignInPanel = lazy(() => loadSignIn().then((module) => ({ default: module.SignInPanel })));
const RegistrationPanel = lazy(() =>
  loadRegistration().then((module) => ({ default: module.RegistrationPanel })),
);

/**
 * Where "register" leads (REG-008, REG-009, REG-013, REG-014): nowhere when registration is off or the player is
 * on the registration page, the page from the sign-in page or when the routing config says so (REG-012), the
 * modal otherwise.
 */
export function registrationOpening(input: {
  routeId: string;
  registrationAllowed: boolean;
  asPage?: boolean;
}): 'none' | 'page' | 'modal' {
  if (!input.registrationAllowed) return 'none';
  if (input.routeId === 'registration') return 'none';
  if (input.routeId === 'login' || input.asPage === true) return 'page';
  return 'modal';
}

/**
 * Opens the registration where `opening` says. REG-015: the modal opens once its forms are loaded; when they
 * cannot be (a release replaced the chunk, the network dropped), the player goes to the registration page.
 */
export async function openRegistration(
  opening: 'page' | 'modal',
  steps: { load: () => Promise<unknown>; showModal: () => void; goToPage: () => void },
): Promise<void> {
  if (opening === 'page') {
    steps.goToPage();
    return;
  }
  try {
    await steps.load();
  } catch (error) {
    console.warn(
      'the registration modal could not be opened:',
      error instanceof Error ? error.message : error,
    );
    steps.goToPage();
    return;
  }
  steps.showModal();
}

/**
 * The registration modal (REG-007, 95 % wide, at most the token `modal.maxWidth.registration`): it emits its
 * opened and closed events (REG-016/017), also when it goes because the player signed in; the bonus is
 * preselected by the page it opens on (REG-010).
 */
function RegistrationModal({
  lng,
  flags,
  onClose,
  onSignedIn,
}: {
  lng: string;
  flags: RouteFlags;
  onClose: () => void;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const stores = useStores();
  useEffect(() => {
    const analytics = analyticsOf(stores);
    emitRegistrationModal(analytics, 'opened');
    return () => emitRegistrationModal(analytics, 'closed');
  }, [stores]);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="registration"
      title={t('header.register')}
    >
      <Suspense fallback={<Spinner label={t('pages.loading')} />}>
        <RegistrationPanel
          lng={lng}
          place="modal"
          defaultBonus={bonusForPage(flags)}
          onSignedIn={onSignedIn}
        />
      </Suspense>
    </Modal>
  );
}

/**
 * The guest's corner of the header once its chunk is in: "Sign in" opens the sign-in forms in a dropdown on
 * desktop (not on the sign-in page itself, AUTH-025), "Register" opens the registration modal or the page
 * where the rules say so. A sign-in or registration here leads on to the page's configured target (AUTH-016).
 */
export default function GuestMenu({ lng }: { lng: string }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { routeId, flags } = usePage();
  const { siteConfig } = useSnapshot(useStores().global);
  const [registering, setRegistering] = useState(false);
  const desktop = useMediaQuery(DESKTOP, false);
  const { routing } = useSnapshot(useStores().site);
  const opening = registrationOpening({
    routeId,
    registrationAllowed: siteConfig.config?.isRegistrationAllowed ?? true,
    asPage: routing?.registrationAsPage,
  });
  if (!desktop || routeId === 'login') return <GuestLinks lng={lng} />;
  const signedIn = () => afterAuthOn(stores.global, routeId, lng, (to) => navigate(to));
  return (
    <>
      <Popover
        aria-label={t('header.signIn')}
        placement="bottom end"
        trigger={
          <Button variant="secondary" size="sm" onPointerEnter={preloadSignIn} onFocus={preloadSignIn}>
            {t('header.signIn')}
          </Button>
        }
      >
        <Suspense fallback={<Spinner label={t('pages.loading')} />}>
          <SignInPanel lng={lng} onSignedIn={signedIn} />
        </Suspense>
      </Popover>
      {opening !== 'none' && (
        <Button
          size="sm"
          onPointerEnter={preloadRegistration}
          onFocus={preloadRegistration}
          onClick={() =>
            void openRegistration(opening, {
              load: loadRegistration,
              showModal: () => setRegistering(true),
              goToPage: () => navigate(`/${lng}/registration`),
            })
          }
        >
          {t('header.register')}
        </Button>
      )}
      {registering && (
        <RegistrationModal
          lng={lng}
          flags={flags}
          onClose={() => setRegistering(false)}
          onSignedIn={signedIn}
        />
      )}
    </>
  );
}
