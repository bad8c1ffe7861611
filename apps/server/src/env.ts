/**
 * The server's environment, read once at start.
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PORT | 8080 | listening port (0: any free port) |
 * | HOST | 0.0.0.0 | listening address |
 * | DATA_DIR | ./data | PGlite data directory; a relative path is resolved against the folder `npm` was started in (INIT_CWD), else the working directory |
 * | DATABASE_URL | — | `postgres://...`: use this PostgreSQL server instead of PGlite (DATA_DIR is then unused) |
 * | LOG_LEVEL | info | pino level: fatal, error, warn, info, debug, trace, silent |
 * | SITE_BRAND | betline | the brand whose site config is answered |
 * | SHUTDOWN_TIMEOUT_MS | 10000 | longest graceful shutdown before a forced exit (code 1) |
 * | LOG_FORMAT | — | `pretty` or `json`; unset: json when NODE_ENV=production or stdout is not a terminal, else pretty |
 * | NODE_ENV | — | `production`: JSON logs (unless LOG_FORMAT says otherwise), and no demo or development routes unless DEMO_MODE=true |
 * | WEB_DIST_DIR | apps/web/dist | the built web app to serve; `none`: serve the API only |
 * | DEMO_MODE | false | `true`: the operator's demo switches (maintenance, block, terms) answer, and the demo and development routes (http/devRoutes.ts) exist even when NODE_ENV=production |
 * | GEO_COUNTRY_HEADER | cf-ipcountry | request header with the visitor's country (set by the CDN or proxy) for the block service |
 * | APP_VERSION | — | the version the app-version endpoint answers; unset: a hash of the web build's index.html |
 * | REDIS_URL | — | `redis://...`: keep rate-limit counters in Redis (shared by several processes) instead of the database |
 * | PUBLIC_URL | http://localhost:PORT | the site's public address, used in links sent by e-mail; when set, also the origin of robots.txt, the sitemap and canonical links (unset: each request's own) |
 * | TRUST_PROXY | 0 | `1`: trust X-Forwarded-* from a reverse proxy (client address, HTTPS for Secure cookies and HSTS) |
 * | CAPTCHA_HMAC_KEY | random per process | the key that signs the proof-of-work captcha's challenges; set the same one on every process of a site |
 * | FREE_AUTH_REQUESTS_PER_ADDRESS | 20 | registrations, password resets and SMS codes one address may ask for per hour before each needs a solved captcha (a test bench whose journeys all come from one address raises it) |
 * | WORKER_LEASE_MS | 15000 | term of a background worker's lease: another process takes the work over this long after its holder stops (ADR 0034) |
 */
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { devRoutesOn } from './http/devRoutes';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SITE_BRAND: z.string().min(1).default('betline'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  NODE_ENV: z.string().optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  DEMO_MODE: z
    .enum(['true', 'false', '1', '0'], { message: 'DEMO_MODE is true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'GEO_COUNTRY_HEADER is a header name')
    .default('cf-ipcountry'),
  APP_VERSION: z.string().max(100).optional(),
  INIT_CWD: z.string().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be an absolute URL such as https://betline.example').optional(),
  TRUST_PROXY: z.enum(['0', '1'], 'TRUST_PROXY is 0 or 1').default('0'),
  CAPTCHA_HMAC_KEY: z.string().min(16, 'CAPTCHA_HMAC_KEY has at least 16 characters').optional(),
  WORKER_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(15_000),
  FREE_AUTH_REQUESTS_PER_ADDRESS: z.coerce
    .number('FREE_AUTH_REQUESTS_PER_ADDRESS is a whole number')
    .int('FREE_AUTH_REQUESTS_PER_ADDRESS is a whole number')
    .min(0)
    .max(1_000_000)
    .default(20),
});

export interface ServerEnv {
  port: number;
  host: string;
  /** Absolute PGlite data directory. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  brand: string;
  shutdownTimeoutMs: number;
  /** How logs are written; `pretty` only makes sense on a terminal. */
  logFormat: 'pretty' | 'json';
  /** Absolute folder of the web build, or null to serve the API only. */
  webDistDir: string | null;
  demoMode: boolean;
  geoCountryHeader: string;
  appVersion: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL's origin when it is set (robots.txt, the sitemap, canonical links); else undefined. */
  siteOrigin: string | undefined;
  /** Register the demo and development routes (outbox, feed controls, demo switches): DEMO_MODE, or not production. */
  devRoutes: boolean;
  trustProxy: boolean;
  /** The captcha's HMAC key; undefined: a random one per process. */
  captchaHmacKey: string | undefined;
  /** Term of the background workers' leases (ADR 0034). */
  workerLeaseMs: number;
  /** Registrations, resets and SMS codes free per address and hour (past them a captcha is needed). */
  freeAuthRequestsPerAddress: number;
}

export interface EnvContext {
  /** Working directory; relative paths resolve against INIT_CWD, else this. */
  cwd?: string;
  /** Whether stdout is a terminal (pretty logs by default). */
  isTty?: boolean;
  /** The web build used when WEB_DIST_DIR is unset. */
  defaultWebDistDir?: string;
}

/** Reads the environment; throws an Error naming every bad variable. Empty strings count as unset. */
export function readEnv(
  source: NodeJS.ProcessEnv,
  cwd: string = process.cwd(),
  context: Omit<EnvContext, 'cwd'> = {},
): ServerEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid environment: ${problems}`);
  }
  const env = parsed.data;
  const base = env.INIT_CWD ?? cwd;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(base, path));
  const logFormat = env.LOG_FORMAT ?? (env.NODE_ENV === 'production' || !context.isTty ? 'json' : 'pretty');
  const webDir = env.WEB_DIST_DIR ?? context.defaultWebDistDir;
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: absolute(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    brand: env.SITE_BRAND,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logFormat,
    webDistDir: webDir === undefined || webDir === 'none' ? null : absolute(webDir),
    demoMode: env.DEMO_MODE,
    geoCountryHeader: env.GEO_COUNTRY_HEADER.toLowerCase(),
    appVersion: env.APP_VERSION,
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    siteOrigin: env.PUBLIC_URL === undefined ? undefined : new URL(env.PUBLIC_URL).origin,
    devRoutes: devRoutesOn({ nodeEnv: env.NODE_ENV, demoMode: env.DEMO_MODE }),
    trustProxy: env.TRUST_PROXY === '1',
    captchaHmacKey: env.CAPTCHA_HMAC_KEY,
    workerLeaseMs: env.WORKER_LEASE_MS,
    freeAuthRequestsPerAddress: env.FREE_AUTH_REQUESTS_PER_ADDRESS,
  };
}

/** A connection string with its password hidden, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres://(unparseable)';
  }
}
