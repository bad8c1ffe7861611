import { checkSession, sessionAlive } from '../api/identity';
import { afterSignIn, type SessionStores } from './user';

/**
 * API-005: with no session once the page is ready, `GET /web-api/session` is asked once, 8 s later
 * (`SESSION_LOAD_DELAY_MS`), off the first screen's path. When the cookie does hold a session (opened where
 * this page could not see it: the session check at start only asks when the CSRF cookie says there may be
 * one), the player is signed in.
 */
export async function loadLateSession(stores: SessionStores): Promise<void> {
  if (stores.user.userId !== null) return;
  const asked = stores.user.sessionChanges;
  try {
    if (!(await sessionAlive())) return;
    const { userId } = await checkSession();
    if (stores.user.userId === null && stores.user.sessionChanges === asked)
      await afterSignIn(stores, userId, false);
  } catch {
    // No session, or no answer: the visitor stays a guest (nothing to tell).
  }
}
