import { act, render, screen } from '@testing-library/react';
import { Profiler, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PushList } from '../../api/types';
import { createStores, StoresContext, type Stores } from '../../stores';
import { testStores } from '../../test/app';
import { createPushClient, type PushClient } from './client';
import { liveOf, type LiveStore } from './store';
import { fakeNetwork, fakeScheduler, fakeSockets, gameFixture, update } from './test/fakes';
import { useLiveEntries, useLiveGame, useLivePrice, usePushStatus, usePushSubscription } from './usePush';

let client: PushClient;
let live: LiveStore;
let sockets: ReturnType<typeof fakeSockets>;
let time: ReturnType<typeof fakeScheduler>;

/** The instance's client on fake sockets and timers, feeding the instance's live store. */
function installClient(stores: Stores): PushClient {
  const store = liveOf(stores);
  // Frames are run by the tests (live.flush()).
  store.configure({ requestFrame: null, setTimeout: () => 0, clearTimeout: () => {} });
  stores.lazy.push = createPushClient({
    WebSocket: sockets.Socket,
    scheduler: time.scheduler,
    network: fakeNetwork(),
    random: () => 1,
    url: () => 'ws://betline.test/push',
    sink: store,
  });
  return stores.lazy.push;
}

beforeEach(() => {
  sockets = fakeSockets();
  time = fakeScheduler();
  client = installClient(testStores());
  live = liveOf(testStores());
});
afterEach(() => {
  client.dispose();
});

function wrapper({ children }: { children: ReactNode }) {
  return <StoresContext.Provider value={testStores()}>{children}</StoresContext.Provider>;
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
      { wrapper },
    );
    await act(async () => {
      live.seed([gameFixture(1)]);
    });
    expect(screen.getByTestId('price-12')).toHaveTextContent('3300');
    const before = { ...renders };
    await act(async () => {
      // No socket here: feed the store as the client does.
      live.update(update(5, 1, [[12, 3100]]));
      live.flush();
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
      live.seed([gameFixture(1)]);
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
      live.flush();
    });
    expect(second.sent.at(-1)).toEqual({ type: 'resume', seq: 10 });
    // Replayed, but not yet confirmed.
    expect(screen.getByTestId('row-11')).toHaveTextContent('2000 stale 2:0 reconnecting');

    await act(async () => second.serve({ type: 'resumed', seq: 20 }));
    expect(screen.getByTestId('row-11')).toHaveTextContent('2000 fresh 2:0 open');
    expect(screen.getByTestId('row-12')).toHaveTextContent('3300 fresh');
  });

  it('two app instances do not share live prices or connections', async () => {
    const other = createStores();
    const otherClient = installClient(other);
    function Price({ id }: { id: number }) {
      usePushSubscription({ gameIds: [1] });
      const price = useLivePrice(id);
      return <span>{price?.known ? price.thousandths : 'none'}</span>;
    }
    render(
      <>
        <StoresContext.Provider value={testStores()}>
          <p data-testid="first">
            <Price id={11} />
          </p>
        </StoresContext.Provider>
        <StoresContext.Provider value={other}>
          <p data-testid="second">
            <Price id={11} />
          </p>
        </StoresContext.Provider>
      </>,
    );
    settle();
    // One socket per instance.
    expect(sockets.sockets).toHaveLength(2);
    await act(async () => {
      live.seed([gameFixture(1)]);
    });
    expect(screen.getByTestId('first')).toHaveTextContent('2100');
    expect(screen.getByTestId('second')).toHaveTextContent('none');
    await act(async () => {
      sockets.sockets[1]?.serve({ type: 'hello', seq: 1, heartbeatMs: 15_000 });
      sockets.sockets[1]?.serve(update(2, 1, [[11, 1900]]));
      liveOf(other).flush();
    });
    expect(screen.getByTestId('first')).toHaveTextContent('2100');
    expect(screen.getByTestId('second')).toHaveTextContent('1900');
    expect(live.connection.status).toBe('connecting');
    expect(liveOf(other).connection.status).toBe('open');
    otherClient.dispose();
  });

  it("a row reading its game's entries re-renders for its own game only, not for an unchanged price", async () => {
    const renders: Record<string, number> = {};
    const counted = (id: string) => {
      renders[id] = (renders[id] ?? 0) + 1;
    };
    const ids: Record<number, number[]> = { 1: [11, 12, 13], 2: [21, 22, 23] };
    function Row({ gameId }: { gameId: number }) {
      const { prices } = useLiveEntries(gameId, ids[gameId] ?? []);
      return (
        <p data-testid={`row-${gameId}`}>{prices.map((price) => price?.thousandths ?? '—').join(' ')}</p>
      );
    }
    render(
      <>
        {[1, 2].map((gameId) => (
          <Profiler key={gameId} id={String(gameId)} onRender={counted}>
            <Row gameId={gameId} />
          </Profiler>
        ))}
      </>,
      { wrapper },
    );
    await act(async () => live.seed([gameFixture(1), gameFixture(2)]));
    expect(screen.getByTestId('row-2')).toHaveTextContent('2100 3300 3500');
    const before = { ...renders };
    await act(async () => {
      live.update(update(5, 2, [[22, 3000]]));
      live.flush();
    });
    expect(screen.getByTestId('row-2')).toHaveTextContent('2100 3000 3500');
    expect(renders[2]).toBe((before[2] ?? 0) + 1);
    expect(renders[1]).toBe(before[1]);
    // The same price again: the same entry, no render.
    await act(async () => {
      live.update(update(6, 2, [[22, 3000]]));
      live.flush();
    });
    expect(renders[2]).toBe((before[2] ?? 0) + 1);
  });

  it('a game released by its last subscriber leaves the live store; its readers fall back to what they loaded', async () => {
    function Row({ id }: { id: number }) {
      const price = useLivePrice(id);
      return <span data-testid={`price-${id}`}>{price?.known ? price.thousandths : 'loaded'}</span>;
    }
    function Game({ gameId }: { gameId: number }) {
      usePushSubscription({ gameIds: [gameId] });
      return null;
    }
    function Page({ games }: { games: number[] }) {
      return (
        <>
          {games.map((gameId) => (
            <Game key={gameId} gameId={gameId} />
          ))}
          <Row id={11} />
          <Row id={21} />
        </>
      );
    }
    const view = render(<Page games={[1, 2]} />, { wrapper });
    settle();
    const socket = sockets.last();
    await act(async () => {
      socket.serve({ type: 'hello', seq: 1, heartbeatMs: 15_000 });
      live.seed([gameFixture(1), gameFixture(2)]);
      socket.serve(update(2, 1, [[11, 1900]]));
      live.flush();
    });
    expect(screen.getByTestId('price-11')).toHaveTextContent('1900');
    expect(live.size()).toMatchObject({ games: 2, prices: 6 });

    view.rerender(<Page games={[2]} />);
    settle();
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', gameIds: [1] });
    expect(live.size()).toMatchObject({ games: 1, prices: 3 });
    expect(live.priceOf(11)).toBeUndefined();
    expect(screen.getByTestId('price-11')).toHaveTextContent('loaded');
    expect(screen.getByTestId('price-21')).toHaveTextContent('2100');
    // An update the server sent before it heard of the release does not bring the game back.
    await act(async () => {
      socket.serve(update(3, 1, [[11, 1800]], { sportId: 1 }));
      live.flush();
    });
    expect(live.priceOf(11)).toBeUndefined();

    view.unmount();
    settle();
    expect(live.size()).toMatchObject({ games: 0, prices: 0, listened: 0 });
  });

  it('hydrates with what the server drew (the loaded prices), then shows the live ones', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    function Row() {
      const { prices } = useLiveEntries(1, ROW_IDS);
      return <p data-testid="row">{prices.map((price, i) => price?.thousandths ?? LOADED[i]).join(' ')}</p>;
    }
    // The server's instance: nothing live there.
    const server = createStores();
    const html = renderToString(
      <StoresContext.Provider value={server}>
        <Row />
      </StoresContext.Provider>,
    );
    expect(html).toContain('2000 3000 4000');
    // The browser's instance already holds newer prices when this part hydrates (a later boundary).
    live.seed([gameFixture(1)]);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, wrapper({ children: <Row /> }), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // No mismatch, and the live prices once hydrated.
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('2100 3300 3500');
    act(() => root?.unmount());
    container.remove();
  });
});

const ROW_IDS = [11, 12, 13];
const LOADED = [2000, 3000, 4000];
