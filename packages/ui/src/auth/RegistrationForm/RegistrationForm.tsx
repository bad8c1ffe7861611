import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import type * as zc from 'zod/v4/core';
import { announce } from '../../a11y/announce';
import { Button } from '../../actions/Button';
import { CodeInput, type CodeStatus } from '../../forms/CodeInput';
import { Field } from '../../forms/Field';
import { FormErrorAnnouncer, useZodForm } from '../../forms/Form';
import { Input } from '../../forms/Input';
import { NativeSelect } from '../../forms/NativeSelect';
import { PasswordInput } from '../../forms/PasswordInput';
import { SegmentedControl } from '../../forms/SegmentedControl';
import { useUiTranslation } from '../../i18n';
import { Inline } from '../../layout/Inline';
import { Stack } from '../../layout/Stack';
import type { FirstDepositBonusChoice } from '../../notices/FirstDepositBonusModal';
import { Text } from '../../typography/Text';
import { codeField, emailField, newPasswordField, phoneField } from '../shared/schemas';
import { useCountdown } from '../shared/useCountdown';

/** The seed's registration types (REG-001): e-mail, one click, phone, social. */
export const REGISTRATION_KINDS = ['full_reg', 'fast_reg', 'phone_reg', 'soc_reg'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** A country or a currency to choose: the service's id and the visible, translated label. */
export interface RegistrationOption {
  id: number;
  label: string;
}

/** A social network to register with: its id (for the app) and its name (a brand, not translated). */
export interface SocialProvider {
  id: string;
  name: string;
}

/** What every type sends besides its own fields (REG-002, REG-003): currency and the bonus choice. */
interface Choice {
  currencyId: number;
  /** 0 declines, 1 sports bonus, 2 casino bonus (REG-003). */
  bonus: FirstDepositBonusChoice;
}

/** The values of a registration, by type. The country is required except for social registration. */
export type RegistrationValues =
  | (Choice & { kind: 'full_reg'; countryId: number; email: string; password: string })
  | (Choice & { kind: 'fast_reg'; countryId: number })
  | (Choice & { kind: 'phone_reg'; countryId: number; phone: string; code: string; password: string })
  | (Choice & { kind: 'soc_reg'; countryId: number | undefined; provider: string });

export interface RegistrationFormProps {
  /** The types offered, in order (all four by default); a switch shows when there are several. Phone needs
   * `onSendCode`, social needs `socialProviders`. */
  kinds?: readonly RegistrationKind[];
  /** The type shown first. */
  defaultKind?: RegistrationKind;
  /** The player chose another type (for analytics, REG-019). */
  onKindChange?: (kind: RegistrationKind) => void;
  /** The countries to choose from. */
  countries: readonly RegistrationOption[];
  /** The currencies to choose from. */
  currencies: readonly RegistrationOption[];
  /** The country chosen first; may arrive after the first render (it is set while none is chosen). */
  defaultCountryId?: number;
  /** The currency chosen first (the first of `currencies` by default). */
  defaultCurrencyId?: number;
  /** The bonus chosen first (sports by default; REG-010 preselects one by path). */
  defaultBonus?: FirstDepositBonusChoice;
  /** The social networks offered by social registration. */
  socialProviders?: readonly SocialProvider[];
  /** Called with valid values of the chosen type. */
  onSubmit: (values: RegistrationValues) => void | Promise<void>;
  /** Phone registration: sends a code to the phone as typed. Resolves once sent; rejects when not (the app
   * says why through `error`). */
  onSendCode?: (phone: string) => Promise<unknown>;
  /** Phone registration: the server's verdict on the code (`wrongCode` or `timeUp`). */
  codeStatus?: CodeStatus;
  /** Digits of an SMS code (6 by default). */
  codeLength?: number;
  /** Seconds before a new code may be asked for (60 by default). */
  resendAfterSeconds?: number;
  /** The server's refusal, translated; shown and announced above the button. */
  error?: string;
  /** Extra content under the form. */
  footer?: ReactNode;
  /**
   * A captcha the server asked for (the app's proof-of-work widget), shown above the error and the button so it
   * comes before them in the tab order.
   */
  captcha?: ReactNode;
}

type FormValues = {
  country: string;
  currency: string;
  bonus: string;
  email: string;
  password: string;
  phone: string;
  code: string;
  /** The social network chosen (set by its button, not checked). */
  provider: string;
};
type Name = Exclude<keyof FormValues, 'provider'>;

/** The fields each step checks, in the order they are shown (the first invalid one gets focus). */
function fieldsOf(kind: RegistrationKind, codeSent: boolean): Name[] {
  if (kind === 'phone_reg' && !codeSent) return ['phone'];
  const own: Name[] =
    kind === 'full_reg' ? ['email', 'password'] : kind === 'phone_reg' ? ['code', 'password'] : [];
  return ['country', 'currency', 'bonus', ...own];
}

function schemaOf(kind: RegistrationKind, fields: Name[], codeLength: number) {
  const checks: Record<Name, zc.$ZodType> = {
    country: kind === 'soc_reg' ? z.string() : z.string().check(z.minLength(1, 'registration.chooseCountry')),
    currency: z.string(),
    bonus: z.string(),
    email: emailField,
    password: newPasswordField,
    phone: phoneField,
    code: codeField(codeLength),
  };
  const shape = Object.fromEntries(fields.map((name) => [name, checks[name]]));
  return z.object(shape) as unknown as zc.$ZodType<FormValues, FormValues>;
}

/**
 * Registration in the seed's four types (REG-001) as one props-driven form: e-mail + password, one click,
 * phone + SMS code + password, social networks; each with country, currency and the first-deposit bonus
 * choice (REG-002, REG-003). No server calls: the app
 * gets the values by type and passes back the server's refusal as `error` (and `codeStatus` for a code).
 * Errors are linked to their fields, the first invalid field gets focus and a summary is announced.
 */
export function RegistrationForm({
  kinds = REGISTRATION_KINDS,
  defaultKind,
  onKindChange,
  countries,
  currencies,
  defaultCountryId,
  defaultCurrencyId,
  defaultBonus = 1,
  socialProviders = [],
  onSubmit,
  onSendCode,
  codeStatus = 'idle',
  codeLength = 6,
  resendAfterSeconds = 60,
  error,
  footer,
  captcha,
}: RegistrationFormProps) {
  const { t } = useUiTranslation();
  const offered = kinds.filter(
    (each) => (each !== 'phone_reg' || onSendCode) && (each !== 'soc_reg' || socialProviders.length > 0),
  );
  const [kind, setKind] = useState<RegistrationKind>(
    defaultKind && offered.includes(defaultKind) ? defaultKind : (offered[0] ?? 'full_reg'),
  );
  const [sentTo, setSentTo] = useState<string>();
  const [checked, setChecked] = useState<string>();
  const [left, startCountdown] = useCountdown();
  const codeSent = sentTo !== undefined;
  const fields = fieldsOf(kind, codeSent);
  const schema = useMemo(
    () => schemaOf(kind, fieldsOf(kind, codeSent), codeLength),
    [kind, codeSent, codeLength],
  );
  const form = useZodForm(schema, {
    shouldFocusError: false,
    defaultValues: {
      country: defaultCountryId === undefined ? '' : String(defaultCountryId),
      currency: String(defaultCurrencyId ?? currencies[0]?.id ?? ''),
      bonus: String(defaultBonus),
      email: '',
      password: '',
      phone: '',
      code: '',
      provider: '',
    },
  });
  const { errors, isSubmitting, submitCount } = form.formState;
  const { getValues, setFocus, setValue } = form;
  const { ref: codeRef } = form.register('code');
  const code = form.watch('code');
  // The step that appears gets focus: the code once sent, the phone again when it is to be changed.
  const shownStep = useRef(sentTo);
  useEffect(() => {
    if (shownStep.current === sentTo) return;
    shownStep.current = sentTo;
    setFocus(sentTo === undefined ? 'phone' : 'code');
  }, [sentTo, setFocus]);
  useEffect(() => {
    if (defaultCountryId !== undefined && getValues('country') === '') {
      setValue('country', String(defaultCountryId));
    }
  }, [defaultCountryId, countries, getValues, setValue]);

  const message = (name: Name) => {
    const key = errors[name]?.message;
    return key ? t(key, { length: codeLength, defaultValue: key }) : undefined;
  };

  const send = async (phone: string) => {
    try {
      await onSendCode?.(phone);
    } catch {
      return; // not sent: the app passes the reason as `error`
    }
    setSentTo(phone);
    startCountdown(resendAfterSeconds);
    announce(t('auth.codeSent', { phone }), 'polite');
  };

  const submit = form.handleSubmit(
    async (values) => {
      const choice: Choice = {
        currencyId: Number(values.currency),
        bonus: Number(values.bonus) as FirstDepositBonusChoice,
      };
      const countryId = Number(values.country);
      if (kind === 'phone_reg' && sentTo === undefined) return send(values.phone);
      if (kind === 'phone_reg') setChecked(values.code);
      const answer: RegistrationValues =
        kind === 'full_reg'
          ? { kind, ...choice, countryId, email: values.email, password: values.password }
          : kind === 'phone_reg'
            ? { kind, ...choice, countryId, phone: sentTo!, code: values.code, password: values.password }
            : kind === 'soc_reg'
              ? { kind, ...choice, countryId: countryId || undefined, provider: getValues('provider') }
              : { kind, ...choice, countryId };
      await onSubmit(answer);
    },
    (invalid) => {
      const first = fields.find((name) => invalid[name]);
      if (first) setFocus(first);
    },
  );

  const choose = (next: RegistrationKind) => {
    setKind(next);
    form.clearErrors();
    onKindChange?.(next);
  };

  const submitButton = (label: string) => (
    <Button type="submit" loading={isSubmitting} fullWidth>
      {label}
    </Button>
  );

  // The new account's password (e-mail and phone registration).
  const newPassword = (
    <Field label={t('login.password')} hint={t('auth.passwordHint')} error={message('password')} required>
      <PasswordInput autoComplete="new-password" showStrength {...form.register('password')} />
    </Field>
  );
  return (
    <form method="post" noValidate onSubmit={(event) => void submit(event)}>
      <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
      <Stack gap={4}>
        {offered.length > 1 && (
          <SegmentedControl
            aria-label={t('registration.kinds')}
            value={kind}
            onChange={(next) => choose(next as RegistrationKind)}
            options={offered.map((each) => ({ value: each, label: t(`registration.${each}`) }))}
          />
        )}
        <Stack gap={3}>
          <Field label={t('registration.country')} error={message('country')} required={kind !== 'soc_reg'}>
            <NativeSelect
              options={countries.map((country) => ({ value: String(country.id), label: country.label }))}
              placeholder={t('registration.choose')}
              {...form.register('country')}
            />
          </Field>
          <Field label={t('registration.currency')}>
            <NativeSelect
              options={currencies.map((currency) => ({ value: String(currency.id), label: currency.label }))}
              {...form.register('currency')}
            />
          </Field>
          <Field label={t('registration.bonus')}>
            <NativeSelect
              options={[
                { value: '1', label: t('registration.bonusSports') },
                { value: '2', label: t('registration.bonusCasino') },
                { value: '0', label: t('registration.bonusNone') },
              ]}
              {...form.register('bonus')}
            />
          </Field>
          {kind === 'full_reg' && (
            <>
              <Field label={t('auth.email')} error={message('email')} required>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </Field>
              {newPassword}
            </>
          )}
          {kind === 'fast_reg' && <Text>{t('registration.fastIntro')}</Text>}
          {kind === 'phone_reg' &&
            (sentTo === undefined ? (
              <Field label={t('auth.phone')} hint={t('auth.phoneHint')} error={message('phone')} required>
                <Input type="tel" autoComplete="tel" inputMode="tel" {...form.register('phone')} />
              </Field>
            ) : (
              <>
                <Inline gap={2} wrap>
                  <Text>{t('auth.codeSent', { phone: sentTo })}</Text>
                  <Button variant="ghost" size="sm" onClick={() => setSentTo(undefined)}>
                    {t('auth.changePhone')}
                  </Button>
                </Inline>
                <CodeInput
                  ref={codeRef}
                  label={t('auth.smsCode')}
                  length={codeLength}
                  value={code}
                  onChange={(next) => setValue('code', next, { shouldValidate: submitCount > 0 })}
                  status={isSubmitting || code !== checked ? 'idle' : codeStatus}
                  error={message('code')}
                  resendInSeconds={left}
                  onResend={() => {
                    setValue('code', '');
                    setChecked(undefined);
                    void send(sentTo);
                  }}
                />
                {newPassword}
              </>
            ))}
          {kind === 'soc_reg' && <Text>{t('registration.socialIntro')}</Text>}
          {kind !== 'soc_reg' && captcha}
          {error && (
            <Text role="alert" tone="danger">
              {error}
            </Text>
          )}
          {kind === 'full_reg' && submitButton(t('registration.submit'))}
          {kind === 'fast_reg' && submitButton(t('registration.fastSubmit'))}
          {kind === 'phone_reg' &&
            submitButton(sentTo === undefined ? t('auth.sendCode') : t('registration.submit'))}
          {kind === 'soc_reg' &&
            socialProviders.map((each) => (
              <Button
                key={each.id}
                variant="secondary"
                loading={isSubmitting && getValues('provider') === each.id}
                onClick={() => {
                  setValue('provider', each.id);
                  void submit();
                }}
              >
                {t('registration.socialWith', { provider: each.name })}
              </Button>
            ))}
          {footer}
        </Stack>
      </Stack>
    </form>
  );
}
