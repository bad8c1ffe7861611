#!/usr/bin/env node
// The operator's demo switches, through the running server's admin endpoint (POST /web-api/demo/switches,
// answered only when the server runs with DEMO_MODE=true). Going through HTTP, never through the database
// directly: an embedded PGlite database belongs to the one server process that opened it.
//
//   npm run demo -- status
//   npm run demo -- maintenance on [minutes]      works from now (default 60 minutes)
//   npm run demo -- maintenance notify [minutes]  works start in [minutes] (default 30); the warning shows now
//   npm run demo -- maintenance off
//   npm run demo -- block <reason>                 1 2 3 5 14 block, 4 site-updates, 8 coming-soon,
//                                                  13 block-ua, 16 suspension, 17 block-ie
//   npm run demo -- block off
//   npm run demo -- terms on                       publish new terms: every player must confirm them
//   npm run demo -- terms off                      withdraw the newest terms
//
// The server: BETLINE_URL (default http://127.0.0.1:$PORT, PORT default 8080).

const PATH = '/web-api/demo/switches';
const base = process.env.BETLINE_URL || `http://127.0.0.1:${process.env.PORT || 8080}`;
const [what, arg, extra] = process.argv.slice(2);

function usage(message) {
  if (message) console.error(message);
  console.error(
    'usage: npm run demo -- status | maintenance on|notify [minutes] | maintenance off | block <reason>|off | terms on|off',
  );
  process.exit(2);
}

function minutes(value) {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) usage(`minutes must be a positive whole number, not "${value}"`);
  return n;
}

let body;
if (what === 'status' || what === undefined) {
  body = undefined;
} else if (what === 'maintenance') {
  if (!['on', 'notify', 'off'].includes(arg)) usage('maintenance takes on, notify or off');
  body = { switch: 'maintenance', state: arg, minutes: arg === 'off' ? undefined : minutes(extra) };
} else if (what === 'block') {
  if (arg === undefined) usage('block takes a reason number or off');
  body = { switch: 'block', reason: arg === 'off' ? null : Number(arg) };
} else if (what === 'terms') {
  if (!['on', 'off'].includes(arg)) usage('terms takes on or off');
  body = { switch: 'terms', on: arg === 'on' };
} else {
  usage(`unknown switch "${what}"`);
}

let response;
try {
  response = await fetch(new URL(PATH, base), {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
} catch (error) {
  console.error(`cannot reach the server at ${base} (${error.cause?.code ?? error.message}); is it running?`);
  process.exit(1);
}
const text = await response.text();
if (!response.ok) {
  let message = text;
  try {
    message = JSON.parse(text).message ?? text;
  } catch {
    // not JSON
  }
  console.error(`${response.status}: ${message}`);
  process.exit(1);
}
console.log(JSON.stringify(JSON.parse(text), null, 2));
