/**
 * Signatures of the demo payment gateway, made the way real gateways make them (Stripe-style):
 * `x-gateway-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<canonical JSON body>")>`.
 * The receiver recomputes the HMAC, compares in constant time, and refuses timestamps outside the tolerance;
 * the body's `eventId` is stored once, so a replayed callback changes nothing.
 *
 * The gateway page link carries its own HMAC (`sig`) so that only the player who created the payment (who
 * received the link) can open or submit it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from './idempotency';

export const SIGNATURE_TOLERANCE_S = 300;

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function signCallback(secret: string, body: unknown, nowS = Math.floor(Date.now() / 1000)): string {
  return `t=${nowS},v1=${hmac(secret, `${nowS}.${canonicalJson(body)}`)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifyCallback(
  secret: string,
  body: unknown,
  header: string | undefined,
  nowS = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing x-gateway-signature header' };
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || typeof v1 !== 'string' || !/^[0-9a-f]{64}$/.test(v1)) {
    return { ok: false, reason: 'malformed x-gateway-signature header (expected t=<unix>,v1=<hex>)' };
  }
  if (!equalHex(v1, hmac(secret, `${t}.${canonicalJson(body)}`))) {
    return { ok: false, reason: 'signature does not match' };
  }
  if (Math.abs(nowS - t) > SIGNATURE_TOLERANCE_S) {
    return { ok: false, reason: `signature timestamp outside ${SIGNATURE_TOLERANCE_S} s` };
  }
  return { ok: true };
}

export function pageSignature(secret: string, paymentId: number): string {
  return hmac(secret, `gateway-page:${paymentId}`);
}

export function verifyPageSignature(secret: string, paymentId: number, sig: string): boolean {
  return equalHex(sig, pageSignature(secret, paymentId));
}
