import { createContext, use, useContext } from 'react';

/**
 * Answers handed from the server's render to the browser's (ADR 0041).
 *
 * A page part whose data is the page's content (a board of events, the casino lobby's tiles) asks for it with
 * `useRemote(..., { handOver: true })`. While the server renders, that request is made there and awaited (the
 * render suspends), so the page is drawn with the data; the answers go into the page as JSON (a data element:
 * nothing runs). In the browser the first render (hydration) starts from those answers and draws the same
 * markup; the first navigation forgets them (a part mounted later loads its own).
 */

interface ServerAnswer {
  promise: Promise<unknown>;
  value?: unknown;
}

/** The answers of one server render by key. */
export type ServerAnswers = Map<string, ServerAnswer>;

/** The server's render provides its answers; absent in the browser. */
export const ServerAnswersContext = createContext<ServerAnswers | null>(null);

/** The answers the browser's first render starts from, by key; emptied by the first navigation. */
export interface HandedAnswers {
  answers: Record<string, unknown>;
}

/** The browser provides the answers the server handed; absent on the server and in tests. */
export const HandedAnswersContext = createContext<HandedAnswers | null>(null);

/** A server render's answers as plain JSON (the ones that arrived; failures are left out). */
export function serverAnswersJson(
  answers: ReadonlyMap<string, ServerAnswer>,
): Record<string, unknown> | undefined {
  const arrived = [...answers].filter(([, answer]) => 'value' in answer);
  if (arrived.length === 0) return undefined;
  return Object.fromEntries(arrived.map(([key, answer]) => [key, answer.value]));
}

/** The page the server rendered is left: its answers are not the news any more. */
export function forgetHandedAnswers(handed: HandedAnswers | null): void {
  if (handed !== null) handed.answers = {};
}

/**
 * The data a page part starts with: on the server, the awaited answer (the render suspends until it is in; a
 * failed request draws the part's loading state); in the browser, the answer the server rendered with.
 */
export function useHandedAnswer<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  enabled: boolean,
): T | undefined {
  const answers = useContext(ServerAnswersContext);
  const handed = useContext(HandedAnswersContext);
  if (!enabled) return undefined;
  if (answers === null) {
    return handed !== null && Object.hasOwn(handed.answers, key) ? (handed.answers[key] as T) : undefined;
  }
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
