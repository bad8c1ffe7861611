import { useEffect } from 'react';

/**
 * Marks the document once the part of the page that calls it is hydrated (or rendered by the app): the page
 * answers clicks and keys from here on. Browser tests wait for `<html data-hydrated>` before they act.
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
