import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Modal, Popover, Spinner } from '@betline/ui';
import { DESKTOP, GuestLinks } from '../layouts/parts/AccountControls';
import { usePage } from '../routes/handle';
import { globalStore } from '../stores/global';
import { useAccountTexts } from './useTexts';
import { useMediaQuery } from '../lib/useMediaQuery';

/** The forms (with their form library and schemas) load when the dropdown or the modal opens. */
const loadSignIn = () => import('./SignIn');
const loadRegistration = () => import('./Registration');
const preloadSignIn = () => void loadSignIn();
const preloadRegistration = () => void loadRegistration();
const SignInPanel = lazy(() => loadSignIn().then((module) => ({ default: module.SignInPanel })));
const RegistrationPanel = lazy(() =>
  loadRegistration().then((module) => ({ default: module.RegistrationPanel })),
);

/** Where "register" leads (REG-008, REG-009, REG-013, REG-014). */
export function registrationOpening(input: {
  routeId: string;
  registrationAllowed: boolean;
}): 'none' | 'page' | 'modal' {
  if (!input.registrationAllowed) return 'none';
  if (input.routeId === 'registration') return 'none';
  if (input.routeId === 'login') return 'page';
  return 'modal';
}

/**
 * The guest's corner of the header once its chunk is in: "Sign in" opens the sign-in forms in a dropdown on
 * desktop (not on the sign-in page itself, AUTH-025), "Register" opens the registration modal (REG-007, 95 %
 * wide) or the page where the rules say so.
 */
export default function GuestMenu({ lng }: { lng: string }) {
  useAccountTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { routeId } = usePage();
  const { siteConfig } = useSnapshot(globalStore);
  const [registering, setRegistering] = useState(false);
  const desktop = useMediaQuery(DESKTOP, false);
  const opening = registrationOpening({
    routeId,
    registrationAllowed: siteConfig.config?.isRegistrationAllowed ?? true,
  });
  if (!desktop || routeId === 'login') return <GuestLinks lng={lng} />;
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
          <SignInPanel lng={lng} />
        </Suspense>
      </Popover>
      {opening !== 'none' && (
        <Button
          size="sm"
          onPointerEnter={preloadRegistration}
          onFocus={preloadRegistration}
          onClick={() => (opening === 'page' ? navigate(`/${lng}/registration`) : setRegistering(true))}
        >
          {t('header.register')}
        </Button>
      )}
      <Modal
        isOpen={registering}
        onOpenChange={setRegistering}
        size="registration"
        title={t('header.register')}
      >
        <Suspense fallback={<Spinner label={t('pages.loading')} />}>
          <RegistrationPanel lng={lng} />
        </Suspense>
      </Modal>
    </>
  );
}
