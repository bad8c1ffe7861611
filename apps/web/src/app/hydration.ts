import type { HydrationState } from 'react-router-dom';
import type { DehydratedStores } from '../stores';

/**
 * What the server's render writes into the page for the browser's first render to draw the same markup
 * (ADR 0041): the stores' state and the route loaders' data (`#app-state`), and the answers page parts were
 * drawn with (`#app-data`, lib/handover). JSON elements: data the app reads, never scripts the browser runs.
 */
export const APP_STATE_ID = 'app-state';
export const APP_DATA_ID = 'app-data';

export interface AppState {
  stores: DehydratedStores;
  router: HydrationState;
}

function readJson(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (element === null) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/** The state the server rendered the page with, or undefined when it sent the page without markup. */
export function readAppState(
  doc: Document,
): { state: AppState; answers: Record<string, unknown> } | undefined {
  const state = readJson(doc, APP_STATE_ID) as AppState | undefined;
  const answers = readJson(doc, APP_DATA_ID) as Record<string, unknown> | undefined;
  if (state === undefined || typeof state !== 'object') return undefined;
  return { state, answers: answers ?? {} };
}
