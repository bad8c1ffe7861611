import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  LoginForm,
  PhoneLoginForm,
  SegmentedControl,
  SmsCodeForm,
  Stack,
  TwoStepForm,
  type CodeStatus,
} from '@betline/ui';
import { playerMessage } from '../api/errors';
import { login, loginPhone, loginSms, loginTwoStep, sendSmsCode } from '../api/identity';
import type { LoginResponse } from '../api/types';
import { afterSignIn } from '../stores/user';
import { useCaptcha } from './captcha/useCaptcha';
import { codeStatusOf, normalisePhone } from './phone';
import { useStores } from '../stores';

/** The server's refusal of a sign-in as a sentence (invalid credentials, captcha, exclusion with its end). */
function signInError(error: unknown, t: TFunction<'account'>): string {
  return playerMessage(error, t);
}

type Method = 'login' | 'phone' | 'sms';

export interface SignInPanelProps {
  lng: string;
  /** Called once the player is signed in (the guards then move on to the return URL). */
  onSignedIn?: (userId: number) => void;
  /** Extra content under the forms (links). */
  footer?: ReactNode;
}

/**
 * AUTH-023/024: the sign-in forms of the kit with the server's calls: login (or e-mail) + password with a
 * two-step code, phone + password, and phone + SMS code (AUTH-035: "time up" and "wrong code" told apart).
 * Used by the login page (mobile and direct links) and the header's dropdown (desktop).
 */
export function SignInPanel({ lng, onSignedIn, footer }: SignInPanelProps) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const [method, setMethod] = useState<Method>('login');
  const [challenge, setChallenge] = useState<string>();
  const [error, setError] = useState<string>();
  const [codeStatus, setCodeStatus] = useState<CodeStatus>('idle');
  const captcha = useCaptcha(lng);

  const done = (userId: number) => {
    void afterSignIn(stores, userId);
    onSignedIn?.(userId);
  };
  const onAnswer = (answer: LoginResponse) => {
    if ('twoStepRequired' in answer) {
      setCodeStatus('idle');
      setChallenge(answer.challenge);
    } else done(answer.userId);
  };
  /** Runs one call to the server; a refusal becomes the shown error (or the code's status) and rethrows. */
  const attempt = async <T,>(call: () => Promise<T>, isCode = false): Promise<T> => {
    setError(undefined);
    setCodeStatus('idle');
    try {
      return await call();
    } catch (caught) {
      const status = isCode ? codeStatusOf(caught) : null;
      if (status === null) setError(captcha.refusal(caught) ? undefined : signInError(caught, t));
      else setCodeStatus(status);
      throw caught;
    }
  };
  /** A form's submit: the refusal is shown, not thrown further. */
  const quietly = (run: () => Promise<unknown>): Promise<void> =>
    run().then(
      () => undefined,
      () => undefined,
    );

  if (challenge !== undefined) {
    return (
      <TwoStepForm
        codeStatus={codeStatus}
        error={error}
        onSubmit={(code) =>
          quietly(async () => done((await attempt(() => loginTwoStep({ challenge, code }), true)).userId))
        }
        onCancel={() => {
          setError(undefined);
          setChallenge(undefined);
        }}
      />
    );
  }
  const links = (
    <Stack gap={2}>
      <Link to={`/${lng}/user/passwordreset`}>{t('signIn.forgot')}</Link>
      <Link to={`/${lng}/registration`}>{t('signIn.noAccount')}</Link>
      {footer}
    </Stack>
  );
  const forms: Record<Method, ReactNode> = {
    login: (
      <LoginForm
        error={captcha.message ?? error}
        onSubmit={(values) =>
          quietly(async () => onAnswer(await attempt(() => login({ ...values, captcha: captcha.take() }))))
        }
        captcha={captcha.field}
        footer={links}
      />
    ),
    phone: (
      <PhoneLoginForm
        error={captcha.message ?? error}
        onSubmit={(values) =>
          quietly(async () =>
            onAnswer(
              await attempt(() =>
                loginPhone({
                  phone: normalisePhone(values.phone),
                  password: values.password,
                  captcha: captcha.take(),
                }),
              ),
            ),
          )
        }
        captcha={captcha.field}
        footer={links}
      />
    ),
    sms: (
      <SmsCodeForm
        error={captcha.message ?? error}
        codeStatus={codeStatus}
        onSendCode={(phone) => attempt(() => sendSmsCode(normalisePhone(phone), 'login', captcha.take()))}
        captcha={captcha.field}
        onSubmit={(values) =>
          quietly(async () => {
            const answer = await attempt(
              () => loginSms({ phone: normalisePhone(values.phone), code: values.code }),
              true,
            );
            if ('userId' in answer) done(answer.userId);
          })
        }
        footer={links}
      />
    ),
  };
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={t('signIn.methods')}
        value={method}
        onChange={(next) => {
          setError(undefined);
          setCodeStatus('idle');
          setMethod(next as Method);
        }}
        options={[
          { value: 'login', label: t('signIn.byLogin') },
          { value: 'phone', label: t('signIn.byPhone') },
          { value: 'sms', label: t('signIn.bySms') },
        ]}
      />
      {forms[method]}
    </Stack>
  );
}
