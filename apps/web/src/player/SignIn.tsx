import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as z from 'zod/mini';
import {
  Button,
  CodeInput,
  Field,
  FormErrorAnnouncer,
  Input,
  LoginForm,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  useZodForm,
  type CodeStatus,
} from '@betline/ui';
import { playerMessage } from '../api/errors';
import { login, loginPhone, loginSms, loginTwoStep, sendSmsCode } from '../api/identity';
import type { LoginResponse } from '../api/types';
import { afterSignIn } from '../stores/user';
import { codeStatusOf, isPhoneComplete, normalisePhone } from './phone';

/** The server's refusal of a sign-in as a sentence (invalid credentials, captcha, exclusion with its end). */
function signInError(error: unknown, t: TFunction<'account'>): string {
  return playerMessage(error, t);
}

const phoneSchema = z.object({
  phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{7,20}$/, 'form.phone')),
  password: z.string().check(z.minLength(1, 'form.required')),
});

/** AUTH-024: the second step of a password sign-in when the player turned two-step on. */
function TwoStep({ challenge, onDone }: { challenge: string; onDone: (userId: number) => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (value: string) => {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await loginTwoStep({ challenge, code: value });
      onDone(answer.userId);
    } catch (caught) {
      setStatus(codeStatusOf(caught) ?? 'idle');
      setError(signInError(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3}>
      <Text>{t('signIn.twoStepIntro')}</Text>
      <CodeInput
        label={t('signIn.twoStepCode')}
        value={code}
        onChange={(next) => {
          setCode(next);
          setStatus('idle');
        }}
        onComplete={(value) => void submit(value)}
        status={status}
        autoComplete="one-time-code"
      />
      {error && status === 'idle' && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      <Button loading={busy} onClick={() => void submit(code)} disabled={code.length !== 6}>
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}

function PhonePasswordForm({ onAnswer }: { onAnswer: (answer: LoginResponse) => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(phoneSchema, { defaultValues: { phone: '', password: '' } });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting, submitCount } = form.formState;
  const message = (key?: string) => (key ? t(key as 'form.required') : undefined);
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      onAnswer(await loginPhone({ phone: normalisePhone(values.phone), password: values.password }));
    } catch (caught) {
      setError(signInError(caught, t));
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Field
          label={t('signIn.phone')}
          hint={t('signIn.phoneHint')}
          error={message(errors.phone?.message)}
          required
        >
          <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
        </Field>
        <Field label={t('signIn.password')} error={message(errors.password?.message)} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** AUTH-023/035: phone + a code sent by SMS; "time up" and "wrong code" are told apart. */
function SmsForm({ onDone }: { onDone: (userId: number) => void }) {
  const { t } = useTranslation('account');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const target = normalisePhone(phone);
      await sendSmsCode(target, 'login');
      setSentTo(target);
      setCode('');
      setStatus('idle');
    } catch (caught) {
      setError(signInError(caught, t));
    } finally {
      setBusy(false);
    }
  };
  const verify = async (value: string) => {
    if (sentTo === undefined) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await loginSms({ phone: sentTo, code: value });
      if ('userId' in answer) onDone(answer.userId);
    } catch (caught) {
      const status = codeStatusOf(caught);
      setStatus(status ?? 'idle');
      if (status === null) setError(signInError(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3}>
      <Field label={t('signIn.phone')} hint={t('signIn.phoneHint')} required>
        <Input
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Field>
      {sentTo === undefined ? (
        <Button loading={busy} onClick={() => void send()} disabled={!isPhoneComplete(phone)}>
          {t('signIn.sendCode')}
        </Button>
      ) : (
        <>
          <CodeInput
            label={t('signIn.smsCode')}
            value={code}
            onChange={(next) => {
              setCode(next);
              setStatus('idle');
            }}
            onComplete={(value) => void verify(value)}
            status={status}
            onResend={() => void send()}
            autoComplete="one-time-code"
          />
          <Button loading={busy} onClick={() => void verify(code)} disabled={code.length !== 6}>
            {t('signIn.submit')}
          </Button>
        </>
      )}
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export interface SignInPanelProps {
  lng: string;
  /** Called once the player is signed in (the guards then move on to the return URL). */
  onSignedIn?: (userId: number) => void;
  /** Extra content under the forms (links). */
  footer?: ReactNode;
}

/**
 * AUTH-023/024: the sign-in forms: login (or e-mail) + password with a two-step code, phone + password, and
 * phone + SMS code. Used by the login page (mobile and direct links) and the header's dropdown (desktop).
 */
export function SignInPanel({ lng, onSignedIn, footer }: SignInPanelProps) {
  const { t } = useTranslation('account');
  const [challenge, setChallenge] = useState<string>();
  const [error, setError] = useState<string>();
  const done = (userId: number) => {
    void afterSignIn(userId);
    onSignedIn?.(userId);
  };
  const onAnswer = (answer: LoginResponse) => {
    if ('twoStepRequired' in answer) setChallenge(answer.challenge);
    else done(answer.userId);
  };
  const [method, setMethod] = useState<'login' | 'phone' | 'sms'>('login');
  if (challenge !== undefined) return <TwoStep challenge={challenge} onDone={done} />;
  const links = (
    <Stack gap={2}>
      <Link to={`/${lng}/user/passwordreset`}>{t('signIn.forgot')}</Link>
      <Link to={`/${lng}/registration`}>{t('signIn.noAccount')}</Link>
      {footer}
    </Stack>
  );
  const forms = {
    login: (
      <LoginForm
        error={error}
        onSubmit={async (values) => {
          setError(undefined);
          try {
            onAnswer(await login(values));
          } catch (caught) {
            setError(signInError(caught, t));
          }
        }}
        footer={links}
      />
    ),
    phone: (
      <Stack gap={3}>
        <PhonePasswordForm onAnswer={onAnswer} />
        {links}
      </Stack>
    ),
    sms: (
      <Stack gap={3}>
        <SmsForm onDone={done} />
        {links}
      </Stack>
    ),
  };
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={t('signIn.methods')}
        value={method}
        onChange={(next) => setMethod(next as typeof method)}
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
