import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChampionshipData } from '../types';
import { EventList } from './EventList';

function board(champs: number, perChamp: number): ChampionshipData[] {
  return Array.from({ length: champs }, (_, c) => ({
    id: `c${c}`,
    name: `League ${c}`,
    events: Array.from({ length: perChamp }, (_, e) => ({
      id: `c${c}e${e}`,
      home: `Home ${c}.${e}`,
      away: `Away ${c}.${e}`,
      startTime: Date.UTC(2026, 0, 1, 12),
      markets: [
        {
          id: `m${c}.${e}`,
          name: 'Match result',
          layout: 'twoWay' as const,
          outcomes: [
            { id: `c${c}e${e}-1`, label: '1', coef: 1.5 },
            { id: `c${c}e${e}-2`, label: '2', coef: 2.5 },
          ],
        },
      ],
    })),
  }));
}

describe('EventList', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scrolling viewport a size (600 px high) so the virtualiser renders a window.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    // Measured rows are 64 px high (jsdom would say 0 and every row would fit).
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(64);
  });
  afterEach(() => vi.restoreAllMocks());

  it('renders only the rows in view of a 1,000-event board, with championship headers', () => {
    render(<EventList championships={board(20, 50)} coefViewId={0} height={600} />);
    const list = screen.getByRole('region', { name: 'Events' });
    const rows = within(list).getAllByRole('article');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(60);
    expect(within(list).getByRole('heading', { level: 3, name: /League 0/ })).toBeInTheDocument();
  });

  it('renderEvent replaces the default row (an app reads live prices per row)', () => {
    render(
      <EventList
        championships={board(1, 3)}
        coefViewId={0}
        height={600}
        renderEvent={(event) => <p data-testid="own-row">{event.home}</p>}
      />,
    );
    expect(screen.getAllByTestId('own-row').map((row) => row.textContent)).toEqual([
      'Home 0.0',
      'Home 0.1',
      'Home 0.2',
    ]);
  });

  it('onEndReached is called when the rows in view near the end, not before', () => {
    const onEndReached = vi.fn();
    const { rerender } = render(
      <EventList championships={board(1, 200)} coefViewId={0} height={600} onEndReached={onEndReached} />,
    );
    expect(onEndReached).not.toHaveBeenCalled();
    rerender(
      <EventList championships={board(1, 5)} coefViewId={0} height={600} onEndReached={onEndReached} />,
    );
    expect(onEndReached).toHaveBeenCalled();
  });

  it('collapsing a championship removes its events from the list', async () => {
    render(<EventList championships={board(2, 3)} coefViewId={0} height={600} />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await userEvent.click(screen.getByRole('button', { name: /League 0/ }));
    expect(screen.getByRole('button', { name: /League 0/ })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('article', { name: 'Home 0.0 v Away 0.0' })).toBeNull();
  });
});
