import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './groupCommit';

/** A run that waits until released, recording each batch it was given. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  return {
    batches,
    release: () => gates.shift()?.(),
    async run(items: readonly number[]) {
      batches.push([...items]);
      await new Promise<void>((resolve) => gates.push(resolve));
      return items.map((n) => (n < 0 ? new Error(`refused ${n}`) : n * 10));
    },
  };
}

/** Two turns of the event loop: the run's end schedules the next batch on a turn of its own. */
async function turn(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('group commit', () => {
  it('a lone item runs alone and gets its own answer', async () => {
    const gated = gatedRun();
    const commit = createGroupCommit({ run: (items: readonly number[]) => gated.run(items) });
    const answer = commit.submit(4);
    await turn();
    gated.release();
    await expect(answer).resolves.toBe(40);
    expect(gated.batches).toEqual([[4]]);
  });

  it('items arriving while the runs are busy wait and go together, up to the largest batch', async () => {
    const gated = gatedRun();
    const commit = createGroupCommit({
      run: (items: readonly number[]) => gated.run(items),
      maxInFlight: 1,
      maxSize: 3,
    });
    const answers = [1, 2, 3, 4, 5, 6].map((n, i) => (i === 0 ? commit.submit(n) : null));
    await turn();
    for (const n of [2, 3, 4, 5, 6]) answers[n - 1] = commit.submit(n);
    await turn();
    expect(gated.batches).toEqual([[1]]);
    gated.release();
    await answers[0];
    await turn();
    expect(gated.batches).toEqual([[1], [2, 3, 4]]);
    gated.release();
    await answers[3];
    await turn();
    gated.release();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(gated.batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('a refusal answers only its own item; a failed run rejects each item of its batch', async () => {
    const gated = gatedRun();
    const commit = createGroupCommit({ run: (items: readonly number[]) => gated.run(items), maxInFlight: 1 });
    const first = [commit.submit(1)];
    await turn();
    const second = [commit.submit(2), commit.submit(-3), commit.submit(4)];
    gated.release();
    await first[0];
    await turn();
    gated.release();
    const settled = await Promise.allSettled(second);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual([
      20,
      'refused -3',
      40,
    ]);

    const broken = createGroupCommit<number, number>({
      run: () => Promise.reject(new Error('connection lost')),
    });
    const lost = await Promise.allSettled([broken.submit(1), broken.submit(2)]);
    expect(lost.map((s) => s.status)).toEqual(['rejected', 'rejected']);
  });
});
