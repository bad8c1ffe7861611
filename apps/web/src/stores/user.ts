import { proxy } from 'valtio';

/** The signed-in player, if any. Sign-in arrives with the auth module; until then everyone is a guest. */
export interface UserState {
  userId: number | null;
}

export const userStore = proxy<UserState>({ userId: null });

/** Derived: hidden languages and protected routes depend on it (I18N-004). */
export function isSignedIn(state: UserState): boolean {
  return state.userId !== null;
}
