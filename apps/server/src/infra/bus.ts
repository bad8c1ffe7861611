/**
 * The message bus that carries feed updates to every server process (and from there to push clients).
 * In-process by default; NATS JetStream when `NATS_URL` is set, so that several processes share one feed.
 * Modules depend on this interface only.
 *
 * Subjects are dot-separated tokens (`feed.game.123`); a subscription may end with `>` (any remaining tokens)
 * or use `*` for one token, as in NATS.
 */

export interface BusMessage<T = unknown> {
  subject: string;
  data: T;
}

export type BusHandler = (message: BusMessage) => void;

export interface Bus {
  readonly kind: 'memory' | 'nats';
  publish(subject: string, data: unknown): Promise<void>;
  /** Returns a function that ends the subscription. */
  subscribe(pattern: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Whether `subject` matches a NATS-style `pattern` (`*` one token, `>` the rest). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    const token = p[i];
    if (token === '>') return s.length > i;
    if (i >= s.length) return false;
    if (token !== '*' && token !== s[i]) return false;
  }
  return p.length === s.length;
}

/** The bus of a single process: delivery is synchronous with the publish, in subscription order. */
export function createMemoryBus(): Bus {
  const subscriptions = new Set<{ pattern: string; handler: BusHandler }>();
  return {
    kind: 'memory',
    publish(subject, data) {
      for (const sub of [...subscriptions]) {
        if (!subjectMatches(sub.pattern, subject)) continue;
        try {
          sub.handler({ subject, data });
        } catch {
          // A failing subscriber does not stop the others.
        }
      }
      return Promise.resolve();
    },
    subscribe(pattern, handler) {
      const sub = { pattern, handler };
      subscriptions.add(sub);
      return Promise.resolve(async () => {
        subscriptions.delete(sub);
      });
    },
    close() {
      subscriptions.clear();
      return Promise.resolve();
    },
  };
}
