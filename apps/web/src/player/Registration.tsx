import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { CURRENCIES } from '@betline/core';
import {
  RegistrationForm,
  SaveCredentials,
  Text,
  type CodeStatus,
  type FirstDepositBonusChoice,
  type RegistrationKind,
  type RegistrationValues,
} from '@betline/ui';
import { playerMessage } from '../api/errors';
import { useCaptcha } from './captcha/useCaptcha';
import { isHttpError } from '../api/http';
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
import { setRegistrationProcess } from '../stores/global';
import { afterSignIn, isSignedIn } from '../stores/user';
import { codeStatusOf, normalisePhone } from './phone';
import { oweWelcome, trackRegistration, type RegistrationPlace } from './registrationFlow';
import { useStores } from '../stores';
import { analyticsOf } from '../site/analytics';

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

/**
 * The bring-a-friend code the visitor arrived with: the `referral_values` cookie of type `bf` (the link
 * `/?bf=CODE`, docs/adr/0047-bring-a-friend.md). Anything else in the cookie is not a friend's code.
 */
export function friendCode(): string | undefined {
  const raw = readCookie('referral_values');
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as { type?: unknown; val?: unknown };
    return value.type === 'bf' && typeof value.val === 'string' ? value.val : undefined;
  } catch {
    return undefined;
  }
}

/** REG-002, REG-003: the fields every registration type sends. */
function commonOf(values: RegistrationValues, lng: string): RegistrationCommon {
  const ref = referralCode();
  const friend = friendCode();
  return {
    ...(values.countryId === undefined ? {} : { country_id: values.countryId }),
    currency_id: values.currencyId,
    first_deposit_bonus_choice: values.bonus,
    language: lng,
    ...(ref === undefined ? {} : { ref_code: ref }),
    ...(friend === undefined ? {} : { friend_code: friend }),
  };
}

export interface RegistrationPanelProps {
  lng: string;
  /** The type to open first (the page's `:type`, or a link's choice). */
  initialKind?: RegistrationKind;
  /** The bonus preselected (REG-010: by the path the visitor registers from). */
  defaultBonus?: FirstDepositBonusChoice;
  /** Where it runs, for the flow's analytics (REG-019). */
  place: RegistrationPlace;
  /** Called once the new player is signed in (the redirect of AUTH-016 follows). */
  onSignedIn?: (userId: number) => void;
}

/**
 * The registration of the page and the modal (REG-001..004): the kit's RegistrationForm with the server's
 * calls; an e-mail registration ends with the activation notice, a one-click one with SaveCredentials.
 * While it is open a registration is in process (SPEC §3 `isRegistrationProcess`); its steps are tracked
 * (REG-019), and leaving it as a guest too (REG-018). An account it creates is owed the welcome modal
 * (NOTICE-020).
 */
export function RegistrationPanel({
  lng,
  initialKind = 'full_reg',
  defaultBonus,
  place,
  onSignedIn,
}: RegistrationPanelProps) {
  const stores = useStores();
  const analytics = analyticsOf(stores);
  const { t } = useTranslation('account');
  const { siteConfig } = useSnapshot(useStores().global);
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [defaultCountryId, setDefaultCountryId] = useState<number>();
  const [error, setError] = useState<string>();
  const [codeStatus, setCodeStatus] = useState<CodeStatus>('idle');
  const [activationSentTo, setActivationSentTo] = useState<string>();
  const [fast, setFast] = useState<RegisterFastResponse>();
  const captcha = useCaptcha(lng);

  // REG-019 page call; REG-018 leaving as a guest. The process is over when the registration goes (a sign-in
  // in the header's modal ends it earlier, after its redirect: AUTH-017).
  useEffect(() => {
    setRegistrationProcess(stores.global, true);
    trackRegistration(analytics, 'page_call', place);
    return () => {
      if (!isSignedIn(stores.user)) trackRegistration(analytics, 'leave', place);
      setRegistrationProcess(stores.global, false);
    };
  }, [place, stores.user, stores.global, analytics]);

  useEffect(() => {
    let live = true;
    fetchPhoneCountries(stores).then(
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
  }, [siteConfig.config?.countryCode, stores]);

  /** Runs one call to the server; a refusal becomes the shown error (or the code's status) and is tracked. */
  const attempt = async (
    call: () => Promise<unknown>,
    tracked: RegistrationKind,
    isCode = false,
  ): Promise<void> => {
    setError(undefined);
    setCodeStatus('idle');
    try {
      await call();
    } catch (caught) {
      const status = isCode ? codeStatusOf(caught) : null;
      if (status === null) setError(captcha.refusal(caught) ? undefined : playerMessage(caught, t));
      else setCodeStatus(status);
      trackRegistration(
        analytics,
        'error',
        place,
        tracked,
        isHttpError(caught) ? caught.response.status : undefined,
      );
      throw caught;
    }
  };

  /** The server created the account (REG-019 approved): the welcome modal is owed (NOTICE-020). */
  const approved = (tracked: RegistrationKind) => {
    trackRegistration(analytics, 'approved', place, tracked);
    oweWelcome();
  };
  const signedIn = (tracked: RegistrationKind, userId: number) => {
    void afterSignIn(stores, userId);
    trackRegistration(analytics, 'done', place, tracked);
    onSignedIn?.(userId);
  };

  const submit = async (values: RegistrationValues) => {
    const common = commonOf(values, lng);
    switch (values.kind) {
      case 'full_reg':
        await registerEmail({
          ...common,
          email: values.email,
          password: values.password,
          captcha: captcha.take(),
        });
        approved('full_reg');
        // Done here: the activation link signs the player in later.
        trackRegistration(analytics, 'done', place, 'full_reg');
        setActivationSentTo(values.email);
        return;
      case 'fast_reg': {
        const answer = await registerFast({ ...common, captcha: captcha.take() });
        approved('fast_reg');
        setFast(answer);
        return;
      }
      case 'phone_reg': {
        const { phone, code, password } = values;
        const answer = await registerPhone({ ...common, phone: normalisePhone(phone), code, password });
        approved('phone_reg');
        signedIn('phone_reg', answer.userId);
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
        onSendEmail={(email) =>
          attempt(() => sendCredentials({ email, password: fast.password }), 'fast_reg')
        }
        onContinue={() => signedIn('fast_reg', fast.userId)}
      />
    );
  }
  return (
    <RegistrationForm
      defaultKind={initialKind}
      onKindChange={(next) => trackRegistration(analytics, 'type_chosen', place, next)}
      defaultBonus={defaultBonus}
      countries={countries.map((country) => ({ id: country.id, label: country.name }))}
      currencies={CURRENCY_OPTIONS}
      defaultCountryId={defaultCountryId}
      defaultCurrencyId={siteConfig.config?.currencyId ?? 1}
      socialProviders={DEMO_SOCIAL}
      onSendCode={(phone) =>
        attempt(() => registerPhoneCode(normalisePhone(phone), captcha.take()), 'phone_reg').then(() =>
          trackRegistration(analytics, 'code_sent', place, 'phone_reg'),
        )
      }
      onSubmit={(values) =>
        attempt(() => submit(values), values.kind, values.kind === 'phone_reg').catch(() => undefined)
      }
      codeStatus={codeStatus}
      error={captcha.message ?? error}
      captcha={captcha.field}
    />
  );
}
