import { fetchUserConfig } from '../../api/identity';
import type { UserStore } from '../../stores/user';

/** Reloads the user config after a change the server scores (password, two-step: protection level, ACC-014). */
export async function refreshUserConfig(user: UserStore): Promise<void> {
  const userId = user.userId;
  try {
    const config = await fetchUserConfig();
    if (user.userId === userId) user.config = config;
  } catch (error) {
    console.warn('user config could not be reloaded:', error instanceof Error ? error.message : error);
  }
}
