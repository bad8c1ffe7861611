import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@betline/ui';
import { PasswordReset } from './PasswordReset';
import { useAccountTexts } from './useTexts';

/** The query that opens this modal on home (SPEC §2; `user/forgotpassword` redirects to it). */
export const FORGOT_PASSWORD_QUERY = 'showForgotPasswordModal';

/**
 * AUTH-026: the forgot-password modal a guest gets on home with `?showForgotPasswordModal`. Its own chunk,
 * loaded only then. Closing it (the `exit` state of AUTH-027) drops the query so a reload does not reopen it.
 */
export default function ForgotPasswordModal({ lng }: { lng: string }) {
  useAccountTexts();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    const params = new URLSearchParams(location.search);
    params.delete(FORGOT_PASSWORD_QUERY);
    const search = params.toString();
    void navigate({ search: search === '' ? '' : `?${search}` }, { replace: true });
  };
  return (
    <Modal
      isOpen={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={t('reset.title')}
      size="sm"
    >
      <PasswordReset
        lng={lng}
        signIn={
          <Button
            onClick={() => {
              close();
              void navigate(`/${lng}/user/login`);
            }}
          >
            {t('reset.signIn')}
          </Button>
        }
      />
    </Modal>
  );
}
