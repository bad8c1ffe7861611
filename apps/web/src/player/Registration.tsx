import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import { CURRENCIES, referralCookiesFromQuery } from '@betline/core';
import {
  Button,
  CodeInput,
  Field,
  FormErrorAnnouncer,
  Input,
  PasswordInput,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  useZodForm,
  type CodeStatus,
} from '@betline/ui';
import { playerMessage } from '../api/errors';
import {
  fetchPhoneCountries,
  registerEmail,
  registerFast,
  registerPhone,
  registerPhoneCode,
  sendCredentials,
  socialStartUrl,
  type PhoneCountry,
  type RegistrationCommon,
} from '../api/identity';
import type { RegisterFastResponse } from '../api/types';
import { readCookie } from '../lib/storage';
import { globalStore } from '../stores/global';
import { afterSignIn } from '../stores/user';
import { codeStatusOf, isPhoneComplete, normalisePhone } from './phone';

/** REG-001: the four ways to register. */
export const REGISTRATION_KINDS = ['full_reg', 'fast_reg', 'phone_reg', 'soc_reg'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** The social providers the demo server runs (REG-005 lists the seed's; the others need a partner account). */
const DEMO_SOCIAL = ['google', 'vk'] as const;

/** REG-002: the referral code a visitor arrived with (REF cookies), if any. */
export function referralCode(): string | undefined {
  return readCookie('refererid') ?? readCookie('reflinkid') ?? undefined;
}

/** REF-xxx: stores the referral query parameters of the landing URL as cookies. */
export function rememberReferral(search: string, write: (name: string, value: string, days: number) => void) {
  for (const cookie of referralCookiesFromQuery(new URLSearchParams(search))) {
    write(cookie.name, cookie.value, cookie.maxAgeSeconds / 86_400);
  }
}

interface CommonChoice {
  countryId: number | undefined;
  currencyId: number;
  bonus: 0 | 1 | 2;
}

function CommonFields({
  value,
  onChange,
  countries,
}: {
  value: CommonChoice;
  onChange: (next: CommonChoice) => void;
  countries: PhoneCountry[];
}) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={3}>
      <Field label={t('registration.country')} required>
        <NativeSelect
          options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
          value={value.countryId === undefined ? '' : String(value.countryId)}
          placeholder={t('registration.choose')}
          onChange={(event) => onChange({ ...value, countryId: Number(event.target.value) })}
        />
      </Field>
      <Field label={t('registration.currency')} required>
        <NativeSelect
          options={CURRENCIES.map((currency) => ({
            value: String(currency.id),
            label: `${currency.iso} (${currency.symbol})`,
          }))}
          value={String(value.currencyId)}
          onChange={(event) => onChange({ ...value, currencyId: Number(event.target.value) })}
        />
      </Field>
      <Field label={t('registration.bonus')}>
        <NativeSelect
          value={String(value.bonus)}
          onChange={(event) => onChange({ ...value, bonus: Number(event.target.value) as 0 | 1 | 2 })}
          options={[
            { value: '1', label: t('registration.bonusSports') },
            { value: '2', label: t('registration.bonusCasino') },
            { value: '0', label: t('registration.bonusNone') },
          ]}
        />
      </Field>
    </Stack>
  );
}

const emailSchema = z.object({
  email: z.string().check(z.trim(), z.email('form.email'), z.maxLength(254, 'form.email')),
  password: z
    .string()
    .check(
      z.minLength(8, 'form.passwordShort'),
      z.maxLength(128, 'form.passwordLong'),
      z.regex(/[A-Za-z]/, 'form.passwordLetter'),
      z.regex(/[0-9]/, 'form.passwordDigit'),
    ),
});

function EmailRegistration({ common, lng }: { common: () => RegistrationCommon | undefined; lng: string }) {
  const { t } = useTranslation('account');
  const form = useZodForm(emailSchema, { defaultValues: { email: '', password: '' } });
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const { errors, isSubmitting, submitCount } = form.formState;
  const message = (key?: string) => (key ? t(key as 'form.required') : undefined);
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    const fields = common();
    if (fields === undefined) {
      setError(t('registration.chooseCountry'));
      return;
    }
    try {
      await registerEmail({ ...fields, email: values.email, password: values.password, language: lng });
      setSentTo(values.email);
    } catch (caught) {
      setError(playerMessage(caught, t));
    }
  });
  if (sentTo !== undefined) {
    return (
      <Text role="status" data-testid="activation-sent">
        {t('registration.activationSent', { email: sentTo })}
      </Text>
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={3}>
        <Field label={t('registration.email')} error={message(errors.email?.message)} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label={t('registration.password')}
          hint={t('registration.passwordHint')}
          error={message(errors.password?.message)}
          required
        >
          <PasswordInput autoComplete="new-password" showStrength {...form.register('password')} />
        </Field>
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('registration.submit')}
        </Button>
      </Stack>
    </form>
  );
}

function download(name: string, mimeType: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** REG-001 fast_reg and REG-004: one click; the credentials are shown once and can be saved three ways. */
function FastRegistration({ common, lng }: { common: () => RegistrationCommon | undefined; lng: string }) {
  const { t } = useTranslation('account');
  const [result, setResult] = useState<RegisterFastResponse>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [email, setEmail] = useState('');
  const [mailed, setMailed] = useState(false);
  const start = async () => {
    const fields = common();
    if (fields === undefined) {
      setError(t('registration.chooseCountry'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      setResult(await registerFast({ ...fields, language: lng }));
    } catch (caught) {
      setError(playerMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  if (result !== undefined) {
    return (
      <Stack gap={3}>
        <Text role="status">{t('registration.fastDone')}</Text>
        <dl>
          <dt>{t('registration.login')}</dt>
          <dd data-testid="fast-login">{result.login}</dd>
          <dt>{t('registration.password')}</dt>
          <dd data-testid="fast-password">{result.password}</dd>
        </dl>
        <Button
          variant="secondary"
          onClick={() => download(result.file.name, result.file.mimeType, result.file.content)}
        >
          {t('registration.saveFile')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => download(result.image.name, result.image.mimeType, result.image.content)}
        >
          {t('registration.saveImage')}
        </Button>
        <Field label={t('registration.sendToEmail')}>
          <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
        <Button
          variant="secondary"
          disabled={mailed || !email.includes('@')}
          onClick={() =>
            void sendCredentials({ email, password: result.password }).then(
              () => setMailed(true),
              (caught: unknown) => setError(playerMessage(caught, t)),
            )
          }
        >
          {mailed ? t('registration.mailed') : t('registration.sendCredentials')}
        </Button>
        {error && (
          <Text role="alert" tone="danger">
            {error}
          </Text>
        )}
        <Button onClick={() => void afterSignIn(result.userId)}>{t('registration.continue')}</Button>
      </Stack>
    );
  }
  return (
    <Stack gap={3}>
      <Text>{t('registration.fastIntro')}</Text>
      {error && (
        <Text role="alert" tone="danger">
          {error}
        </Text>
      )}
      <Button loading={busy} onClick={() => void start()} fullWidth>
        {t('registration.fastSubmit')}
      </Button>
    </Stack>
  );
}

/** REG-001 phone_reg: a code by SMS, then a password. */
function PhoneRegistration({ common, lng }: { common: () => RegistrationCommon | undefined; lng: string }) {
  const { t } = useTranslation('account');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const normalised = normalisePhone(phone);
  const send = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await registerPhoneCode(normalised);
      setSent(true);
    } catch (caught) {
      setError(playerMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    const fields = common();
    if (fields === undefined) {
      setError(t('registration.chooseCountry'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await registerPhone({ ...fields, language: lng, phone: normalised, code, password });
      void afterSignIn(answer.userId);
    } catch (caught) {
      const status = codeStatusOf(caught);
      setStatus(status ?? 'idle');
      if (status === null) setError(playerMessage(caught, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={3}>
      <Field label={t('signIn.phone')} hint={t('signIn.phoneHint')} required>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </Field>
      {!sent ? (
        <Button loading={busy} disabled={!isPhoneComplete(phone)} onClick={() => void send()}>
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
            status={status}
            onResend={() => void send()}
            autoComplete="one-time-code"
          />
          <Field label={t('registration.password')} hint={t('registration.passwordHint')} required>
            <PasswordInput
              autoComplete="new-password"
              showStrength
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Button
            loading={busy}
            disabled={code.length !== 6 || password.length < 8}
            onClick={() => void submit()}
          >
            {t('registration.submit')}
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

function SocialRegistration({ common, lng }: { common: () => RegistrationCommon | undefined; lng: string }) {
  const { t } = useTranslation('account');
  return (
    <Stack gap={3}>
      <Text>{t('registration.socialIntro')}</Text>
      {DEMO_SOCIAL.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          onClick={() => {
            const fields = common();
            window.location.assign(
              socialStartUrl(provider, {
                lng,
                country_id: fields?.country_id,
                currency_id: fields?.currency_id,
                returnUrl: `/${lng}/office/account`,
              }),
            );
          }}
        >
          {t(`registration.social.${provider}`)}
        </Button>
      ))}
    </Stack>
  );
}

export interface RegistrationPanelProps {
  lng: string;
  /** The type to open first (the page's `:type`, or a link's choice). */
  initialKind?: RegistrationKind;
}

/** The registration forms of the page and the modal (REG-001..004): the four types and the bonus choice. */
export function RegistrationPanel({ lng, initialKind = 'full_reg' }: RegistrationPanelProps) {
  const { t } = useTranslation('account');
  const { siteConfig } = useSnapshot(globalStore);
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [choice, setChoice] = useState<CommonChoice>({
    countryId: undefined,
    currencyId: siteConfig.config?.currencyId ?? 1,
    bonus: 1,
  });
  useEffect(() => {
    let live = true;
    fetchPhoneCountries().then(
      (list) => {
        if (!live) return;
        setCountries(list);
        const code = siteConfig.config?.countryCode;
        const here = list.find((country) => country.country_code === code) ?? list[0];
        setChoice((current) =>
          current.countryId === undefined && here ? { ...current, countryId: here.id } : current,
        );
      },
      (error: unknown) =>
        console.warn('countries could not be loaded:', error instanceof Error ? error.message : error),
    );
    return () => {
      live = false;
    };
  }, [siteConfig.config?.countryCode]);
  const common = useMemo(
    () => (): RegistrationCommon | undefined => {
      if (choice.countryId === undefined) return undefined;
      const ref = referralCode();
      return {
        country_id: choice.countryId,
        currency_id: choice.currencyId,
        first_deposit_bonus_choice: choice.bonus,
        language: lng,
        ...(ref === undefined ? {} : { ref_code: ref }),
      };
    },
    [choice, lng],
  );
  const [kind, setKind] = useState<RegistrationKind>(initialKind);
  const forms: Record<RegistrationKind, ReactNode> = {
    full_reg: <EmailRegistration common={common} lng={lng} />,
    fast_reg: <FastRegistration common={common} lng={lng} />,
    phone_reg: <PhoneRegistration common={common} lng={lng} />,
    soc_reg: <SocialRegistration common={common} lng={lng} />,
  };
  return (
    <Stack gap={4}>
      <SegmentedControl
        aria-label={t('registration.kinds')}
        value={kind}
        onChange={(next) => setKind(next as RegistrationKind)}
        options={[
          { value: 'full_reg', label: t('registration.byEmail') },
          { value: 'fast_reg', label: t('registration.oneClick') },
          { value: 'phone_reg', label: t('registration.byPhone') },
          { value: 'soc_reg', label: t('registration.social.title') },
        ]}
      />
      <CommonFields value={choice} onChange={setChoice} countries={countries} />
      <div key={kind}>{forms[kind]}</div>
    </Stack>
  );
}
