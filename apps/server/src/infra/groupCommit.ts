/**
 * Group commit: callers submit one item each and wait for its own answer, while the items that arrive
 * together are written by one run (one database transaction) instead of one run each. A run starts on the next
 * turn of the event loop after the first waiting item; while `maxInFlight` runs are busy, items wait and the
 * next run takes up to `maxSize` of them at once, so batches grow exactly when the load does and a lone
 * request waits for nothing.
 *
 * Written here rather than taken from DataLoader: DataLoader dispatches a batch every tick whatever is in
 * flight (no limit on concurrent batches, so under load it opens many small transactions instead of fewer
 * large ones), and it is built around a key cache that writes must not use.
 */
export interface GroupCommitOptions<T, R> {
  /** Answers one result per item, in the order given (an Error answers that item with a rejection). */
  run: (items: readonly T[]) => Promise<readonly (R | Error)[]>;
  /** Largest batch. Default 64. */
  maxSize?: number;
  /** Runs at once. Default 2. */
  maxInFlight?: number;
}

export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>;
}

interface Waiting<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export function createGroupCommit<T, R>(options: GroupCommitOptions<T, R>): GroupCommit<T, R> {
  const maxSize = Math.max(1, options.maxSize ?? 64);
  const maxInFlight = Math.max(1, options.maxInFlight ?? 2);
  const queue: Waiting<T, R>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule(): void {
    if (scheduled || queue.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      flush();
    });
  }

  function flush(): void {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const batch = queue.splice(0, maxSize);
      inFlight += 1;
      void execute(batch).finally(() => {
        inFlight -= 1;
        schedule();
      });
    }
  }

  async function execute(batch: Waiting<T, R>[]): Promise<void> {
    try {
      const results = await options.run(batch.map((w) => w.item));
      batch.forEach((w, i) => {
        const result = results[i];
        if (result instanceof Error) w.reject(result);
        else if (i >= results.length) w.reject(new Error('group commit: the run answered too few results'));
        else w.resolve(result as R);
      });
    } catch (error) {
      for (const w of batch) w.reject(error);
    }
  }

  return {
    submit(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
