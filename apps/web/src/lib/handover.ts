import { createContext, use, useContext } from 'react';

/**
 * Answers handed from the server's picture to the app (ADR 0032).
 *
 * A page part whose data decides what the first screen shows (the casino lobby's tiles, its largest paint)
 * asks for it with `useRemote(..., { handOver: true })`. While the server draws the picture, that request is
 * made there and awaited (the render suspends), so the picture shows the data; the answers go into the page
 * as JSON (`#first-screen-data`, not a script: nothing runs). In the browser the app's first render starts
 * from those answers and draws the same screen at once instead of a loading state, so the picture is replaced
 * by the same tiles, not by a skeleton. Once the picture is replaced the answers are forgotten.
 */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

interface ServerAnswer {
  promise: Promise<unknown>;
  value?: unknown;
}

/** The answers of one server render by key. */
export type ServerAnswers = Map<string, ServerAnswer>;

/** The server's renderer provides a render's answers; absent in the browser. */
export const HandoverContext = createContext<ServerAnswers | null>(null);

/** What a server render's handed answers are as the page's JSON (the ones that arrived; failures are left out). */
export function handedAnswersJson(answers: ReadonlyMap<string, ServerAnswer>): string | undefined {
  const arrived = [...answers].filter(([, answer]) => 'value' in answer);
  if (arrived.length === 0) return undefined;
  return JSON.stringify(Object.fromEntries(arrived.map(([key, answer]) => [key, answer.value])));
}

let handed: Record<string, unknown> | undefined;

/**
 * The browser: the answer the picture was drawn with for `key`, while the picture is in place (the same value
 * however often React renders the first screen; a part mounted later loads its own).
 */
function handedAnswer(key: string): unknown {
  if (typeof document === 'undefined') return undefined;
  // Read once from the page (the element then leaves it).
  const element = document.getElementById(FIRST_SCREEN_DATA_ID);
  if (element !== null) {
    try {
      handed = JSON.parse(element.textContent ?? '{}') as Record<string, unknown>;
    } catch {
      handed = {};
    }
    element.remove();
  }
  return handed !== undefined && Object.hasOwn(handed, key) ? handed[key] : undefined;
}

/** The picture has been replaced: its answers are not the news any more. */
export function forgetHandedAnswers(): void {
  handed = {};
  if (typeof document !== 'undefined') document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
}

/**
 * The data a page part starts with: on the server, the awaited answer (the render suspends until it is in; a
 * failed request draws the part's loading state); in the browser, the answer the picture was drawn with.
 */
export function useHandedAnswer<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  enabled: boolean,
): T | undefined {
  const answers = useContext(HandoverContext);
  if (!enabled) return undefined;
  if (answers === null) return handedAnswer(key) as T | undefined;
  let answer = answers.get(key);
  if (answer === undefined) {
    const entry: ServerAnswer = {
      promise: load(new AbortController().signal).then(
        (value) => {
          entry.value = value;
        },
        () => undefined,
      ),
    };
    answer = entry;
    answers.set(key, entry);
  }
  use(answer.promise);
  return answer.value as T | undefined;
}
