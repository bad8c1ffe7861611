import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testStores, WithStores } from '../test/app';
import { fetchQuery, invalidateQueries, keptAnswer, useMutation, useQuery } from './query';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('the data layer (ADR 0042)', () => {
  it('readers of one key share one request, cancelled only when the last of them leaves', async () => {
    const answer = deferred<string>();
    const signals: AbortSignal[] = [];
    const load = vi.fn((signal: AbortSignal) => {
      signals.push(signal);
      return answer.promise;
    });
    const first = renderHook(() => useQuery(['shared'], load), { wrapper: WithStores });
    const second = renderHook(() => useQuery(['shared'], load), { wrapper: WithStores });
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();
    expect(signals[0]?.aborted).toBe(false);
    second.unmount();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keeps the last data while a new key loads, reloads, and reads again when a write invalidates the key', async () => {
    let calls = 0;
    const { result, rerender } = renderHook(
      ({ page }: { page: number }) => useQuery(['list', page], async () => `page ${page} #${++calls}`),
      { wrapper: WithStores, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBe('page 1 #1');
    rerender({ page: 2 });
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBe('page 1 #1');
    await waitFor(() => expect(result.current.data).toBe('page 2 #2'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data).toBe('page 2 #3'));
    act(() => invalidateQueries(testStores().queries, ['list']));
    await waitFor(() => expect(result.current.data).toBe('page 2 #4'));
  });

  it('a failure is the error state; a retry keeps it until the answer arrives', async () => {
    let fail = true;
    const { result } = renderHook(
      () =>
        useQuery('flaky', async () => {
          if (fail) throw new Error('down');
          return 'up';
        }),
      { wrapper: WithStores },
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.error).toBeUndefined();
    expect(result.current.data).toBe('up');
  });

  it('a mutation is pending with its arguments, then asks the reads it changed again', async () => {
    let reads = 0;
    const write = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        list: useQuery(['rows'], async () => ++reads),
        save: useMutation((_id: number) => write.promise, { invalidates: [['rows']], onSuccess }),
      }),
      { wrapper: WithStores },
    );
    await waitFor(() => expect(result.current.list.data).toBe(1));
    let running!: Promise<unknown>;
    act(() => {
      running = result.current.save.run(7);
    });
    expect(result.current.save.pending).toBe(true);
    expect(result.current.save.variables).toEqual([7]);
    await act(async () => {
      write.resolve('saved');
      await running;
    });
    expect(onSuccess).toHaveBeenCalledWith('saved', 7);
    expect(result.current.save.pending).toBe(false);
    await waitFor(() => expect(result.current.list.data).toBe(2));
  });

  it('remembered answers belong to the instance; a failed load is forgotten unless kept', async () => {
    const cache = testStores().queries;
    const load = vi.fn(async () => 'groups');
    await fetchQuery(cache, 'config', load, { keep: true });
    await fetchQuery(cache, 'config', load, { keep: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(keptAnswer(cache, 'config')).toBe('groups');
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(fetchQuery(cache, 'broken', failing, { keep: true })).rejects.toThrow();
    await expect(fetchQuery(cache, 'broken', failing, { keep: true })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
