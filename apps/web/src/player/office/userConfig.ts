import { fetchUserConfig } from '../../api/identity';
import { userStore } from '../../stores/user';

/** Reloads the user config after a change the server scores (password, two-step: protection level, ACC-014). */
export async function refreshUserConfig(): Promise<void> {
  const userId = userStore.userId;
  try {
    const config = await fetchUserConfig();
    if (userStore.userId === userId) userStore.config = config;
  } catch (error) {
    console.warn('user config could not be reloaded:', error instanceof Error ? error.message : error);
  }
}
