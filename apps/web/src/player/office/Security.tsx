import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useMutation, useQuery } from '../../lib/query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import * as z from 'zod/mini';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { protectionStatus, type ProtectionStatus } from '@betline/core';
import {
  Badge,
  Button,
  CodeInput,
  ErrorState,
  Field,
  FormErrorAnnouncer,
  Inline,
  PasswordInput,
  Spinner,
  Stack,
  Text,
  announce,
  useZodForm,
  type BadgeTone,
  type CodeStatus,
} from '@betline/ui';
import { errorCodeOf, isIgnorable, playerMessage } from '../../api/errors';
import type { UserConfig } from '../../api/types';
import {
  changePassword,
  disableTwoStep,
  enableTwoStep,
  fetchSessions,
  revokeSession,
  setupTwoStep,
  type SessionItem,
  type TwoStepSetup,
} from '../../api/profile';
import { pushNotice } from '../../stores/notices';
import { formatPreferredDateTime, usePreferences } from '../../stores/preferences';

import { useAccountTexts } from '../useTexts';
import { formMessage, newPasswordRule } from './forms';
import { Facts, Section } from './parts';
import { refreshUserConfig } from './userConfig';
import { useBrandName } from '../../app/brand';

import { useStores } from '../../stores';
const QrCode = lazy(() => import('./QrCode'));

const STATUS_TONE: Record<ProtectionStatus, BadgeTone> = {
  bad: 'danger',
  normal: 'warning',
  good: 'success',
  full: 'success',
};

const METHODS = [
  'is_changed_password',
  'enable_two_factor_auth',
  'enable_phone_binding',
  'enable_security_question',
  'enable_email_auth',
] as const satisfies readonly (keyof UserConfig['protection_methods'])[];

const Track = styled.div`
  height: ${vars.space[2]};
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.bgColor.inset};
`;

const Fill = styled.div<{ $tone: BadgeTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${(p) =>
    p.$tone === 'danger'
      ? vars.bgColor.danger.emphasis
      : p.$tone === 'warning'
        ? vars.bgColor.warning.emphasis
        : vars.bgColor.success.emphasis};
`;

const Methods = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }
`;

const Secret = styled.code`
  font-family: ${vars.fontFamily.mono};
  font-size: ${vars.fontSize.md};
  overflow-wrap: anywhere;
`;

const SessionList = styled.ul`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space[3]};
    padding: ${vars.space[3]} ${vars.space[4]};
    border: ${vars.borderWidth.default} solid ${vars.borderColor.muted};
    border-radius: ${vars.radius.md};
  }
`;

/** ACC-014, ACC-016..019: the protection level, its status and the methods that raise it. */
export function ProtectionLevel({ config }: { config: UserConfig }) {
  const { t } = useTranslation('account');
  const level = config.protection_level;
  const status = protectionStatus(level);
  const tone = STATUS_TONE[status];
  return (
    <Section title={t('security.protection.title')} description={t('security.protection.intro')}>
      <Stack gap={3}>
        <Inline gap={3} align="center" wrap>
          <Text weight="bold">{t('security.protection.level', { level })}</Text>
          <Badge tone={tone}>{t(`security.protection.status.${status}`)}</Badge>
        </Inline>
        <Track aria-hidden="true">
          <Fill $tone={tone} style={{ width: `${level}%` }} />
        </Track>
        <Methods aria-label={t('security.protection.methods')}>
          {METHODS.map((method) => {
            const on = config.protection_methods[method];
            return (
              <li key={method}>
                <Text>{t(`security.protection.method.${method}`)}</Text>
                <Badge tone={on ? 'success' : 'neutral'}>
                  {on ? t('security.protection.on') : t('security.protection.off')}
                </Badge>
              </li>
            );
          })}
        </Methods>
      </Stack>
    </Section>
  );
}

const passwordSchema = z
  .object({
    current: z.string().check(z.minLength(1, 'form.required')),
    password: newPasswordRule(),
    confirm: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirm, {
      message: 'reset.mismatch',
      path: ['confirm'],
    }),
  );

/** Change the password (the current one is asked again); other devices are signed out by the server. */
export function PasswordChange({ onChanged }: { onChanged: () => void }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const form = useZodForm(passwordSchema, { defaultValues: { current: '', password: '', confirm: '' } });
  const [error, setError] = useState<string>();
  const { errors, isSubmitting, submitCount } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await changePassword(values.current, values.password);
      form.reset();
      const message = t('security.password.changed');
      announce(message);
      pushNotice(stores.notices, { kind: 'success', message });
      onChanged();
      void refreshUserConfig(stores.user);
    } catch (caught) {
      setError(
        errorCodeOf(caught) === 'invalid_credentials'
          ? t('security.password.wrongCurrent')
          : playerMessage(caught, t),
      );
    }
  });
  return (
    <Section title={t('security.password.title')} description={t('security.password.intro')}>
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={t('security.password.title')}
      >
        <FormErrorAnnouncer errors={errors} submitCount={submitCount} />
        <Stack gap={3}>
          <Field
            label={t('security.password.current')}
            error={formMessage(t, errors.current?.message)}
            required
          >
            <PasswordInput autoComplete="current-password" {...form.register('current')} />
          </Field>
          <Field
            label={t('security.password.new')}
            hint={t('registration.passwordHint')}
            error={formMessage(t, errors.password?.message)}
            required
          >
            <PasswordInput autoComplete="new-password" showStrength {...form.register('password')} />
          </Field>
          <Field
            label={t('security.password.confirm')}
            error={formMessage(t, errors.confirm?.message)}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register('confirm')} />
          </Field>
          {error !== undefined && (
            <Text role="alert" tone="danger">
              {error}
            </Text>
          )}
          <div>
            <Button type="submit" loading={isSubmitting}>
              {t('security.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Section>
  );
}

/** Groups a base32 secret in fours so it can be typed by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function codeStatusOf(error: unknown): CodeStatus {
  const code = errorCodeOf(error);
  return code === 'time_up' ? 'timeUp' : code === 'wrong_code' ? 'wrongCode' : 'idle';
}

/** Two-step sign-in: setup with a QR code and the secret as text, confirmed by a code; or turning it off. */
export function TwoStep({ enabled }: { enabled: boolean }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const brand = useBrandName();
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string>();
  const passwordId = useId();

  const step = useMutation((action: () => Promise<void>) => action(), {
    onError: (caught) => {
      const next = codeStatusOf(caught);
      setStatus(next);
      if (next === 'idle') setError(playerMessage(caught, t));
    },
  });
  const busy = step.pending;
  const run = (action: () => Promise<void>) => {
    setError(undefined);
    return step.run(action);
  };

  const start = () =>
    run(async () => {
      setSetup(await setupTwoStep());
      setCode('');
      setStatus('idle');
    });

  const confirm = (value: string) =>
    run(async () => {
      await enableTwoStep(value);
      setSetup(undefined);
      setCode('');
      const message = t('security.twoStep.enabled');
      announce(message);
      pushNotice(stores.notices, { kind: 'success', message });
      await refreshUserConfig(stores.user);
    });

  const turnOff = () =>
    run(async () => {
      await disableTwoStep(code, password);
      setCode('');
      setPassword('');
      const message = t('security.twoStep.disabled');
      announce(message);
      pushNotice(stores.notices, { kind: 'success', message });
      await refreshUserConfig(stores.user);
    });

  const codeInput = (onComplete?: (value: string) => void) => (
    <CodeInput
      label={t('security.twoStep.code')}
      value={code}
      onChange={(next) => {
        setCode(next);
        setStatus('idle');
      }}
      onComplete={onComplete}
      status={status}
      autoComplete="one-time-code"
    />
  );

  const failure = error !== undefined && (
    <Text role="alert" tone="danger">
      {error}
    </Text>
  );

  if (enabled) {
    return (
      <Section title={t('security.twoStep.title')} description={t('security.twoStep.onIntro')}>
        <Stack gap={3}>
          <div>
            <Badge tone="success">{t('security.protection.on')}</Badge>
          </div>
          {codeInput()}
          <Field label={t('security.twoStep.password')} required>
            <PasswordInput
              id={passwordId}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          {failure}
          <div>
            <Button
              variant="danger"
              loading={busy}
              disabled={code.length !== 6 || password === ''}
              onClick={() => void turnOff()}
            >
              {t('security.twoStep.disable')}
            </Button>
          </div>
        </Stack>
      </Section>
    );
  }

  return (
    <Section title={t('security.twoStep.title')} description={t('security.twoStep.intro')}>
      {setup === undefined ? (
        <Stack gap={3}>
          {failure}
          <div>
            <Button loading={busy} onClick={() => void start()}>
              {t('security.twoStep.start')}
            </Button>
          </div>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text>{t('security.twoStep.scan')}</Text>
          <Suspense fallback={<Spinner size="md" label={t('security.twoStep.qr', { brand })} />}>
            <QrCode text={setup.otpauthUrl} label={t('security.twoStep.qr', { brand })} />
          </Suspense>
          <Stack gap={1}>
            <Text tone="muted" size="sm">
              {t('security.twoStep.secret')}
            </Text>
            <Secret
              aria-label={t('security.twoStep.secretLabel', { secret: setup.secret.split('').join(' ') })}
            >
              {groupSecret(setup.secret)}
            </Secret>
          </Stack>
          <Text>{t('security.twoStep.enter')}</Text>
          {codeInput((value) => void confirm(value))}
          {failure}
          <Inline gap={3} wrap>
            <Button loading={busy} disabled={code.length !== 6} onClick={() => void confirm(code)}>
              {t('security.twoStep.confirm')}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setSetup(undefined)}>
              {t('security.twoStep.cancel')}
            </Button>
          </Inline>
        </Stack>
      )}
    </Section>
  );
}

/** A short name of the device from its user agent ("Firefox on Windows"); unknown parts are left out. */
export function deviceName(userAgent: string | null, t: (key: string, options?: object) => string): string {
  if (userAgent === null || userAgent === '') return t('security.sessions.unknownDevice');
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : undefined;
  const os = /iPhone|iPad/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  if (browser !== undefined && os !== undefined) return t('security.sessions.device', { browser, os });
  return browser ?? os ?? t('security.sessions.unknownDevice');
}

type SessionsLoad =
  { state: 'loading' } | { state: 'ready'; items: SessionItem[] } | { state: 'error'; message: string };

/** The player's sessions, with "sign out" per device and "sign out everywhere else". */
export function Sessions({ lng, version }: { lng: string; version: number }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const translate = t as unknown as (key: string, options?: object) => string;
  const prefs = usePreferences();
  // `version`: the page's sign-in state changed (two-step turned on or off): the list is read again.
  const sessions = useQuery(['sessions', version], (signal) => fetchSessions(signal));
  // The list stays on screen while it is read again (after a sign-out).
  const load: SessionsLoad =
    sessions.status === 'error' && !isIgnorable(sessions.error)
      ? { state: 'error', message: playerMessage(sessions.error, t) }
      : sessions.data !== undefined
        ? { state: 'ready', items: sessions.data }
        : { state: 'loading' };

  const revoke = useMutation(
    (ids: string[], _key: string) => Promise.all(ids.map((id) => revokeSession(id))),
    {
      onSuccess: (_answer, ids) => {
        const message = t('security.sessions.signedOut', { count: ids.length });
        announce(message);
        pushNotice(stores.notices, { kind: 'success', message });
        sessions.reload();
      },
      onError: (error) => {
        pushNotice(stores.notices, { kind: 'error', message: playerMessage(error, t) });
        sessions.reload();
      },
    },
  );
  const signOut = revoke.run;
  const busy = revoke.variables?.[1];

  const others = load.state === 'ready' ? load.items.filter((item) => !item.current) : [];

  return (
    <Section title={t('security.sessions.title')} description={t('security.sessions.intro')}>
      {load.state === 'loading' ? (
        <Spinner size="md" label={t('security.loading')} />
      ) : load.state === 'error' ? (
        <ErrorState title={t('security.sessions.error')} onRefresh={sessions.reload}>
          {load.message}
        </ErrorState>
      ) : (
        <Stack gap={4}>
          <SessionList>
            {load.items.map((item) => {
              const device = deviceName(item.userAgent, translate);
              return (
                <li key={item.id}>
                  <Stack gap={1}>
                    <Inline gap={2} align="center" wrap>
                      <Text weight="bold">{device}</Text>
                      {item.current && <Badge tone="accent">{t('security.sessions.current')}</Badge>}
                    </Inline>
                    <Facts>
                      <dt>{t('security.sessions.lastSeen')}</dt>
                      <dd>{formatPreferredDateTime(item.lastSeenAt, lng, prefs)}</dd>
                      <dt>{t('security.sessions.started')}</dt>
                      <dd>{formatPreferredDateTime(item.createdAt, lng, prefs)}</dd>
                      {item.ip !== null && (
                        <>
                          <dt>{t('security.sessions.ip')}</dt>
                          <dd>{item.ip}</dd>
                        </>
                      )}
                    </Facts>
                  </Stack>
                  {!item.current && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === item.id}
                      disabled={busy !== undefined}
                      aria-label={t('security.sessions.signOutOne', { device })}
                      onClick={() => void signOut([item.id], item.id)}
                    >
                      {t('security.sessions.signOut')}
                    </Button>
                  )}
                </li>
              );
            })}
          </SessionList>
          {others.length > 0 ? (
            <div>
              <Button
                variant="danger"
                loading={busy === 'others'}
                disabled={busy !== undefined}
                onClick={() =>
                  void signOut(
                    others.map((item) => item.id),
                    'others',
                  )
                }
              >
                {t('security.sessions.signOutOthers')}
              </Button>
            </div>
          ) : (
            <Text tone="muted">{t('security.sessions.onlyThis')}</Text>
          )}
        </Stack>
      )}
    </Section>
  );
}

/** office/security: protection level, password, two-step and sessions. */
export function SecurityPage({ lng }: { lng: string }) {
  const stores = useStores();
  useAccountTexts();
  const { t } = useTranslation('account');
  const { config } = useSnapshot(useStores().user);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void refreshUserConfig(stores.user);
  }, [stores.user]);
  return (
    <Stack gap={5}>
      {config === null ? (
        <Inline gap={2} align="center">
          <Spinner size="sm" label={t('security.loading')} />
        </Inline>
      ) : (
        <>
          <ProtectionLevel config={config as UserConfig} />
          <TwoStep enabled={config.protection_methods.enable_two_factor_auth} />
        </>
      )}
      <PasswordChange onChanged={() => setVersion((n) => n + 1)} />
      <Sessions lng={lng} version={version} />
    </Stack>
  );
}
