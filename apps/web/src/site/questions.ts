import { useEffect, useState } from 'react';

/*
 * One question at a time (a calm first visit): the site's own questions go one after another (the age question,
 * then cookies, then the player's welcome or bonus modal, the registration reminder, the install offer), and
 * the nudges among them (reminder, install offer) also wait while anything else on the page asks or holds the
 * visitor: a modal (the registration or sign-in forms), a dialog, a popover.
 */

/** What holds the visitor: an open modal, dialog or popover (React Aria's and the native `<dialog>`). */
const OPEN_DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open]';

/** Whether a modal, dialog or popover is open on the page now. */
export function dialogOpenOnPage(doc: Document | undefined = globalThis.document): boolean {
  return doc?.querySelector(OPEN_DIALOG) != null;
}

/**
 * A visit that began with the age or cookie question (a new visitor, almost always) stays calm this long from
 * then: no registration reminder and no install offer before it ends.
 */
export const FIRST_VISIT_CALM_MS = 3 * 60_000;

/** How long the nudges still keep quiet (0: not at all). */
export function calmLeftMs(calmUntil: number | undefined, now: number = Date.now()): number {
  return calmUntil === undefined ? 0 : Math.max(0, calmUntil - now);
}

/** How often a waiting nudge looks again whether the page is free. */
export const RECHECK_MS = 1000;

/**
 * Renders the component again every `RECHECK_MS` while `waiting` (a nudge is due and something else holds the
 * page), so that the nudge comes once the page is free.
 */
export function useRecheck(waiting: boolean): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, [waiting]);
}

/** Renders the component again at the time `at` (a calm period ending); nothing when it is past or unset. */
export function useRenderAt(at: number | undefined): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const left = calmLeftMs(at);
    if (left <= 0) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(left, 2_147_000_000));
    return () => clearTimeout(timer);
  }, [at]);
}
