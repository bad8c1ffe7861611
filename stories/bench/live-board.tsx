/**
 * The live-board benchmark page (built and driven by scripts/bench-live-board.mjs): a board of 1,000
 * outcomes rendered with the kit's EventRow / OddsButton, fed 200 odds changes a second through valtio.
 * Updates are queued as the feed sends them and applied once per animation frame (as the app does);
 * every price reads only its own valtio proxy, so a change re-renders one button.
 */
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';
import { BetlineRoot, EventRow, registerUiTranslations, type EventData, type OutcomeData } from '@betline/ui';
import '@betline/tokens/tokens.css';

const params = new URLSearchParams(location.search);
const OUTCOMES = Number(params.get('outcomes') ?? 1000);
const RATE = Number(params.get('rate') ?? 200);
const SECONDS = Number(params.get('seconds') ?? 30);
const EVENTS = Math.ceil(OUTCOMES / 3);

/** One valtio proxy per outcome: the feed writes its coef, only its button re-renders. */
const prices: Record<string, { coef: number }> = {};
const events: EventData[] = Array.from({ length: EVENTS }, (_, e) => {
  const outcomes: OutcomeData[] = ['1', 'X', '2'].map((label, i) => {
    const id = `e${e}-${i}`;
    prices[id] = proxy({ coef: 1.5 + ((e * 7 + i * 13) % 40) / 10 });
    return { id, label, coef: prices[id].coef };
  });
  return {
    id: `e${e}`,
    home: `Home ${e}`,
    away: `Away ${e}`,
    startTime: Date.UTC(2026, 4, 17, 18),
    live: { score: [e % 3, e % 2], clockSec: 600 + e, running: false },
    markets: [{ id: `m${e}`, name: 'Match result', layout: 'threeWay', outcomes }],
  };
});

/** The row re-renders only when one of its three prices changes. */
function LiveRow({ event }: { event: EventData }) {
  const market = event.markets[0];
  const outcomes = market?.outcomes ?? [];
  const a = useSnapshot(prices[outcomes[0]?.id ?? ''] ?? { coef: 0 });
  const b = useSnapshot(prices[outcomes[1]?.id ?? ''] ?? { coef: 0 });
  const c = useSnapshot(prices[outcomes[2]?.id ?? ''] ?? { coef: 0 });
  const coefs = [a.coef, b.coef, c.coef];
  const live: EventData = {
    ...event,
    markets: market
      ? [{ ...market, outcomes: outcomes.map((o, i) => ({ ...o, coef: coefs[i] ?? o.coef })) }]
      : [],
  };
  return <EventRow event={live} coefViewId={0} timeZone="UTC" />;
}

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'en', resources: {}, initAsync: false, interpolation: { escapeValue: false } });
registerUiTranslations(i18n);

createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nextProvider i18n={i18n}>
    <BetlineRoot colorMode="dark">
      {events.map((e) => (
        <LiveRow key={e.id} event={e} />
      ))}
    </BetlineRoot>
  </I18nextProvider>,
);

interface Result {
  outcomes: number;
  rendered: number;
  updates: number;
  seconds: number;
  longestTaskMs: number;
  longTasks: number;
  framesOver50ms: number;
  frames: number;
  p50UpdateToPaintMs: number;
  p95UpdateToPaintMs: number;
}

declare global {
  interface Window {
    __benchResult?: Result;
  }
}

const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: true });

// A seeded walk so every run sends the same changes.
let seed = 42;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 4294967296;
};
const ids = Object.keys(prices);
const queue: { id: string; coef: number; at: number }[] = [];
const delays: number[] = [];
let sent = 0;
let frames = 0;
let framesOver50 = 0;

function start() {
  const begin = performance.now();
  const end = begin + SECONDS * 1000;
  // The feed: RATE changes a second, sent every 10 ms in small bursts.
  const feed = setInterval(() => {
    const due = Math.floor(((performance.now() - begin) / 1000) * RATE) - sent;
    for (let i = 0; i < due; i++) {
      const id = ids[Math.floor(random() * ids.length)] as string;
      const current = prices[id]?.coef ?? 2;
      queue.push({
        id,
        coef: Math.max(1.01, Math.round((current + (random() - 0.5) / 5) * 100) / 100),
        at: performance.now(),
      });
      sent++;
    }
  }, 10);
  let last = performance.now();
  let pending: number[] = [];
  const frame = (now: number) => {
    frames++;
    if (now - last > 50) framesOver50++;
    last = now;
    // This frame runs after the previous one painted: the updates applied then are on screen now.
    for (const at of pending) delays.push(now - at);
    pending = queue.splice(0).map((u) => {
      const price = prices[u.id];
      if (price) price.coef = u.coef;
      return u.at;
    });
    if (now < end) requestAnimationFrame(frame);
    else {
      clearInterval(feed);
      delays.sort((x, y) => x - y);
      const pct = (p: number) =>
        delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? 0;
      window.__benchResult = {
        outcomes: ids.length,
        rendered: document.querySelectorAll('button[data-status]').length,
        updates: sent,
        seconds: SECONDS,
        longestTaskMs: Math.round(Math.max(0, ...longTasks)),
        longTasks: longTasks.length,
        framesOver50ms: framesOver50,
        frames,
        p50UpdateToPaintMs: Math.round(pct(50)),
        p95UpdateToPaintMs: Math.round(pct(95)),
      };
    }
  };
  requestAnimationFrame(frame);
}

// Let the first render and layout finish before the clock starts.
setTimeout(() => {
  longTasks.length = 0;
  start();
}, 3000);
