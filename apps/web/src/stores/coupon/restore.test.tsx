import { describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { snapshot } from 'valtio';
import { BettingFrame } from '../../sportsbook/board/BettingFrame';
import { useSelectedIds } from '../../sportsbook/board/wiring';
import { game, home, siteConfig } from '../../sportsbook/slip/fixtures';
import { testStores } from '../../test/app';
import { createStores, StoresContext, type Stores } from '../index';
import { couponOf, toggleSelection } from './index';

/** What the page draws from the coupon: the board's pressed prices and the slip's count. */
function Pressed({ seen }: { seen: string[] }) {
  const ids = [...useSelectedIds()].join(',');
  seen.push(ids);
  return createElement('p', { 'data-testid': 'pressed' }, `pressed:${ids}`);
}

function page(stores: Stores, seen: string[]): ReactNode {
  return createElement(
    MemoryRouter,
    { initialEntries: ['/en/line'] },
    createElement(
      StoresContext.Provider,
      { value: stores },
      createElement(BettingFrame, null, createElement(Pressed, { seen })),
    ),
  );
}

describe('the coupon after hydration', () => {
  it('a saved coupon is restored after the first render: the browser first draws what the server drew', async () => {
    // A returning player: the coupon's local save holds a selection.
    testStores().global.siteConfig = { status: 'ready', config: siteConfig() };
    const g = game(1);
    toggleSelection(testStores(), home(g), g);

    // The server's instance: no local save to read, nothing pressed.
    const server = createStores();
    const serverSeen: string[] = [];
    const html = renderToString(page(server, serverSeen));
    expect(html).toContain('pressed:<');
    expect(server.couponSelection.ids).toEqual([]);
    expect(server.lazy.coupon).toBeUndefined();

    // The browser's instance starts from the same state, whatever its storage holds.
    const browser = createStores();
    browser.global.siteConfig = { status: 'ready', config: siteConfig() };
    expect(browser.couponSelection.ids).toEqual([]);
    expect(snapshot(couponOf(browser)).coupon.bets).toEqual([]);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const seen: string[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(browser, seen), { onRecoverableError: recoverable });
    });
    // The first render matched the server's markup; the save came in after it.
    expect(seen[0]).toBe('');
    expect(recoverable).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(container.querySelector('[data-testid="pressed"]')?.textContent).toBe('pressed:1001'),
    );
    await waitFor(() => expect(couponOf(browser).runtime.restored).toBe(true));
    expect(couponOf(browser).coupon.bets.map((bet) => String(bet.market.id))).toEqual(['1001']);
    act(() => root?.unmount());
    container.remove();
  });
});
