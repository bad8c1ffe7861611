import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bettingTextsReady, i18n } from '../../i18n';
import { ANNOUNCE_AFTER_MS, ConnectionStatus } from './ConnectionStatus';
import { liveOf, type PushConnectionStatus } from './store';
import { renderWithStores as render, testStores } from '../../test/app';

/** What the kit's live region (its fallback without BetlineRoot) says. */
function announced(): string {
  return document.querySelector('[data-betline-live-region] [data-politeness="polite"]')?.textContent ?? '';
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await bettingTextsReady('en');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function become(status: PushConnectionStatus) {
  await act(async () => liveOf(testStores()).status(status));
}

describe('ConnectionStatus', () => {
  it('says what the connection does, in words: nothing while idle, Live, Reconnecting…, Offline', async () => {
    const { container } = render(<ConnectionStatus />);
    expect(container).toBeEmptyDOMElement();
    await become('connecting');
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    await become('open');
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByText('Live odds:')).toBeInTheDocument();
    await become('reconnecting');
    expect(screen.getByText('Reconnecting…')).toBeInTheDocument();
    await become('offline');
    expect(screen.getByText('Offline — odds may be out of date')).toBeInTheDocument();
    expect(container.querySelector('[data-push-status="offline"]')).not.toBeNull();
  });

  it('reads out a lost connection and its return, but not the first connection or a short blip', async () => {
    render(<ConnectionStatus />);
    await become('connecting');
    await become('open');
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS + 100));
    expect(announced()).toBe('');

    // A blip shorter than the delay is not read.
    await become('reconnecting');
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS / 2));
    await become('open');
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS + 100));
    expect(announced()).toBe('');

    await become('reconnecting');
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS + 100));
    expect(announced()).toBe('Live connection lost. Reconnecting… Odds may be out of date.');

    await become('open');
    await act(async () => vi.advanceTimersByTime(ANNOUNCE_AFTER_MS + 100));
    expect(announced()).toBe('Live connection restored.');
  });
});
