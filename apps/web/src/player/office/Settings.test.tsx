import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTITY_PATHS } from '@betline/contracts/paths';
import type { MailingSettings, PersonalData } from '../../api/profile';
import { COOKIE_NAMES, readCookie } from '../../lib/storage';
import {
  DISPLAY_TOGGLES,
  followDeviceTimeZone,
  formatPreferredDateTime,
  parsePreferences,
  preferencesOf,
} from '../../stores/preferences';
import { storedClock } from '../../lib/dates';

import { apiStubs, renderApp, stubSiteConfig, testStores } from '../../test/app';

const SLOW = { timeout: 15_000 };

function mailing(overrides: Partial<MailingSettings> = {}): MailingSettings {
  return {
    enable_mail_news: false,
    enable_mail_deposit: true,
    enable_mail_bets: true,
    enable_sms_news: false,
    bonus_type: 0,
    first_deposit_bonus_type: 1,
    user_hide_balance: false,
    disallow_line_sport: [],
    disallow_live_sport: [],
    ...overrides,
  };
}

function personal(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    name: 'Anna',
    surname: null,
    middleName: null,
    birthDate: '1990-04-02',
    birthPlace: null,
    region: null,
    city: null,
    country: null,
    registrationAddress: null,
    passportNumber: null,
    passportSeries: null,
    passportIssueDate: null,
    passportEndDate: null,
    documentTypeId: null,
    passportIssuedBy: null,
    taxNumber: null,
    mainId: 7,
    activeId: 11,
    registrationDate: '2026-01-05T10:00:00.000Z',
    phone: null,
    email: 'player@example.com',
    login: 'player7',
    currencyId: 3,
    countryId: 1,
    ...overrides,
  };
}

beforeEach(() => {
  window.localStorage.clear();
  stubSiteConfig();
  testStores().user.userId = 7;
  apiStubs.set(`GET ${IDENTITY_PATHS.mailing}`, () => ({ status: 200, data: mailing() }));
  apiStubs.set(`GET ${IDENTITY_PATHS.personalData}`, () => ({ status: 200, data: personal() }));
});

describe('player preferences', { timeout: 30_000 }, () => {
  it('MISC-010 MISC-011 MISC-013 COEF-003 defaults: UTC+3, 24 h, decimal, European view, every toggle off; bad stored values are ignored', () => {
    const defaults = parsePreferences(null);
    expect(defaults.appViewType).toBe(0);
    expect(parsePreferences(JSON.stringify({ appViewType: 1 })).appViewType).toBe(1);
    expect(parsePreferences(JSON.stringify({ appViewType: 2 })).appViewType).toBe(0);
    expect(defaults.timeZone).toBe(3);
    expect(defaults.is12h).toBe(false);
    expect(defaults.coefViewId).toBe(0);
    expect(Object.keys(defaults.toggles)).toEqual([...DISPLAY_TOGGLES]);
    expect(Object.values(defaults.toggles).every((on) => !on)).toBe(true);
    const odd = parsePreferences(
      JSON.stringify({ coefViewId: 3, timeZone: 99, is12h: 'yes', toggles: { sportsOnly: true } }),
    );
    expect(odd.coefViewId).toBe(0);
    expect(odd.timeZone).toBe(3);
    expect(odd.is12h).toBe(false);
    expect(odd.toggles.sportsOnly).toBe(true);
    expect(parsePreferences('{not json')).toEqual(defaults);
  });

  it("times follow this device's zone unless the player chose one; an old stored UTC+3 was the old default", () => {
    const device = parsePreferences(null, 1);
    expect(device).toMatchObject({ timeZone: 1, timeZoneAuto: true });
    expect(parsePreferences(JSON.stringify({ timeZone: 3 }), -5)).toMatchObject({
      timeZone: -5,
      timeZoneAuto: true,
    });
    expect(parsePreferences(JSON.stringify({ timeZone: 5.5 }), -5)).toMatchObject({
      timeZone: 5.5,
      timeZoneAuto: false,
    });
    expect(parsePreferences(JSON.stringify({ timeZone: 3, timeZoneAuto: false }), -5)).toMatchObject({
      timeZone: 3,
      timeZoneAuto: false,
    });
    expect(parsePreferences(JSON.stringify({ timeZone: 9, timeZoneAuto: true }), 2).timeZone).toBe(2);
    // Refusal dates read the same rule without the store.
    expect(storedClock(null, 2).timeZone).toBe(2);
    expect(storedClock(JSON.stringify({ timeZone: -3, timeZoneAuto: false }), 2).timeZone).toBe(-3);
  });

  it("after the page starts, this device's zone is written for the server and shown to a player who follows it", () => {
    const stores = testStores();
    const cet = { getTimezoneOffset: () => -60 } as Date;
    const preferences = preferencesOf(stores);
    expect(preferences).toMatchObject({ timeZone: 3, timeZoneAuto: true });
    followDeviceTimeZone(stores, cet);
    expect(readCookie(COOKIE_NAMES.deviceTimeZone)).toBe('60');
    expect(preferences.timeZone).toBe(1);
    // The next page's store (the server's too) starts in it.
    expect(parsePreferences(null, 1).timeZone).toBe(1);
    preferences.timeZoneAuto = false;
    preferences.timeZone = -5;
    followDeviceTimeZone(stores, { getTimezoneOffset: () => -120 } as Date);
    expect(readCookie(COOKIE_NAMES.deviceTimeZone)).toBe('120');
    expect(preferences.timeZone).toBe(-5);
  });

  it('MISC-010 times follow the chosen offset and clock', () => {
    const iso = '2026-11-20T21:30:00.000Z';
    expect(formatPreferredDateTime(iso, 'en', { timeZone: 3, is12h: false })).toBe('Nov 21, 2026, 00:30');
    expect(formatPreferredDateTime(iso, 'en', { timeZone: -5, is12h: true })).toBe('Nov 20, 2026, 4:30 PM');
  });
});

describe('office-settings', { timeout: 30_000 }, () => {
  it('COEF-001 MISC-011 MISC-013 odds format, time zone, clock, layout, theme and toggles are applied and kept on this device', async () => {
    const user = userEvent.setup();
    renderApp('/en/office/settings');
    const odds = await screen.findByLabelText('Odds format', undefined, SLOW);
    expect(within(odds).getByRole('option', { name: 'Fractional (UK) (3/2)' })).toBeInTheDocument();
    expect(within(odds).getByRole('option', { name: 'American (+150)' })).toBeInTheDocument();
    await user.selectOptions(odds, '1');
    await user.selectOptions(screen.getByLabelText('Time zone'), '5.5');
    await user.click(screen.getByRole('radio', { name: '12-hour' }));
    await user.click(screen.getByRole('radio', { name: 'Asian' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    // Only the toggles that change a page are offered.
    const toggles = screen.getByRole('group', { name: 'Show on pages' });
    expect(
      within(toggles)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Compact view', 'Detailed score', 'Event numbers', 'Sports only', 'Best matches on top']);
    await user.click(screen.getByRole('checkbox', { name: 'Sports only' }));
    expect(preferencesOf(testStores())).toMatchObject({
      coefViewId: 1,
      timeZone: 5.5,
      is12h: true,
      appViewType: 1,
    });
    expect(testStores().global.colorMode).toBe('dark');
    // Kept in a cookie, so that the server renders the next page with them.
    const stored = parsePreferences(readCookie(COOKIE_NAMES.preferences) ?? null);
    expect(stored).toMatchObject({ coefViewId: 1, timeZone: 5.5, is12h: true, appViewType: 1 });
    expect(stored.toggles.sportsOnly).toBe(true);
    expect(stored.timeZoneAuto).toBe(false);
  }, 30_000);

  it("the time zone select starts on this device's zone and can return to it", async () => {
    const user = userEvent.setup();
    renderApp('/en/office/settings');
    const zone = await screen.findByLabelText('Time zone', undefined, SLOW);
    const device = within(zone).getByRole('option', { name: /^This device's time zone \(UTC/ });
    expect((device as HTMLOptionElement).selected).toBe(true);
    await user.selectOptions(zone, '-5');
    expect(preferencesOf(testStores())).toMatchObject({ timeZone: -5, timeZoneAuto: false });
    await user.selectOptions(zone, device);
    expect(preferencesOf(testStores()).timeZoneAuto).toBe(true);
    expect(parsePreferences(readCookie(COOKIE_NAMES.preferences) ?? null).timeZoneAuto).toBe(true);
  }, 30_000);

  it('ACC-026 saves only the changed mail and SMS settings on the server', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`PUT ${IDENTITY_PATHS.mailing}`, (request) => {
      bodies.push(request.body);
      return { status: 200, data: mailing({ enable_sms_news: true, first_deposit_bonus_type: 2 }) };
    });
    renderApp('/en/office/settings');
    const form = await screen.findByRole('form', { name: 'Messages and privacy' }, SLOW);
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(form).getByRole('checkbox', { name: 'News and offers by SMS' }));
    await user.selectOptions(within(form).getByLabelText('Bonus on my first deposit'), '2');
    await user.click(save);
    await waitFor(() => expect(bodies).toEqual([{ enable_sms_news: true, first_deposit_bonus_type: 2 }]));
  });

  it('ACC-025 shows the account facts and saves the edited personal data', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    apiStubs.set(`PUT ${IDENTITY_PATHS.personalData}`, (request) => {
      bodies.push(request.body);
      return { status: 200, data: personal({ surname: 'Smith', name: null }) };
    });
    renderApp('/en/office/settings');
    const form = await screen.findByRole('form', { name: 'Personal data' }, SLOW);
    expect(screen.getByText('player7')).toBeInTheDocument();
    expect(within(form).getByLabelText('Date of birth')).toHaveValue('1990-04-02');
    await user.type(within(form).getByLabelText('Surname'), 'Smith');
    await user.clear(within(form).getByLabelText('First name'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ surname: 'Smith', name: null }]));
    expect((await screen.findAllByText('Your personal data is saved.')).length).toBeGreaterThan(0);
  }, 30_000);
});
