/**
 * Remote views (RV-001, RV-002): the footer block, error pages, account pages and support modals are views the
 * server keeps per brand and language and the client loads by name, apart from the app's own pages.
 *
 * | request | path |
 * |---|---|
 * | one view | `GET /web-api/views/partner-footer?lng=en` |
 * | create or replace a view (operator) | `PUT /operator-api/views/partner-footer` |
 *
 * A view is `{appName, title, body, style, cssToLoad, scriptsToLoad, codeToEval, head}` (SPEC §3). `body` and
 * `head` are HTML cleaned by the server with an allow-list (no scripts, no event handlers, no inline styles);
 * `style` is CSS the client scopes to the view; `cssToLoad` and `scriptsToLoad` are addresses; `codeToEval` is
 * script text the client runs only when the view's origin is one of the site config's `remoteViewOrigins`.
 * A language without its own text is answered in English (`lng` says which).
 */
import { z } from 'zod';
import { languageCodeSchema } from './siteConfig';

// The paths (REMOTE_VIEW_PATHS, OPERATOR_REMOTE_VIEW_PATHS) are in ./paths.

/** A view changes only when an operator replaces it: shared caches keep it one minute. */
export const REMOTE_VIEW_CACHE_CONTROL = 'public, max-age=60';

export const REMOTE_VIEW_BODY_MAX = 50_000;
export const REMOTE_VIEW_STYLE_MAX = 20_000;
export const REMOTE_VIEW_CODE_MAX = 20_000;
export const REMOTE_VIEW_HEAD_MAX = 5_000;
export const REMOTE_VIEW_TITLE_MAX = 200;
export const REMOTE_VIEW_ADDRESSES_MAX = 10;

/** A view's name (`partner-footer`, `error-page`, `account-page`, `support-modal`). */
export const remoteViewNameSchema = z
  .string()
  .regex(
    /^[a-z][a-z0-9-]{1,63}$/,
    'a view name is lowercase letters, digits or "-" (2 to 64, a letter first)',
  );

/** An address a view loads: a path of the site (`/static/x.css`) or an https address. */
export const remoteViewAddressSchema = z
  .string()
  .max(2000)
  .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>`]*$/, 'an address is a path of the site (/...) or an https address');

export const remoteViewSchema = z.object({
  appName: remoteViewNameSchema,
  /** The language of the answered text (the requested one, or English when the view has none in it). */
  lng: languageCodeSchema,
  title: z.string().max(REMOTE_VIEW_TITLE_MAX),
  body: z.string().max(REMOTE_VIEW_BODY_MAX),
  style: z.string().max(REMOTE_VIEW_STYLE_MAX),
  cssToLoad: z.array(remoteViewAddressSchema).max(REMOTE_VIEW_ADDRESSES_MAX),
  scriptsToLoad: z.array(remoteViewAddressSchema).max(REMOTE_VIEW_ADDRESSES_MAX),
  codeToEval: z.string().max(REMOTE_VIEW_CODE_MAX),
  head: z.string().max(REMOTE_VIEW_HEAD_MAX),
  updatedAt: z.iso.datetime(),
});
export type RemoteView = z.infer<typeof remoteViewSchema>;

export const remoteViewParamsSchema = z.object({ appName: remoteViewNameSchema });
export const remoteViewQuerySchema = z.object({ lng: languageCodeSchema });

/** CSS a view may carry: no way out of its <style> element and no imports (cssToLoad says what to load). */
const remoteViewStyleSchema = z
  .string()
  .max(REMOTE_VIEW_STYLE_MAX)
  .refine((css) => !/<|@import/i.test(css), 'a view style has no "<" and no @import (use cssToLoad)');

/** Body of `PUT /operator-api/views/:appName`: the view's text in one language. */
export const remoteViewWriteSchema = z.object({
  lng: languageCodeSchema,
  title: z.string().trim().min(1, 'a view has a title').max(REMOTE_VIEW_TITLE_MAX),
  body: z.string().min(1, 'a view has a body').max(REMOTE_VIEW_BODY_MAX),
  style: remoteViewStyleSchema.default(''),
  cssToLoad: z.array(remoteViewAddressSchema).max(REMOTE_VIEW_ADDRESSES_MAX).default([]),
  scriptsToLoad: z.array(remoteViewAddressSchema).max(REMOTE_VIEW_ADDRESSES_MAX).default([]),
  codeToEval: z.string().max(REMOTE_VIEW_CODE_MAX).default(''),
  head: z.string().max(REMOTE_VIEW_HEAD_MAX).default(''),
});
export type RemoteViewWrite = z.input<typeof remoteViewWriteSchema>;
export type RemoteViewWriteParsed = z.output<typeof remoteViewWriteSchema>;
