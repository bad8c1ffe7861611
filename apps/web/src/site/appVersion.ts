import { http } from '../api/client';
import { APP_VERSION_PATH } from '@betline/contracts/paths';

/** NOTICE-010, DECISIONS 16: the first check 60 s after load, then every 60 s. */
export const APP_VERSION_CHECK_MS = 60_000;

async function fetchAppVersion(): Promise<string> {
  const { data } = await http.get<{ version?: unknown }>(APP_VERSION_PATH, { quiet: true });
  if (typeof data?.version !== 'string' || data.version === '') throw new Error('no version in the answer');
  return data.version;
}

/**
 * NOTICE-010/011: reads the deployed version at start (the version this page runs: the first seen), then
 * checks it in the background 60 s later and every 60 s after; `onNewVersion` fires once, when a later answer
 * differs from the first seen. A failed request is skipped (the next one counts).
 * Answers a stop function.
 */
export function watchAppVersion(
  onNewVersion: (version: string) => void,
  { everyMs = APP_VERSION_CHECK_MS, fetchVersion = fetchAppVersion } = {},
): () => void {
  let firstSeen: string | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = async () => {
    try {
      const version = await fetchVersion();
      if (stopped) return;
      if (firstSeen === undefined) firstSeen = version;
      else if (version !== firstSeen) {
        onNewVersion(version);
        return;
      }
    } catch (error) {
      console.info('app version check failed:', error instanceof Error ? error.message : error);
    }
    if (!stopped) timer = setTimeout(() => void check(), everyMs);
  };
  const first = async () => {
    try {
      const version = await fetchVersion();
      if (!stopped && firstSeen === undefined) firstSeen = version;
    } catch (error) {
      console.info('app version could not be read:', error instanceof Error ? error.message : error);
    }
  };
  void first();
  timer = setTimeout(() => void check(), everyMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
