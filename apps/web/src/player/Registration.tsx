import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CURRENCIES, referralCookiesFromQuery } from '@betline/core';
import {
  RegistrationForm,
  SaveCredentials,
  Text,
  type CodeStatus,
  type RegistrationKind,
  type RegistrationValues,
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
import { codeStatusOf, normalisePhone } from './phone';

/** REG-001: the four ways to register (the kit's RegistrationForm offers them). */
export { REGISTRATION_KINDS, type RegistrationKind } from '@betline/ui';

/** The social providers the demo server runs (REG-005 lists the seed's; the others need a partner account). */
const DEMO_SOCIAL = [
  { id: 'google', name: 'Google' },
  { id: 'vk', name: 'VK' },
] as const;

/** The currencies a player may open an account in, as the kit's options. */
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({
  id: currency.id,
  label: `${currency.iso} (${currency.symbol})`,
}));

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

/** REG-002, REG-003: the fields every registration type sends. */
function commonOf(values: RegistrationValues, lng: string): RegistrationCommon {
  const ref = referralCode();
  return {
    ...(values.countryId === undefined ? {} : { country_id: values.countryId }),
    currency_id: values.currencyId,
    first_deposit_bonus_choice: values.bonus,
    language: lng,
    ...(ref === undefined ? {} : { ref_code: ref }),
  };
}

export interface RegistrationPanelProps {
  lng: string;
  /** The type to open first (the page's `:type`, or a link's choice). */
  initialKind?: RegistrationKind;
}

/**
 * The registration of the page and the modal (REG-001..004): the kit's RegistrationForm with the server's
 * calls; an e-mail registration ends with the activation notice, a one-click one with SaveCredentials.
 */
export function RegistrationPanel({ lng, initialKind = 'full_reg' }: RegistrationPanelProps) {
  const { t } = useTranslation('account');
  const { siteConfig } = useSnapshot(globalStore);
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [defaultCountryId, setDefaultCountryId] = useState<number>();
  const [error, setError] = useState<string>();
  const [codeStatus, setCodeStatus] = useState<CodeStatus>('idle');
  const [activationSentTo, setActivationSentTo] = useState<string>();
  const [fast, setFast] = useState<RegisterFastResponse>();

  useEffect(() => {
    let live = true;
    fetchPhoneCountries().then(
      (list) => {
        if (!live) return;
        setCountries(list);
        const code = siteConfig.config?.countryCode;
        setDefaultCountryId((list.find((country) => country.country_code === code) ?? list[0])?.id);
      },
      (caught: unknown) =>
        console.warn('countries could not be loaded:', caught instanceof Error ? caught.message : caught),
    );
    return () => {
      live = false;
    };
  }, [siteConfig.config?.countryCode]);

  /** Runs one call to the server; a refusal becomes the shown error (or the code's status). */
  const attempt = async (call: () => Promise<unknown>, isCode = false): Promise<void> => {
    setError(undefined);
    setCodeStatus('idle');
    try {
      await call();
    } catch (caught) {
      const status = isCode ? codeStatusOf(caught) : null;
      if (status === null) setError(playerMessage(caught, t));
      else setCodeStatus(status);
      throw caught;
    }
  };

  const submit = async (values: RegistrationValues) => {
    const common = commonOf(values, lng);
    switch (values.kind) {
      case 'full_reg':
        await registerEmail({ ...common, email: values.email, password: values.password });
        setActivationSentTo(values.email);
        return;
      case 'fast_reg':
        setFast(await registerFast(common));
        return;
      case 'phone_reg': {
        const { phone, code, password } = values;
        const answer = await registerPhone({ ...common, phone: normalisePhone(phone), code, password });
        void afterSignIn(answer.userId);
        return;
      }
      case 'soc_reg':
        window.location.assign(
          socialStartUrl(values.provider, {
            lng,
            country_id: common.country_id,
            currency_id: common.currency_id,
            returnUrl: `/${lng}/office/account`,
          }),
        );
    }
  };

  if (activationSentTo !== undefined) {
    return (
      <Text role="status" data-testid="activation-sent">
        {t('registration.activationSent', { email: activationSentTo })}
      </Text>
    );
  }
  if (fast !== undefined) {
    return (
      <SaveCredentials
        login={fast.login}
        password={fast.password}
        options={fast.saveOptions}
        fileName={fast.file.name.replace(/\.txt$/, '')}
        fileText={fast.file.content}
        error={error}
        onSendEmail={(email) => attempt(() => sendCredentials({ email, password: fast.password }))}
        onContinue={() => void afterSignIn(fast.userId)}
      />
    );
  }
  return (
    <RegistrationForm
      defaultKind={initialKind}
      countries={countries.map((country) => ({ id: country.id, label: country.name }))}
      currencies={CURRENCY_OPTIONS}
      defaultCountryId={defaultCountryId}
      defaultCurrencyId={siteConfig.config?.currencyId ?? 1}
      socialProviders={DEMO_SOCIAL}
      onSendCode={(phone) => attempt(() => registerPhoneCode(normalisePhone(phone)))}
      onSubmit={(values) => attempt(() => submit(values), values.kind === 'phone_reg').catch(() => undefined)}
      codeStatus={codeStatus}
      error={error}
    />
  );
}
