import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@betline/tokens';
import { useMutation, useQuery } from '../../lib/query';
import {
  COEF_FORMATS,
  COEF_VIEW_IDS,
  availableLanguages,
  formatCoef,
  switchLanguagePath,
  type CoefViewId,
} from '@betline/core';
import {
  Button,
  Checkbox,
  ErrorState,
  Field,
  Inline,
  Input,
  NativeSelect,
  SegmentedControl,
  Spinner,
  Stack,
  Text,
  announce,
  useUiTranslation,
} from '@betline/ui';
import { isIgnorable, playerMessage } from '../../api/errors';
import {
  fetchMailing,
  fetchPersonalData,
  updateMailing,
  updatePersonalData,
  type MailingSettings,
  type PersonalData,
  type PersonalDataUpdate,
} from '../../api/profile';
import { setColorMode, type ColorMode } from '../../stores/global';
import { pushNotice } from '../../stores/notices';
import {
  OFFERED_TOGGLES,
  TIME_ZONE_OFFSETS,
  chooseTimeZone,
  knownDeviceTimeZone,
  formatPreferredDateTime,
  setPreference,
  setToggle,
  utcOffsetLabel,
  type AppViewType,
  preferencesOf,
  usePreferences,
} from '../../stores/preferences';
import { isSignedIn, setHideBalance } from '../../stores/user';
import { useAccountTexts } from '../useTexts';
import { Facts, FieldGrid, FormColumn, Section } from './parts';

import { useStores } from '../../stores';
const Toggles = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${vars.size.layout.formWidth} / 2)), 1fr));
  gap: ${vars.space[3]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-block-end: ${vars.space[3]};
    padding: 0;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** The time zone select's value for "this device's zone". */
const DEVICE_ZONE = 'device';

/** An example price shown in every odds format so the choice is concrete. */
const SAMPLE_COEF = 2.5;

/** Odds format, theme, language, time zone, clock and view: kept on this device, applied at once. */
export function DisplaySettings({ lng }: { lng: string }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const ui = useUiTranslation();
  const prefs = usePreferences();
  const { colorMode, siteConfig } = useSnapshot(useStores().global);
  const user = useSnapshot(useStores().user);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const languages = siteConfig.config?.languages ?? [];
  const codes = availableLanguages(languages, isSignedIn(user));
  const saved = () => announce(t('settings.savedHere'));

  const coefOptions = COEF_VIEW_IDS.map((id) => ({
    value: String(id),
    label: t('settings.coefOption', {
      // The format's name as the slip's own switch names it (the kit's strings).
      name: ui.t(`coupon.coefFormats.${COEF_FORMATS[id].key as 'coef_format_decimal'}`),
      sample: formatCoef(SAMPLE_COEF, id) ?? '',
    }),
  }));
  // This device's zone first (the default), then every offset a player can choose.
  const zoneOptions = [
    {
      value: DEVICE_ZONE,
      label: t('settings.timeZoneDevice', { zone: utcOffsetLabel(knownDeviceTimeZone(stores, prefs)) }),
    },
    ...TIME_ZONE_OFFSETS.map((hours) => ({ value: String(hours), label: utcOffsetLabel(hours) })),
  ];
  const now = new Date().toISOString();

  return (
    <Section title={t('settings.display.title')} description={t('settings.display.intro')}>
      <FieldGrid>
        <Field label={t('settings.coef')} hint={t('settings.coefHint', { sample: SAMPLE_COEF })}>
          <NativeSelect
            options={coefOptions}
            value={String(prefs.coefViewId)}
            onChange={(event) => {
              setPreference(preferencesOf(stores), 'coefViewId', Number(event.target.value) as CoefViewId);
              saved();
            }}
          />
        </Field>
        {codes.length > 1 && (
          <Field label={t('settings.language')}>
            <NativeSelect
              options={codes.map((code) => ({
                value: code,
                label: languages.find((entry) => entry.code === code)?.name ?? code,
              }))}
              value={lng}
              onChange={(event) => {
                const next = event.target.value;
                if (next !== lng) navigate(switchLanguagePath(pathname, next, search, hash));
              }}
            />
          </Field>
        )}
        <Field
          label={t('settings.timeZone')}
          hint={t('settings.timeZoneHint', {
            time: formatPreferredDateTime(now, lng, prefs) ?? '',
          })}
        >
          <NativeSelect
            options={zoneOptions}
            value={prefs.timeZoneAuto ? DEVICE_ZONE : String(prefs.timeZone)}
            onChange={(event) => {
              const value = event.target.value;
              chooseTimeZone(preferencesOf(stores), value === DEVICE_ZONE ? 'device' : Number(value));
              saved();
            }}
          />
        </Field>
      </FieldGrid>
      <Inline gap={6} wrap>
        <Stack gap={2}>
          <Text size="sm" weight="medium">
            {t('settings.theme')}
          </Text>
          <SegmentedControl
            aria-label={t('settings.theme')}
            value={colorMode}
            onChange={(value) => {
              setColorMode(stores.global, value as ColorMode);
              saved();
            }}
            options={[
              { value: 'light', label: t('settings.themes.light') },
              { value: 'dark', label: t('settings.themes.dark') },
            ]}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="sm" weight="medium">
            {t('settings.clock')}
          </Text>
          <SegmentedControl
            aria-label={t('settings.clock')}
            value={prefs.is12h ? '12' : '24'}
            onChange={(value) => {
              setPreference(preferencesOf(stores), 'is12h', value === '12');
              saved();
            }}
            options={[
              { value: '24', label: t('settings.clocks.h24') },
              { value: '12', label: t('settings.clocks.h12') },
            ]}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="sm" weight="medium">
            {t('settings.view')}
          </Text>
          <SegmentedControl
            aria-label={t('settings.view')}
            value={String(prefs.appViewType)}
            onChange={(value) => {
              setPreference(preferencesOf(stores), 'appViewType', Number(value) as AppViewType);
              saved();
            }}
            options={[
              { value: '0', label: t('settings.views.european') },
              { value: '1', label: t('settings.views.asian') },
            ]}
          />
        </Stack>
      </Inline>
      <Toggles>
        <legend>{t('settings.toggles.title')}</legend>
        {OFFERED_TOGGLES.map((name) => (
          <Checkbox
            key={name}
            isSelected={prefs.toggles[name]}
            onChange={(on) => {
              setToggle(preferencesOf(stores), name, on);
              saved();
            }}
          >
            {t(`settings.toggles.${name}`)}
          </Checkbox>
        ))}
      </Toggles>
    </Section>
  );
}

const MAIL_FLAGS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;

/** ACC-026: mail and SMS settings, the first-deposit bonus preference and hiding the balance (server). */
export function MailingSettingsForm() {
  const stores = useStores();
  const { t } = useTranslation('account');
  const mailing = useQuery('settings:mailing', (signal) => fetchMailing(signal));
  const saved = mailing.data;
  // The player's changes over what is saved.
  const [edited, setDraft] = useState<MailingSettings>();
  const draft = edited ?? saved;
  const error =
    mailing.status === 'error' && !isIgnorable(mailing.error) ? playerMessage(mailing.error, t) : undefined;

  const save = useMutation((changes: Partial<MailingSettings>) => updateMailing(changes), {
    onSuccess: (answer) => {
      mailing.setData(() => answer);
      setDraft(undefined);
      setHideBalance(stores.user, answer.user_hide_balance);
      const message = t('settings.mailing.saved');
      announce(message);
      pushNotice(stores.notices, { kind: 'success', message });
    },
    onError: (caught) => pushNotice(stores.notices, { kind: 'error', message: playerMessage(caught, t) }),
  });
  const busy = save.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === undefined || saved === undefined) return;
    const changes: Partial<MailingSettings> = {};
    for (const key of [...MAIL_FLAGS, 'user_hide_balance', 'first_deposit_bonus_type'] as const) {
      if (draft[key] !== saved[key]) Object.assign(changes, { [key]: draft[key] });
    }
    await save.run(changes);
  };

  return (
    <Section title={t('settings.mailing.title')} description={t('settings.mailing.intro')}>
      {error !== undefined && draft === undefined ? (
        <ErrorState title={t('settings.loadError')} onRefresh={mailing.reload}>
          {error}
        </ErrorState>
      ) : draft === undefined ? (
        <Spinner size="md" label={t('settings.loading')} />
      ) : (
        <form method="post" onSubmit={(event) => void submit(event)} aria-label={t('settings.mailing.title')}>
          <Stack gap={4}>
            <Stack gap={2}>
              {MAIL_FLAGS.map((key) => (
                <Checkbox
                  key={key}
                  isSelected={draft[key]}
                  onChange={(on) => setDraft({ ...draft, [key]: on })}
                >
                  {t(`settings.mailing.${key}`)}
                </Checkbox>
              ))}
              <Checkbox
                isSelected={draft.user_hide_balance}
                onChange={(on) => setDraft({ ...draft, user_hide_balance: on })}
              >
                {t('settings.mailing.user_hide_balance')}
              </Checkbox>
            </Stack>
            <FormColumn>
              <Field label={t('settings.mailing.first_deposit_bonus_type')}>
                <NativeSelect
                  options={[
                    { value: '1', label: t('registration.bonusSports') },
                    { value: '2', label: t('registration.bonusCasino') },
                    { value: '0', label: t('registration.bonusNone') },
                  ]}
                  value={String(draft.first_deposit_bonus_type)}
                  onChange={(event) =>
                    setDraft({
                      ...draft,
                      first_deposit_bonus_type: Number(event.target.value) as 0 | 1 | 2,
                    })
                  }
                />
              </Field>
            </FormColumn>
            <div>
              <Button type="submit" loading={busy} disabled={JSON.stringify(draft) === JSON.stringify(saved)}>
                {t('settings.save')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Section>
  );
}

/** The editable fields of ACC-025, in the order of the form, with their input type and length. */
const PERSONAL_FIELDS = [
  ['surname', 'text', 100],
  ['name', 'text', 100],
  ['middleName', 'text', 100],
  ['birthDate', 'date', 10],
  ['birthPlace', 'text', 200],
  ['country', 'text', 100],
  ['region', 'text', 100],
  ['city', 'text', 100],
  ['registrationAddress', 'text', 300],
  ['passportSeries', 'text', 20],
  ['passportNumber', 'text', 40],
  ['passportIssueDate', 'date', 10],
  ['passportEndDate', 'date', 10],
  ['passportIssuedBy', 'text', 200],
  ['taxNumber', 'text', 40],
] as const;

type PersonalKey = (typeof PERSONAL_FIELDS)[number][0];
type PersonalDraft = Record<PersonalKey, string>;

function draftOf(data: PersonalData): PersonalDraft {
  return Object.fromEntries(PERSONAL_FIELDS.map(([key]) => [key, data[key] ?? ''])) as PersonalDraft;
}

/** ACC-025: personal data as a form; what the account decides (ids, login, contacts) is shown read-only. */
export function PersonalDataForm({ lng }: { lng: string }) {
  const stores = useStores();
  const { t } = useTranslation('account');
  const prefs = usePreferences();
  const personal = useQuery('settings:personal', (signal) => fetchPersonalData(signal));
  const data = personal.data;
  // The player's changes over what is saved.
  const [edited, setDraft] = useState<PersonalDraft>();
  const draft = edited ?? (data === undefined ? undefined : draftOf(data));
  const error =
    personal.status === 'error' && !isIgnorable(personal.error)
      ? playerMessage(personal.error, t)
      : undefined;
  const [submitError, setSubmitError] = useState<string>();

  const save = useMutation((update: PersonalDataUpdate) => updatePersonalData(update), {
    onSuccess: (answer) => {
      personal.setData(() => answer);
      setDraft(undefined);
      const message = t('settings.personal.saved');
      announce(message);
      pushNotice(stores.notices, { kind: 'success', message });
    },
    onError: (caught) => setSubmitError(playerMessage(caught, t)),
  });
  const busy = save.pending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft === undefined || data === undefined) return;
    const update: PersonalDataUpdate = {};
    for (const [key] of PERSONAL_FIELDS) {
      const value = draft[key].trim();
      if (value !== (data[key] ?? '')) Object.assign(update, { [key]: value === '' ? null : value });
    }
    setSubmitError(undefined);
    await save.run(update);
  };

  return (
    <Section title={t('settings.personal.title')} description={t('settings.personal.intro')}>
      {error !== undefined && data === undefined ? (
        <ErrorState title={t('settings.loadError')} onRefresh={personal.reload}>
          {error}
        </ErrorState>
      ) : data === undefined || draft === undefined ? (
        <Spinner size="md" label={t('settings.loading')} />
      ) : (
        <Stack gap={5}>
          <Facts aria-label={t('settings.personal.account')}>
            <dt>{t('settings.personal.login')}</dt>
            <dd>{data.login}</dd>
            <dt>{t('settings.personal.mainId')}</dt>
            <dd>{data.mainId}</dd>
            {data.activeId !== null && (
              <>
                <dt>{t('settings.personal.activeId')}</dt>
                <dd>{data.activeId}</dd>
              </>
            )}
            <dt>{t('settings.personal.registered')}</dt>
            <dd>{formatPreferredDateTime(data.registrationDate, lng, prefs, { dateOnly: true })}</dd>
            <dt>{t('settings.personal.email')}</dt>
            <dd>{data.email ?? t('settings.personal.none')}</dd>
            <dt>{t('settings.personal.phone')}</dt>
            <dd>{data.phone ?? t('settings.personal.none')}</dd>
          </Facts>
          <form
            method="post"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-label={t('settings.personal.title')}
          >
            <Stack gap={4}>
              <FieldGrid>
                {PERSONAL_FIELDS.map(([key, type, max]) => (
                  <Field key={key} label={t(`settings.personal.fields.${key}`)}>
                    <Input
                      type={type}
                      maxLength={type === 'text' ? max : undefined}
                      autoComplete={
                        key === 'name'
                          ? 'given-name'
                          : key === 'surname'
                            ? 'family-name'
                            : key === 'middleName'
                              ? 'additional-name'
                              : key === 'birthDate'
                                ? 'bday'
                                : key === 'city'
                                  ? 'address-level2'
                                  : key === 'region'
                                    ? 'address-level1'
                                    : key === 'country'
                                      ? 'country-name'
                                      : key === 'registrationAddress'
                                        ? 'street-address'
                                        : 'off'
                      }
                      value={draft[key]}
                      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                    />
                  </Field>
                ))}
              </FieldGrid>
              {submitError !== undefined && (
                <Text role="alert" tone="danger">
                  {submitError}
                </Text>
              )}
              <div>
                <Button type="submit" loading={busy}>
                  {t('settings.save')}
                </Button>
              </div>
            </Stack>
          </form>
        </Stack>
      )}
    </Section>
  );
}

/** office/settings: display preferences (this device), mailing (server) and personal data (server). */
export function SettingsPage({ lng }: { lng: string }) {
  useAccountTexts();
  return (
    <Stack gap={5}>
      <DisplaySettings lng={lng} />
      <MailingSettingsForm />
      <PersonalDataForm lng={lng} />
    </Stack>
  );
}
