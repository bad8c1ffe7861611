import { createContext, useContext, useLayoutEffect } from 'react';
import { forgetHandedAnswers } from '../lib/handover';

/**
 * The server's picture of the first screen (ADR 0032).
 *
 * For a guest the server renders the arriving page with the app's own components and sends it in the HTML
 * (`#first-screen`, with its styles in `#first-screen-styles`), so the browser paints the page before any
 * JavaScript has run. The app then renders into `#root` taken out of the document (unseen, and never a second
 * copy of the page in the document for assistive technology, find-in-page or tests); when the app has drawn the
 * same screen (every part the picture holds: the page, and the age gate when the picture shows it), `#root`
 * takes the picture's place in the same frame. The picture is `inert`: it is looked at, not used, for the
 * second or so before the app replaces it.
 *
 * A part is declared by `useFirstScreenPart(part)`: while the server renders, it records that the picture
 * holds the part; in the browser, the part's first layout effect marks it drawn.
 */
export type FirstScreenPart = 'page' | 'notices';

/** The parts a server render collected. */
export const FirstScreenContext = createContext<Set<FirstScreenPart> | null>(null);

/** The longest the picture waits for the app (a part that never comes must not freeze the page). */
export const FIRST_SCREEN_TIMEOUT_MS = 10_000;

export const FIRST_SCREEN_ID = 'first-screen';
export const FIRST_SCREEN_STYLES_ID = 'first-screen-styles';

interface Picture {
  element: HTMLElement;
  root: HTMLElement;
  waiting: Set<string>;
  timer: ReturnType<typeof setTimeout>;
}

let picture: Picture | null = null;

/** Puts the app in the picture's place. */
export function replaceFirstScreen(): void {
  if (picture === null) return;
  const { element, root, timer } = picture;
  picture = null;
  clearTimeout(timer);
  element.ownerDocument.getElementById(FIRST_SCREEN_STYLES_ID)?.remove();
  element.replaceWith(root);
  forgetHandedAnswers();
}

/**
 * Called once as the app starts: when the page holds a server picture, `root` leaves the document and the app
 * renders into it there until the parts the picture lists (`data-parts`) are drawn. Returns whether there is a
 * picture.
 */
export function startFirstScreen(root: HTMLElement): boolean {
  const element = root.ownerDocument.getElementById(FIRST_SCREEN_ID);
  if (element === null) return false;
  const waiting = new Set((element.dataset.parts ?? 'page').split(' ').filter(Boolean));
  picture = { element, root, waiting, timer: setTimeout(replaceFirstScreen, FIRST_SCREEN_TIMEOUT_MS) };
  root.remove();
  return true;
}

/** A part of the first screen is drawn by the app; the last one replaces the picture. */
export function firstScreenPartDrawn(part: FirstScreenPart): void {
  if (picture === null) return;
  picture.waiting.delete(part);
  if (picture.waiting.size === 0) replaceFirstScreen();
}

/**
 * Whether this render is the server's picture. A part may draw less there than the app does, as long as it
 * takes the same place: the language switch lists only the page's language (the other languages' own names
 * would make the browser fetch their font subsets before the first paint).
 */
export function useInFirstScreenPicture(): boolean {
  return useContext(FirstScreenContext) !== null;
}

/** Declares a part of the first screen (see above). */
export function useFirstScreenPart(part: FirstScreenPart): void {
  useContext(FirstScreenContext)?.add(part);
  useLayoutEffect(() => firstScreenPartDrawn(part), [part]);
}
