/**
 * Test helpers for signed-in requests: `registerAndSignIn(app)` registers a fresh player through the HTTP
 * one-click registration (which signs in) and answers the headers a test passes to `app.inject` for any
 * call, writes included: the session cookie, the CSRF cookie and the `x-csrf-token` header.
 */
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  IDENTITY_PATHS,
  registerFastResponseSchema,
  SESSION_COOKIE,
  userTokenResponseSchema,
  type RegisterFastRequest,
} from '@betline/contracts';
import type { App } from '../app';

export interface SignedInPlayer {
  playerId: number;
  /** `cookie` and `x-csrf-token`: pass as `app.inject({ headers })`. */
  headers: Record<string, string>;
  login: string;
  password: string;
}

/** The `name=value` pairs of the Set-Cookie headers of an answer. */
export function cookiesOf(setCookie: string | string[] | undefined): Record<string, string> {
  const list = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  const out: Record<string, string> = {};
  for (const line of list) {
    const [pair] = line.split(';', 1);
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) out[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
  return out;
}

/** Headers of a signed-in browser from the Set-Cookie headers of a sign-in answer. */
export function sessionHeaders(setCookie: string | string[] | undefined): Record<string, string> {
  const cookies = cookiesOf(setCookie);
  const session = cookies[SESSION_COOKIE];
  const csrf = cookies[CSRF_COOKIE];
  if (!session || !csrf) throw new Error('the answer set no session cookies');
  return {
    cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${csrf}`,
    [CSRF_HEADER]: csrf,
  };
}

export async function registerAndSignIn(
  app: App,
  overrides: Partial<RegisterFastRequest> = {},
): Promise<SignedInPlayer> {
  const res = await app.inject({
    method: 'POST',
    url: IDENTITY_PATHS.registerFast,
    // Each player from its own address, so that per-address limits of one test do not hit another.
    remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    payload: { country_id: 1, currency_id: 1, first_deposit_bonus_choice: 0, ...overrides },
  });
  if (res.statusCode !== 201) {
    throw new Error(`registerAndSignIn: ${res.statusCode} ${res.body}`);
  }
  const body = registerFastResponseSchema.parse(res.json());
  return {
    playerId: body.userId,
    headers: sessionHeaders(res.headers['set-cookie']),
    login: body.login,
    password: body.password,
  };
}

/** The limit service's bearer header of a signed-in player (a fresh 15-minute user token). */
export async function bearer(app: App, me: SignedInPlayer): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'GET',
    url: `${IDENTITY_PATHS.userToken}?force_refresh=true`,
    headers: me.headers,
  });
  if (res.statusCode !== 200) throw new Error(`user token: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${userTokenResponseSchema.parse(res.json()).token}` };
}
