import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { http } from '../api/client';
import { STORAGE_KEYS } from '../lib/storage';
import { AGE_ACCEPTANCE_MS, acceptAge, isAgeAccepted } from './ageGate';
import { detectAdBlock, isAdBlockForced, baitElementHidden, baitRequestBlocked, BAIT_PATH } from './adBlock';
import {
  ANALYTICS_EVENTS,
  createAnalytics,
  createCollectorSender,
  installAnalytics,
  PAGE_VIEW_EVENT,
  track,
  trackPageView,
} from './analytics';
import { firstDepositBonusCap } from './firstDeposit';
import { APP_VERSION_CHECK_MS, watchAppVersion } from './appVersion';
import { ACTIVITY_DEBOUNCE_MS, isMediaPlaying, watchInactivity } from './inactivity';
import { storeReferralCookies } from './referral';
import { reminderShown, reminderWaitMs } from './reminder';
import { rememberWindowWidth } from './windowWidth';
import { stubSiteConfig } from '../test/app';

const DAY_S = 86_400;

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  clearCookies();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('age gate storage', () => {
  it('NOTICE-006 an acceptance counts for 3 days (2592e5 ms) in local storage, then the gate asks again', () => {
    expect(AGE_ACCEPTANCE_MS).toBe(2592e5);
    const now = 1_700_000_000_000;
    expect(isAgeAccepted('local', now)).toBe(false);
    acceptAge('local', now);
    expect(window.localStorage.getItem(STORAGE_KEYS.ageAccepted)).toBe(String(now));
    expect(isAgeAccepted('local', now + AGE_ACCEPTANCE_MS - 1)).toBe(true);
    expect(isAgeAccepted('local', now + AGE_ACCEPTANCE_MS)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.ageAccepted)).toBeNull();
  });

  it('NOTICE-007 in the alternative mode the acceptance lives in session storage only', () => {
    acceptAge('session', 5);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.ageAccepted)).toBe('5');
    expect(window.localStorage.getItem(STORAGE_KEYS.ageAccepted)).toBeNull();
    expect(isAgeAccepted('session', 5 + 10 * AGE_ACCEPTANCE_MS)).toBe(true);
    expect(isAgeAccepted('local', 6)).toBe(false);
  });
});

describe('referral cookies on arrival', () => {
  const written = () => {
    const set = vi.spyOn(Cookies, 'set');
    return () =>
      Object.fromEntries(
        set.mock.calls.map(([name, value, options]) => [
          name,
          { value, seconds: Math.round(Number(options?.expires) * DAY_S) },
        ]),
      );
  };

  it('REF-002 REF-008 REF-013 ?ref= sets refererid and referral_values for 60 days; without pb the watcher is cleared after 4 s', () => {
    const cookies = written();
    storeReferralCookies('?ref=partner-7');
    expect(cookies()).toEqual({
      refererid: { value: 'partner-7', seconds: 5_184_000 },
      referral_values: { value: JSON.stringify({ type: 'ref', val: 'partner-7' }), seconds: 5_184_000 },
      postback_watcher: { value: '0', seconds: 4 },
    });
    expect(Cookies.get('refererid')).toBe('partner-7');
  });

  it('REF-003 REF-009 ?bf= is a bring-a-friend referral for 1 day', () => {
    const cookies = written();
    storeReferralCookies('?bf=42');
    expect(cookies().referral_values).toEqual({
      value: JSON.stringify({ type: 'bf', val: '42' }),
      seconds: DAY_S,
    });
  });

  it('REF-004 REF-010 REF-012 a tag lives 1 hour alone, 60 days with affid (which sets ref_partner_id for 60 days)', () => {
    let cookies = written();
    storeReferralCookies('?tag=summer');
    expect(cookies().reflinkid).toEqual({ value: 'summer', seconds: 3_600 });
    vi.restoreAllMocks();
    cookies = written();
    storeReferralCookies('?btag=b1&affid=99&bwpromocode=WELCOME');
    expect(cookies()).toMatchObject({
      reflinkid: { value: 'b1', seconds: 60 * DAY_S },
      ref_partner_id: { value: '99', seconds: 60 * DAY_S },
      referral_values: {
        value: JSON.stringify({ type: 'btag', val: 'b1', additional: 'WELCOME' }),
        seconds: 60 * DAY_S,
      },
    });
  });

  it('REF-005 REF-011 REF-006 REF-007 REF-014 click_id+utm_source+aip 30 days, pb 30 days, subid 60 days', () => {
    const cookies = written();
    storeReferralCookies('?click_id=c1&utm_source=mail&aip=77&pb=hook&subid=s9');
    expect(cookies()).toEqual({
      ref_partner_id: { value: '77', seconds: 30 * DAY_S },
      referral_values: {
        value: JSON.stringify({ type: 'click_id', val: 'c1', additional: 'mail' }),
        seconds: 30 * DAY_S,
      },
      subid: { value: 's9', seconds: 60 * DAY_S },
      postback_watcher: { value: 'hook', seconds: 30 * DAY_S },
    });
  });

  it('REF-001 an address without referral parameters (or with unsafe values) writes no cookie', () => {
    const cookies = written();
    expect(storeReferralCookies('?page=2&ref=%3Cscript%3E')).toEqual([]);
    expect(cookies()).toEqual({});
  });
});

describe('app version watch', () => {
  it('NOTICE-010 NOTICE-011 reads the version at start, checks after 60 s and every 60 s, and reports a different one once', async () => {
    vi.useFakeTimers();
    const answers = ['v1', 'v1', 'v1', 'v2', 'v3'];
    const fetchVersion = vi.fn(() => Promise.resolve(answers.shift() ?? 'v9'));
    const onNew = vi.fn();
    const stop = watchAppVersion(onNew, { fetchVersion });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_MS - 1);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_MS);
    expect(onNew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_VERSION_CHECK_MS);
    expect(onNew).toHaveBeenCalledWith('v2');
    await vi.advanceTimersByTimeAsync(5 * APP_VERSION_CHECK_MS);
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    stop();
  });

  it('NOTICE-011 a failed request is skipped; the first answer that arrives is the one compared with', async () => {
    vi.useFakeTimers();
    const fetchVersion = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('a')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('a')
      .mockResolvedValueOnce('b');
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    const onNew = vi.fn();
    const stop = watchAppVersion(onNew, { fetchVersion });
    await vi.advanceTimersByTimeAsync(4 * APP_VERSION_CHECK_MS);
    expect(onNew).toHaveBeenCalledWith('b');
    stop();
  });
});

describe('ad-block detection', () => {
  it('NOTICE-016 ?adblock=1 forces the notice', () => {
    expect(isAdBlockForced('?adblock=1')).toBe(true);
    expect(isAdBlockForced('?x=1&adblock=true')).toBe(true);
    expect(isAdBlockForced('?adblock=0')).toBe(false);
    expect(isAdBlockForced('')).toBe(false);
  });

  it('NOTICE-015 a bait element hidden by a cosmetic filter is a blocker; a visible one is not', async () => {
    expect(await baitElementHidden()).toBe(false);
    const style = document.createElement('style');
    style.textContent = '.adsbox { display: none !important; }';
    document.head.appendChild(style);
    try {
      expect(await baitElementHidden()).toBe(true);
    } finally {
      style.remove();
    }
    expect(document.querySelector('.adsbox')).toBeNull();
  });

  it('NOTICE-015 a bait request that fails while the server answers is a blocker; offline is not', async () => {
    const blocked = vi.fn((url: string) =>
      url.startsWith(BAIT_PATH) ? Promise.reject(new TypeError('blocked')) : Promise.resolve(new Response()),
    );
    expect(await baitRequestBlocked(blocked)).toBe(true);
    const offline = vi.fn(() => Promise.reject(new TypeError('offline')));
    expect(await baitRequestBlocked(offline)).toBe(false);
    const notFound = vi.fn(() => Promise.resolve(new Response(null, { status: 404 })));
    expect(await baitRequestBlocked(notFound)).toBe(false);
    const shown = () => Promise.resolve(false);
    expect(await detectAdBlock({ element: shown, request: () => Promise.resolve(true) })).toBe(true);
    expect(await detectAdBlock({ element: shown, request: () => Promise.resolve(false) })).toBe(false);
  });
});

describe('inactivity logoff', () => {
  it('AUTH-019 the player is idle after the timeout; activity restarts the count', async () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchInactivity({ idleMs: 5 * 60_000, onIdle, mediaPlaying: () => false });
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    document.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000 + ACTIVITY_DEBOUNCE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    // Once idle the watch is over: later activity does not start another count.
    document.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('AUTH-022 a burst of activity is checked once, 100 ms after it starts', async () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const stop = watchInactivity({ idleMs: 1000, onIdle, mediaPlaying: () => false });
    await vi.advanceTimersByTimeAsync(500);
    for (let i = 0; i < 20; i += 1) document.dispatchEvent(new Event('pointermove'));
    await vi.advanceTimersByTimeAsync(ACTIVITY_DEBOUNCE_MS - 1);
    // Not yet taken into account: the old count (ends at 1000 ms) still runs.
    await vi.advanceTimersByTimeAsync(1);
    // Counted at 600 ms: idle at 1600 ms, not at 1000 ms.
    await vi.advanceTimersByTimeAsync(400);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('AUTH-021 idle time is not counted while media plays', async () => {
    vi.useFakeTimers();
    let playing = true;
    const onIdle = vi.fn();
    const stop = watchInactivity({ idleMs: 1000, onIdle, mediaPlaying: () => playing });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onIdle).not.toHaveBeenCalled();
    playing = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('AUTH-021 a playing video or audio element is media playing; a paused one is not', () => {
    const video = document.createElement('video');
    document.body.appendChild(video);
    expect(isMediaPlaying()).toBe(false);
    Object.defineProperty(video, 'paused', { value: false });
    expect(isMediaPlaying()).toBe(true);
    video.remove();
  });
});

describe('window width', () => {
  it('CONSENT-012 CONST-004 is saved (debounced 100 ms on resize) only with functional consent', async () => {
    vi.useFakeTimers();
    let stop = rememberWindowWidth('MARKETING');
    expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).toBeNull();
    stop();
    stop = rememberWindowWidth('FUNCTIONAL');
    expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).toBe(String(window.innerWidth));
    Object.defineProperty(window, 'innerWidth', { value: 777, configurable: true });
    window.dispatchEvent(new Event('resize'));
    await vi.advanceTimersByTimeAsync(99);
    expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).not.toBe('777');
    await vi.advanceTimersByTimeAsync(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).toBe('777');
    stop();
    // Consent withdrawn: the saved width goes.
    rememberWindowWidth('DISABLE')();
    expect(window.localStorage.getItem(STORAGE_KEYS.windowWidth)).toBeNull();
  });
});

describe('registration reminder timing', () => {
  it('REG-020 REG-021 REG-022 waits the delay after arrival, then the interval kept as a next-allowed time', () => {
    const timing = { delaySeconds: 30, intervalMinutes: 10 };
    const arrived = 1_000_000;
    expect(reminderWaitMs(timing, arrived, arrived)).toBe(30_000);
    expect(reminderWaitMs(timing, arrived, arrived + 40_000)).toBe(0);
    reminderShown(timing, arrived + 40_000);
    expect(window.localStorage.getItem(STORAGE_KEYS.registrationReminderNextAt)).toBe(
      String(arrived + 40_000 + 600_000),
    );
    expect(reminderWaitMs(timing, arrived, arrived + 40_000)).toBe(600_000);
    // A later page load: the delay counts from the new arrival, the interval still holds.
    expect(reminderWaitMs(timing, arrived + 100_000, arrived + 100_000)).toBe(540_000);
  });
});

describe('first-party analytics', () => {
  it('events tracked before analytics is installed wait in memory and go in one request once it is', async () => {
    stubSiteConfig();
    const post = vi.spyOn(http, 'post');
    const analytics = createAnalytics();
    track(analytics, { id: ANALYTICS_EVENTS.registrationModal, s1: 'opened' }, 1);
    trackPageView(analytics, { path: '/en', routeId: 'home', lang: 'en' });
    await Promise.resolve();
    expect(post).not.toHaveBeenCalled();
    const uninstall = installAnalytics(
      analytics,
      createCollectorSender('site-key', () => false),
    );
    expect(post).toHaveBeenCalledOnce();
    expect(post.mock.calls[0]?.[1]).toEqual({
      events: [
        { id: ANALYTICS_EVENTS.registrationModal, s1: 'opened', ts: 1 },
        expect.objectContaining({ id: PAGE_VIEW_EVENT, s1: '/en', s2: 'home', s3: 'en' }),
      ],
    });
    track(analytics, { id: ANALYTICS_EVENTS.registrationModal, s1: 'closed' });
    expect(post).toHaveBeenCalledTimes(2);
    uninstall();
    track(analytics, { id: ANALYTICS_EVENTS.registrationModal, s1: 'opened' });
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('CONSENT-010 page views go to the server collector with its headers, never to a third party', async () => {
    stubSiteConfig();
    const post = vi.spyOn(http, 'post');
    const analytics = createAnalytics();
    const uninstall = installAnalytics(
      analytics,
      createCollectorSender('site-key', () => true),
    );
    trackPageView(analytics, { path: '/en/live', routeId: 'live', lang: 'en' });
    uninstall();
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    const [path, body, options] = post.mock.calls[0] ?? [];
    expect(path).toBe('/collector-api/v1/site-key/55');
    expect(body).toMatchObject({ events: [{ id: PAGE_VIEW_EVENT, s1: '/en/live', s2: 'live', s3: 'en' }] });
    expect(options?.headers).toEqual({
      'x-requested-with': 'XMLHttpRequest',
      'x-app': 'betline-web',
      'x-auth': '1',
    });
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});

describe('the first-deposit bonus modal', () => {
  it("the bonus cap is 100 units of the player's currency, scaled as the wallet scales its limits", () => {
    expect(firstDepositBonusCap('EUR')).toBe(10_000);
    expect(firstDepositBonusCap('RUB')).toBe(1_000_000);
    // No minor units in yen: 15 000 JPY.
    expect(firstDepositBonusCap('JPY')).toBe(15_000);
  });
});
