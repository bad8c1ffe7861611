/**
 * Security headers (@fastify/helmet) with a strict Content-Security-Policy: everything from our own origin,
 * no inline scripts but the shell's own (allowed by their hashes), inline styles because styled-components
 * injects <style> tags, no framing.
 */
import fastifyHelmet from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
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

/**
 * `scriptHashes`: the CSP sources of the inline scripts the page shell holds (its colour-mode script).
 * `remoteScriptOrigins`: the origins the site config allows remote views to load scripts from
 * (`remoteViewOrigins`, none by default); they are added to script-src (and style-src, for cssToLoad), each answer with the list of the
 * moment. Nothing inline is ever allowed: no 'unsafe-inline', no 'unsafe-eval'.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  scriptHashes: readonly string[] = [],
  remoteScriptOrigins?: () => Promise<readonly string[]>,
): void {
  const originsOf = new WeakMap<IncomingMessage, readonly string[]>();
  if (remoteScriptOrigins !== undefined) {
    // Added before helmet's own hook, so the list is known when the header is written.
    app.addHook('onRequest', async (request) => {
      const origins = await remoteScriptOrigins().catch(() => []);
      // Only well-formed origins reach the header (the site config's schema checks them too).
      originsOf.set(
        request.raw,
        origins.filter((o) => /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(o)),
      );
    });
  }
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      // Helmet's defaults add `upgrade-insecure-requests`, which breaks plain-http local runs: list our own.
      useDefaults: false,
      directives: {
        ...Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([k, v]) => [k, [...v]])),
        scriptSrc: [
          ...CSP_DIRECTIVES.scriptSrc,
          ...scriptHashes,
          (req: IncomingMessage) => (originsOf.get(req) ?? []).join(' '),
        ],
        // A view's cssToLoad from the same origins.
        styleSrc: [
          ...CSP_DIRECTIVES.styleSrc,
          (req: IncomingMessage) => (originsOf.get(req) ?? []).join(' '),
        ],
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
