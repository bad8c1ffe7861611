#!/usr/bin/env node
// Server rendering under load: autocannon keeps 20 page loads in flight (guests, and a signed-in player on the
// office) against the compiled server and prints each page's latency percentiles. Not a test: the figures are for
// people (goal: p99 <= 300 ms on a 2-core machine).
//
//   npm run render-load                                 builds, starts the compiled server, measures, stops it
//   npm run render-load -- --url http://127.0.0.1:8080  measures a server that is already running
//   npm run render-load -- --connections 20 --seconds 10
import autocannon from 'autocannon';
import { aGamePage, demoPlayerCookie, option, serverToMeasure } from './serve-built.mjs';

const PAGES = ['/en', '/en/line', '/en/live', '/en/casino'];
const connections = Number(option('--connections') ?? 20);
const seconds = Number(option('--seconds') ?? 10);
// A returning visitor's cookie choice: the page is the one a player sees, not the consent banner's first visit.
const GUEST = 'cookiesAgreeType=ALL';

const server = await serverToMeasure(PAGES);
const rows = [];
try {
  const visits = [
    ...PAGES.map((page) => ({ page, cookie: GUEST })),
    { page: await aGamePage(server.base), cookie: GUEST },
  ];
  visits.push({
    page: '/en/office/account',
    cookie: `${GUEST}; ${await demoPlayerCookie(server.base)}`,
    who: 'player',
  });
  for (const { page, cookie, who = 'guest' } of visits) {
    console.error(`${connections} connections on ${page} (${who}) for ${seconds} s ...`);
    const result = await autocannon({
      url: `${server.base}${page}`,
      connections,
      duration: seconds,
      headers: { cookie, 'accept-language': 'en' },
    });
    rows.push({
      page,
      who,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p90 ms': result.latency.p90,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
    });
  }
} finally {
  await server.stop();
}
console.log(`Server rendering under ${connections} concurrent page loads, ${seconds} s per page`);
console.table(rows);
