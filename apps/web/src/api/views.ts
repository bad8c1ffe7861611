import { REMOTE_VIEW_PATHS, pathWith } from '@betline/contracts/paths';
import { http } from './client';
import type { RemoteView } from './types';
import { checkAnswer } from './validate';

/**
 * `GET /web-api/views/:appName?lng=`: one remote view (RV-002) in `lng`, or in English where it has none. Quiet:
 * the remote-view loader shows its own loading and error states and retries by itself (RV-009).
 */
export async function fetchRemoteView(
  appName: string,
  lng: string,
  signal?: AbortSignal,
): Promise<RemoteView> {
  const { data } = await http.get<unknown>(pathWith(REMOTE_VIEW_PATHS.view, { appName }), {
    params: { lng },
    signal,
    quiet: true,
  });
  return checkAnswer<RemoteView>('remoteViewSchema', data, 'remote view');
}
