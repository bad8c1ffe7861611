/**
 * The app version answered by `GET /web-api/api/v1/app-version` (DECISIONS 16): `APP_VERSION` when the
 * deployment names one, else a hash of the web build's index.html (it changes whenever a build changes a
 * chunk, because index.html names the hashed entry files), else the server package's version.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { AppVersionResponse } from '@betline/contracts';

const PACKAGE_VERSION = '0.1.0';

export function readAppVersion(
  configured: string | undefined,
  webDistDir: string | null,
): AppVersionResponse {
  if (configured) return { version: configured, builtAt: null };
  if (webDistDir) {
    try {
      const index = join(webDistDir, 'index.html');
      const html = readFileSync(index);
      return {
        version: createHash('sha256').update(html).digest('hex').slice(0, 16),
        builtAt: statSync(index).mtime.toISOString(),
      };
    } catch {
      // No web build: fall through to the package version.
    }
  }
  return { version: PACKAGE_VERSION, builtAt: null };
}
