import { act, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushList } from '../../api/types';
import { createPushClient, type PushClient } from './client';
import {
  configurePushStore,
  enqueuePushUpdate,
  flushPushUpdates,
  resetPushStore,
  seedFromGames,
} from './store';
import { fakeNetwork, fakeScheduler, fakeSockets, gameFixture, update } from './test/fakes';
import { PushClientProvider, useLiveGame, useLivePrice, usePushStatus, usePushSubscription } from './usePush';

let client: PushClient;
let sockets: ReturnType<typeof fakeSockets>;
let time: ReturnType<typeof fakeScheduler>;

beforeEach(() => {
  resetPushStore();
  // Frames are run by the tests (flushPushUpdates).
  configurePushStore({ requestFrame: null, setTimeout: () => 0, clearTimeout: () => {} });
  sockets = fakeSockets();
  time = fakeScheduler();
  client = createPushClient({
    WebSocket: sockets.Socket,
    scheduler: time.scheduler,
    network: fakeNetwork(),
    random: () => 1,
    url: () => 'ws://betline.test/push',
  });
});
afterEach(() => {
  client.dispose();
});

function wrapper({ children }: { children: ReactNode }) {
  return <PushClientProvider value={client}>{children}</PushClientProvider>;
}

function Subscriber({ lists, gameIds }: { lists?: PushList[]; gameIds?: number[] }) {
  usePushSubscription({ lists, gameIds });
  return null;
}

/** Runs the client's coalesced flush (a microtask) inside act. */
function settle() {
  act(() => time.runMicrotasks());
}

describe('push hooks', () => {
  it('several subscribers share one socket; the server hears of a target once, and of its end on the last unmount', () => {
    const view = render(
      <>
        <Subscriber key="a" lists={[{ section: 'live' }]} />
        <Subscriber key="b" lists={[{ section: 'live' }]} gameIds={[7]} />
      </>,
      { wrapper },
    );
    settle();
    expect(sockets.sockets).toHaveLength(1);
    const socket = sockets.last();
    act(() => socket.serve({ type: 'hello', seq: 1, heartbeatMs: 15_000 }));
    expect(socket.sent).toEqual([{ type: 'subscribe', gameIds: [7], lists: [{ section: 'live' }] }]);

    view.rerender(<Subscriber key="b" lists={[{ section: 'live' }]} gameIds={[7]} />);
    settle();
    // "a" left, but "b" still wants the live list.
    expect(socket.sent).toHaveLength(1);

    view.unmount();
    settle();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', gameIds: [7], lists: [{ section: 'live' }] });
    expect(sockets.sockets).toHaveLength(1);
  });

  it('arrays recreated on every render do not resubscribe; a changed set sends only the difference', () => {
    function Page() {
      const [, setTick] = useState(0);
      const [ids, setIds] = useState([1, 2]);
      return (
        <>
          <Subscriber gameIds={[...ids]} lists={[{ section: 'line', sportId: 1 }]} />
          <button onClick={() => setTick((n) => n + 1)}>render</button>
          <button onClick={() => setIds([2, 3])}>change</button>
        </>
      );
    }
    render(<Page />, { wrapper });
    settle();
    const socket = sockets.last();
    act(() => socket.serve({ type: 'hello', seq: 1, heartbeatMs: 15_000 }));
    socket.sent.length = 0;

    act(() => screen.getByText('render').click());
    settle();
    expect(socket.sent).toEqual([]);

    act(() => screen.getByText('change').click());
    settle();
    expect(socket.sent).toEqual([
      { type: 'subscribe', gameIds: [3] },
      { type: 'unsubscribe', gameIds: [1] },
    ]);
  });

  it('a price change re-renders only the row that shows it', async () => {
    const renders: Record<string, number> = {};
    const counted = (id: string) => {
      renders[id] = (renders[id] ?? 0) + 1;
    };
    function Price({ id }: { id: number }) {
      const price = useLivePrice(id);
      return <span data-testid={`price-${id}`}>{price?.thousandths ?? '—'}</span>;
    }
    render(
      <>
        {[11, 12, 13].map((id) => (
          <Profiler key={id} id={String(id)} onRender={counted}>
            <Price id={id} />
          </Profiler>
        ))}
      </>,
    );
    await act(async () => {
      seedFromGames([gameFixture(1)]);
    });
    expect(screen.getByTestId('price-12')).toHaveTextContent('3300');
    const before = { ...renders };
    await act(async () => {
      // No socket here: feed the store as the client does.
      enqueuePushUpdate(update(5, 1, [[12, 3100]]));
      flushPushUpdates();
    });
    expect(screen.getByTestId('price-12')).toHaveTextContent('3100');
    expect(renders[12]).toBe((before[12] ?? 0) + 1);
    expect(renders[11]).toBe(before[11]);
    expect(renders[13]).toBe(before[13]);
  });

  it('rows show stale prices from the drop until the server confirms the resume', async () => {
    function Row({ id }: { id: number }) {
      const price = useLivePrice(id);
      const game = useLiveGame(1);
      const { status } = usePushStatus();
      return (
        <p data-testid={`row-${id}`}>
          {price?.thousandths} {price?.stale ? 'stale' : 'fresh'} {game?.score.join(':')} {status}
        </p>
      );
    }
    function Page() {
      usePushSubscription({ gameIds: [1] });
      return (
        <>
          <Row id={11} />
          <Row id={12} />
        </>
      );
    }
    render(<Page />, { wrapper });
    settle();
    await act(async () => {
      seedFromGames([gameFixture(1)]);
      sockets.last().serve({ type: 'hello', seq: 10, heartbeatMs: 15_000 });
    });
    expect(screen.getByTestId('row-11')).toHaveTextContent('2100 fresh 1:0 open');

    await act(async () => sockets.last().drop());
    expect(screen.getByTestId('row-11')).toHaveTextContent('2100 stale 1:0 reconnecting');
    expect(screen.getByTestId('row-12')).toHaveTextContent('stale');

    await act(async () => time.advance(500));
    const second = sockets.last();
    await act(async () => {
      second.serve({ type: 'hello', seq: 20, heartbeatMs: 15_000 });
      second.serve(update(15, 1, [[11, 2000]], { score: [2, 0] }));
      flushPushUpdates();
    });
    expect(second.sent.at(-1)).toEqual({ type: 'resume', seq: 10 });
    // Replayed, but not yet confirmed.
    expect(screen.getByTestId('row-11')).toHaveTextContent('2000 stale 2:0 reconnecting');

    await act(async () => second.serve({ type: 'resumed', seq: 20 }));
    expect(screen.getByTestId('row-11')).toHaveTextContent('2000 fresh 2:0 open');
    expect(screen.getByTestId('row-12')).toHaveTextContent('3300 fresh');
  });
});
