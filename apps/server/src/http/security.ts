/**
 * Security headers (@fastify/helmet) with a strict Content-Security-Policy: everything from our own origin,
 * no inline scripts but the shell's own (allowed by their hashes), inline styles because styled-components
 * injects <style> tags, no framing.
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const;

/** `scriptHashes`: the CSP sources of the inline scripts the page shell holds (its colour-mode script). */
export function registerSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[] = []): void {
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add `upgrade-insecure-requests`, which breaks plain-http local runs: list our own.
      useDefaults: false,
      directives: {
        ...Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes],
      },
    },
    // Same-origin everything; the web app embeds nothing from other origins.
    crossOriginEmbedderPolicy: false,
    // Framing is ruled by the CSP's frame-ancestors 'none'; X-Frame-Options: SAMEORIGIN would contradict it.
    xFrameOptions: false,
    // HSTS only over HTTPS (http/hardening.ts): over plain HTTP it is meaningless and misleading.
    strictTransportSecurity: false,
  });
}
