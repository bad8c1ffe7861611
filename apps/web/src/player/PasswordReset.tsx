import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CodeInput,
  Field,
  FormErrorAnnouncer,
  Input,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  announce,
  useZodForm,
  type CodeStatus,
} from '@betline/ui';
import { errorCodeOf, playerMessage } from '../api/errors';
import { requestPasswordReset, resetPasswordByLink, sendSmsCode } from '../api/identity';
import { useCaptcha } from './captcha/useCaptcha';
import { resetPasswordBySms } from '../api/profile';
import { formMessage, newPasswordPairSchema } from './office/forms';
import { isPhoneComplete, normalisePhone } from './phone';
import { useMutation } from '../lib/query';

/**
 * AUTH-027: the states of a password recovery: the first form (`popup`), waiting for the code or the link
 * (`code`), choosing the new password (`newPassword`), sending it (`save`), `success`, `error` (a link that no
 * longer works) and `exit` (the player left).
 */
export type RecoveryState = 'popup' | 'code' | 'newPassword' | 'save' | 'success' | 'error' | 'exit';

type Method = 'email' | 'sms';

function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** Seconds left until `deadline` (ms), ticking once a second; 0 when it has passed. */
function useSecondsLeft(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === undefined) return undefined;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function NewPasswordForm({
  onSubmit,
  error,
}: {
  onSubmit: (password: string) => Promise<void>;
  error: string | undefined;
}) {
  const { t } = useTranslation('account');
  const form = useZodForm(newPasswordPairSchema, { defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting, submitCount } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values.password));
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)} aria-label={t('reset.newTitle')}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Text>{t('reset.newIntro')}</Text>
        <Field
          label={t('reset.newPassword')}
          hint={t('registration.passwordHint')}
          error={formMessage(t, errors.password?.message)}
          required
        >
          <PasswordInput autoComplete="new-password" showStrength {...form.register('password')} />
        </Field>
        <Field label={t('reset.confirm')} error={formMessage(t, errors.confirm?.message)} required>
          <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
        </Field>
        {error !== undefined && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('reset.save')}
        </Button>
      </Stack>
    </form>
  );
}

export interface PasswordResetProps {
  lng: string;
  /** The token of the link from the e-mail (`?token=`): the flow starts at the new password. */
  token?: string | undefined;
  /** Reports every state change (AUTH-027). */
  onStateChange?: (state: RecoveryState) => void;
  /** Shown on success: where to sign in (a link on the page, a button in the modal). */
  signIn?: React.ReactNode;
}

/**
 * AUTH-027, AUTH-035: forgotten password by e-mail (a link with a token) or by SMS code. A code entered after
 * its deadline is "time up" (ask for a new one); an incorrect one before it is "wrong code" (type it again).
 */
export function PasswordReset({ lng, token, onStateChange, signIn }: PasswordResetProps) {
  const { t } = useTranslation('account');
  const [state, setStateValue] = useState<RecoveryState>(token === undefined ? 'popup' : 'newPassword');
  const [method, setMethod] = useState<Method>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [deadline, setDeadline] = useState<number>();
  const [code, setCode] = useState('');
  const [codeStatus, setCodeStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string>();
  const captcha = useCaptcha(lng);
  const shownError = captcha.message ?? error;
  const secondsLeft = useSecondsLeft(state === 'code' && method === 'sms' ? deadline : undefined);

  const setState = (next: RecoveryState) => {
    setStateValue(next);
    onStateChange?.(next);
  };

  useEffect(() => {
    onStateChange?.(token === undefined ? 'popup' : 'newPassword');
    // Reported once for the first state; later states are reported where they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // AUTH-035: once the deadline passes, the code is "time up" without waiting for the server.
  const shownStatus: CodeStatus = secondsLeft === 0 ? 'timeUp' : codeStatus;

  const sending = useMutation(
    async () => {
      if (method === 'email') {
        await requestPasswordReset(email.trim(), captcha.take());
        setSentTo(email.trim());
        announce(t('reset.emailSent', { email: email.trim() }));
      } else {
        const target = normalisePhone(phone);
        const answer = await sendSmsCode(target, 'reset', captcha.take());
        setSentTo(target);
        setDeadline(Date.now() + answer.expiresIn * 1000);
        setCode('');
        setCodeStatus('idle');
        announce(t('reset.smsSent', { phone: target }));
      }
    },
    {
      onSuccess: () => setState('code'),
      onError: (caught) => setError(captcha.refusal(caught) ? undefined : playerMessage(caught, t)),
    },
  );
  const send = () => {
    setError(undefined);
    return sending.run();
  };

  const takeCode = (value: string) => {
    if (deadline !== undefined && Date.now() >= deadline) {
      setCodeStatus('timeUp');
      return;
    }
    setCode(value);
    setError(undefined);
    setState('newPassword');
  };

  const save = async (password: string) => {
    setState('save');
    setError(undefined);
    try {
      if (token !== undefined) await resetPasswordByLink(token, password);
      else if (sentTo !== undefined) await resetPasswordBySms(sentTo, code, password);
      setState('success');
      announce(t('reset.success'));
    } catch (caught) {
      const reason = errorCodeOf(caught);
      if (token === undefined && (reason === 'time_up' || reason === 'wrong_code')) {
        // Back to the code: the server's verdict tells which of the two it was.
        setCodeStatus(reason === 'time_up' ? 'timeUp' : 'wrongCode');
        setCode('');
        setState('code');
      } else if (token !== undefined && (reason === 'time_up' || reason === 'wrong_code')) {
        setError(t(reason === 'time_up' ? 'reset.linkExpired' : 'reset.linkInvalid'));
        setState('error');
      } else {
        setError(playerMessage(caught, t));
        setState('newPassword');
      }
    }
  };

  const restart = () => {
    setSentTo(undefined);
    setDeadline(undefined);
    setCode('');
    setCodeStatus('idle');
    setError(undefined);
    setState('popup');
  };

  if (state === 'success') {
    return (
      <Stack gap={3}>
        <Text role="status">{t('reset.success')}</Text>
        {signIn ?? <Link to={`/${lng}/user/login`}>{t('reset.signIn')}</Link>}
      </Stack>
    );
  }

  if (state === 'error') {
    return (
      <Stack gap={3}>
        <Text role="alert" tone="danger">
          {error}
        </Text>
        <div>
          <Button onClick={restart}>{t('reset.requestAgain')}</Button>
        </div>
      </Stack>
    );
  }

  if (state === 'newPassword' || state === 'save') {
    return <NewPasswordForm onSubmit={save} error={error} />;
  }

  if (state === 'code') {
    if (method === 'email') {
      return (
        <Stack gap={3}>
          <Text role="status">{t('reset.emailSent', { email: sentTo ?? '' })}</Text>
          <Text tone="muted">{t('reset.emailHint')}</Text>
          {captcha.field}
          {shownError !== undefined && (
            <Text role="alert" tone="danger">
              {shownError}
            </Text>
          )}
          <div>
            <Button variant="secondary" loading={sending.pending} onClick={() => void send()}>
              {t('reset.sendAgain')}
            </Button>
          </div>
          <Button variant="ghost" onClick={restart}>
            {t('reset.otherWay')}
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap={3}>
        <Text>{t('reset.smsSent', { phone: sentTo ?? '' })}</Text>
        <CodeInput
          label={t('reset.code')}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (codeStatus === 'wrongCode') setCodeStatus('idle');
          }}
          onComplete={takeCode}
          status={shownStatus}
          onResend={() => void send()}
          resendInSeconds={shownStatus === 'timeUp' ? 0 : secondsLeft}
          autoComplete="one-time-code"
        />
        {captcha.field}
        {shownError !== undefined && (
          <Text role="alert" tone="danger">
            {shownError}
          </Text>
        )}
        <Button disabled={code.length !== 6 || shownStatus === 'timeUp'} onClick={() => takeCode(code)}>
          {t('reset.next')}
        </Button>
      </Stack>
    );
  }

  const valid = method === 'email' ? isEmail(email) : isPhoneComplete(phone);
  return (
    <form
      method="post"
      noValidate
      aria-label={t('reset.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void send();
      }}
    >
      <Stack gap={4}>
        <Text>{t('reset.intro')}</Text>
        <SegmentedControl
          aria-label={t('reset.methods')}
          value={method}
          onChange={(value) => {
            setMethod(value as Method);
            setError(undefined);
          }}
          options={[
            { value: 'email', label: t('reset.byEmail') },
            { value: 'sms', label: t('reset.bySms') },
          ]}
        />
        {method === 'email' ? (
          <Field label={t('reset.email')} required>
            <Input
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </Field>
        ) : (
          <Field label={t('signIn.phone')} hint={t('signIn.phoneHint')} required>
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
          </Field>
        )}
        {captcha.field}
        {shownError !== undefined && (
          <Text role="alert" tone="danger">
            {shownError}
          </Text>
        )}
        <Button type="submit" loading={sending.pending} disabled={!valid} fullWidth>
          {method === 'email' ? t('reset.sendLink') : t('signIn.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
