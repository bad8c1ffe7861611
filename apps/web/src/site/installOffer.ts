import { readString, writeString, STORAGE_KEYS } from '../lib/storage';
import { takeInstallPrompt, type InstallPrompt } from './installPrompt';

/** NOTICE-018: a visitor who declined installing is asked again 30 days later at the earliest. */
export const INSTALL_ASK_AGAIN_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the visitor declined the offer (ours or the browser's dialog) less than 30 days ago. */
export function installRecentlyDeclined(now = Date.now()): boolean {
  const at = Number(readString(STORAGE_KEYS.installDeclinedAt));
  return Number.isFinite(at) && at > 0 && now - at < INSTALL_ASK_AGAIN_MS;
}

export function rememberInstallDeclined(now = Date.now()): void {
  writeString(STORAGE_KEYS.installDeclinedAt, String(now));
}

/**
 * Shows the browser's install dialog from the captured prompt and answers what the visitor chose; a refusal is
 * remembered. `unavailable` when no prompt is held (already used, or the app was installed meanwhile).
 */
export async function promptInstall(
  installPrompt: InstallPrompt,
): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = takeInstallPrompt(installPrompt);
  if (event === undefined) return 'unavailable';
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') rememberInstallDeclined();
    return outcome;
  } catch (error) {
    console.info('install prompt failed:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}
