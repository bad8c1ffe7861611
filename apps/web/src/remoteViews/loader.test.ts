import { describe, expect, it, vi } from 'vitest';
import type { RemoteView } from '../api/types';
import { createRemoteViewLoader, type ReloadEvent, type RemoteViewLoaderOptions } from './loader';
import { HEADER_RETRY_POLICY } from './machine';

const ORIGIN = 'https://www.betline.example';

function viewOf(overrides: Partial<RemoteView> = {}): RemoteView {
  return {
    appName: 'partner-footer',
    lng: 'en',
    title: 'Partner information',
    body: '<p>Licence OGL/2024/118/0203</p>',
    style: '',
    cssToLoad: [],
    scriptsToLoad: [],
    codeToEval: '',
    head: '',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A loader with a hand-driven clock: `advance(ms)` fires the timers that fall due. */
function setup(answers: Array<RemoteView | Error>, options: Partial<RemoteViewLoaderOptions> = {}) {
  let clock = 0;
  let timers: Array<{ at: number; run: () => void; id: number }> = [];
  let nextId = 1;
  const requests: string[] = [];
  const warnings: string[] = [];
  const reloads: ReloadEvent[] = [];
  const loader = createRemoteViewLoader({
    fetchView: async (appName, lng) => {
      requests.push(`${appName}/${lng}`);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
      return answer;
    },
    allowedOrigins: () => [],
    viewOrigin: () => ORIGIN,
    warn: (message) => warnings.push(message),
    now: () => clock,
    setTimer: (run, ms) => {
      const id = nextId++;
      timers.push({ at: clock + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
    ...options,
  });
  loader.onReload((event) => reloads.push(event));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  async function advance(ms: number) {
    const until = clock + ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      timers = timers.filter((t) => t !== due);
      clock = due.at;
      due.run();
      await settle();
    }
    clock = until;
    await settle();
  }
  const state = () => loader.snapshot('partner-footer', 'en');
  return { loader, requests, warnings, reloads, advance, settle, state, pending: () => timers.length };
}

describe('remote view loader', () => {
  it('RV-008 loads a view once for all its readers and drops it when the last one leaves', async () => {
    const t = setup([viewOf()]);
    const releaseA = t.loader.acquire('partner-footer', 'en');
    const releaseB = t.loader.acquire('partner-footer', 'en');
    expect(t.state().state).toBe('loading');
    await t.settle();
    expect(t.state()).toMatchObject({ state: 'ready', view: { title: 'Partner information' } });
    expect(t.requests).toEqual(['partner-footer/en']);
    releaseA();
    expect(t.state().state).toBe('ready');
    releaseB();
    expect(t.state()).toMatchObject({ state: 'not-exist', view: null });
  });

  it('RV-009 RV-010 RV-011 retries a failing view 3 times at 1 s, 2 s and 4 s with a reload event each', async () => {
    const t = setup([new Error('503')]);
    t.loader.acquire('partner-footer', 'en');
    await t.settle();
    expect(t.state()).toMatchObject({ state: 'error', exhausted: false });
    await t.advance(999);
    expect(t.requests).toHaveLength(1);
    await t.advance(1);
    expect(t.requests).toHaveLength(2);
    await t.advance(1999);
    expect(t.requests).toHaveLength(2);
    await t.advance(1);
    expect(t.requests).toHaveLength(3);
    await t.advance(4000);
    expect(t.requests).toHaveLength(4);
    expect(t.reloads.map((r) => r.retry)).toEqual([1, 2, 3]);
    expect(t.state()).toMatchObject({ state: 'error', exhausted: true });
    await t.advance(60_000);
    expect(t.requests).toHaveLength(4);
    expect(t.warnings.every((w) => w.includes('failed to load'))).toBe(true);
  });

  it('RV-012 RV-013 the refresh button restarts the cycle, throttled to once a second; ready clears retries', async () => {
    const t = setup([
      new Error('1'),
      new Error('2'),
      new Error('3'),
      new Error('4'),
      new Error('5'),
      viewOf(),
    ]);
    t.loader.acquire('partner-footer', 'en');
    await t.settle();
    await t.advance(7000);
    expect(t.state().exhausted).toBe(true);
    t.loader.reload('partner-footer', 'en');
    expect(t.state()).toMatchObject({ state: 'loading', retry: null });
    await t.settle();
    // The fifth answer fails too: a new cycle of automatic retries starts at 1 s.
    expect(t.state()).toMatchObject({ state: 'error', retry: { count: 1, pendingDelayMs: 1000 } });
    t.loader.reload('partner-footer', 'en');
    expect(t.requests).toHaveLength(5);
    await t.advance(1000);
    expect(t.requests).toHaveLength(6);
    expect(t.state()).toMatchObject({ state: 'ready', retry: null, exhausted: false });
  });

  it('RV-014 header components retry 5 times, 1000 ms apart', async () => {
    const t = setup([new Error('down')]);
    t.loader.acquire('partner-footer', 'en', HEADER_RETRY_POLICY);
    await t.settle();
    await t.advance(4999);
    expect(t.requests).toHaveLength(5);
    await t.advance(1);
    expect(t.requests).toHaveLength(6);
    await t.advance(10_000);
    expect(t.requests).toHaveLength(6);
    expect(t.state().exhausted).toBe(true);
  });

  it('RV-008 a view let go while it retries stops retrying', async () => {
    const t = setup([new Error('down')]);
    const release = t.loader.acquire('partner-footer', 'en');
    await t.settle();
    expect(t.pending()).toBe(1);
    release();
    expect(t.pending()).toBe(0);
    await t.advance(10_000);
    expect(t.requests).toHaveLength(1);
  });

  it('ERR-027 invalid codeToEval from an allowed origin is a warning and an error state, not a crash', async () => {
    const runCode = vi.fn((code: string) => {
      new Function(code)();
    });
    const t = setup([viewOf({ codeToEval: 'this is not javascript (' })], {
      allowedOrigins: () => [ORIGIN],
      runCode,
    });
    t.loader.acquire('partner-footer', 'en');
    await t.settle();
    expect(runCode).toHaveBeenCalledTimes(1);
    expect(t.state().state).toBe('error');
    expect(t.warnings).toContain('remote view partner-footer: invalid codeToEval');
  });

  it('runs codeToEval and loads scripts only from the origins the site config allows', async () => {
    const runCode = vi.fn();
    const loadScript = vi.fn();
    const view = viewOf({
      codeToEval: 'window.partnerReady = true;',
      scriptsToLoad: [
        'https://views.partner.example/footer.js',
        'https://evil.example/x.js',
        '/static/own.js',
      ],
    });
    const closed = setup([view], { runCode, loadScript });
    closed.loader.acquire('partner-footer', 'en');
    await closed.settle();
    expect(closed.state().state).toBe('ready');
    expect(runCode).not.toHaveBeenCalled();
    expect(loadScript).not.toHaveBeenCalled();
    expect(closed.warnings).toContain(
      `remote view partner-footer: codeToEval not run, ${ORIGIN} is not an allowed origin`,
    );

    const open = setup([view], {
      runCode,
      loadScript,
      allowedOrigins: () => [ORIGIN, 'https://views.partner.example'],
    });
    open.loader.acquire('partner-footer', 'en');
    await open.settle();
    expect(runCode).toHaveBeenCalledWith('window.partnerReady = true;');
    expect(loadScript.mock.calls.map((c) => c[0])).toEqual([
      'https://views.partner.example/footer.js',
      `${ORIGIN}/static/own.js`,
    ]);
    expect(open.warnings).toEqual([
      'remote view partner-footer: script https://evil.example/x.js is not from an allowed origin, not loaded',
    ]);
  });
});
