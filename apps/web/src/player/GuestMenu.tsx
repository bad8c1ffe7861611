import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Modal, Popover } from '@betline/ui';
import { GuestLinks } from '../layouts/parts/AccountControls';
import { usePage } from '../routes/handle';
import { globalStore } from '../stores/global';
import { RegistrationPanel } from './Registration';
import { SignInPanel } from './SignIn';
import { useAccountTexts } from './useTexts';

/** Desktop widths get the sign-in dropdown; phones go to the sign-in page (SPEC §2 sign-in forms). */
// token-exempt: a media query, the layouts' breakpoint (their `@media (max-width: 719px)` rules)
const DESKTOP = '(min-width: 720px)';

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
  const desktop = typeof window.matchMedia === 'function' && window.matchMedia(DESKTOP).matches;
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
          <Button variant="secondary" size="sm">
            {t('header.signIn')}
          </Button>
        }
      >
        <SignInPanel lng={lng} />
      </Popover>
      {opening !== 'none' && (
        <Button
          size="sm"
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
        <RegistrationPanel lng={lng} />
      </Modal>
    </>
  );
}
