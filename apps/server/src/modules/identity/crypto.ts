/**
 * Small crypto helpers of the identity module: random tokens, hashes of stored secrets, argon2id password
 * hashes (@node-rs/argon2), and the short-lived user token (a JWT signed with HS256).
 *
 * The JWT is written here rather than with a library: it is one fixed algorithm (HS256) with three claims,
 * verified with a constant-time compare and a strict header check, which no library in TOOLCHAIN.md covers
 * and which keeps `alg` confusion out by construction.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random URL-safe token (`bytes` of entropy). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A random numeric code of `digits` digits (SMS codes). */
export function randomDigits(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmac(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane); argon2id is the library's default algorithm. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export interface UserTokenClaims {
  /** The player id, as a string (JWT `sub`). */
  sub: string;
  /** Issued at / expires at, epoch seconds. */
  iat: number;
  exp: number;
  /** The session the token was issued for. */
  sid: string;
}

const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export function signUserToken(key: string, claims: UserTokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${JWT_HEADER}.${payload}.${hmac(key, `${JWT_HEADER}.${payload}`)}`;
}

/** The claims of a token signed with `key` that has not expired at `nowSeconds`, else null. */
export function readUserToken(key: string, token: string, nowSeconds: number): UserTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== JWT_HEADER) return null;
  if (!safeEqual(signature, hmac(key, `${header}.${payload}`))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Partial<UserTokenClaims>;
  if (typeof c.sub !== 'string' || !/^[1-9][0-9]*$/.test(c.sub)) return null;
  if (typeof c.exp !== 'number' || typeof c.iat !== 'number' || typeof c.sid !== 'string') return null;
  if (c.exp <= nowSeconds) return null;
  return { sub: c.sub, iat: c.iat, exp: c.exp, sid: c.sid };
}
