import { disconnect } from '../api/identity';
import { clearLocalSession, tell, type SessionEndReason, type SessionStores } from './user';

// Sign-out lives apart from the session check: only the player's own menus and tools load it.
/**
 * AUTH-012..014: logout calls the disconnect API (which revokes the session on the server), removes the
 * cookies, resets ban level and user id, and tells the other tabs. Navigation afterwards is the caller's
 * (`pathAfterLogout`, AUTH-015).
 */
export async function logout(stores: SessionStores, reason: SessionEndReason | null = null): Promise<void> {
  try {
    await disconnect();
  } catch (error) {
    // The session may already be gone on the server (revoked, expired): signing out locally is what matters.
    console.warn('disconnect failed:', error instanceof Error ? error.message : error);
  }
  clearLocalSession(stores, reason);
  tell(stores, { type: 'signedOut', reason });
}
