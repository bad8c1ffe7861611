import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import type { EventData } from '../types';
import { EventRow } from './EventRow';

const event: EventData = {
  id: 'e1',
  home: 'Lyon',
  away: 'Nice',
  startTime: Date.UTC(2026, 4, 17, 18, 30),
  markets: [
    {
      id: 'm1',
      name: 'Match result',
      layout: 'threeWay',
      outcomes: [
        { id: 'e1-1', label: '1', name: 'Lyon', coef: 2.1 },
        { id: 'e1-x', label: 'X', name: 'Draw', coef: 3.3 },
        { id: 'e1-2', label: '2', name: 'Nice', coef: 3.6 },
      ],
    },
  ],
};

describe('EventRow', () => {
  it('the display choices: denser rows, the event number, the score of each finished period', async () => {
    const live: EventData = {
      ...event,
      live: {
        score: [2, 1],
        clockSec: 3_000,
        running: false,
        periodScores: [
          [1, 0],
          [1, 1],
        ],
      },
    };
    const plain = render(<EventRow event={live} coefViewId={0} />);
    expect(screen.getByRole('article')).not.toHaveAttribute('data-density');
    expect(screen.queryByText('No. e1')).toBeNull();
    expect(screen.queryByText(/^Periods:/)).toBeNull();
    plain.unmount();

    const { container } = render(
      <EventRow event={live} coefViewId={0} display={{ compact: true, number: true, periodScores: true }} />,
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-density', 'compact');
    expect(screen.getByText('No. e1')).toBeVisible();
    expect(screen.getByText('Periods: 1:0, 1:1')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows teams, start time and the main market; a price reports outcome, market and event', async () => {
    const onToggle = vi.fn();
    const { container } = render(
      <EventRow event={event} coefViewId={0} timeZone="UTC" onToggle={onToggle} />,
    );
    expect(screen.getByRole('article', { name: 'Lyon v Nice' })).toBeInTheDocument();
    expect(screen.getByText('05/17, 06:30 PM')).toHaveAttribute('datetime', '2026-05-17T18:30:00.000Z');
    await userEvent.click(screen.getByRole('button', { name: 'X 3.30, Match result: Draw, Lyon v Nice' }));
    expect(onToggle).toHaveBeenCalledWith(event.markets[0]?.outcomes?.[1], event.markets[0], event);
    await expectNoAxeViolations(container);
  });

  it('with an address the team names are a link to the event page; a plain click opens it in the app, a modified click is left to the browser', async () => {
    const onOpen = vi.fn();
    const { container } = render(
      <EventRow event={event} coefViewId={0} href="/en/line/game/e1" onOpen={onOpen} />,
    );
    const link = screen.getByRole('link', { name: /^Lyon\s*Nice$/ });
    expect(link).toHaveAttribute('href', '/en/line/game/e1');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith(event);
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('a live event shows the live badge, the clock and the score in words', () => {
    render(
      <EventRow
        event={{ ...event, live: { score: [2, 1], clockSec: 3930, running: false } }}
        coefViewId={0}
      />,
    );
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('65:30');
    expect(screen.getByText('Score 2:1')).toBeInTheDocument();
  });

  it('after a price of the row moves, an unchanged price still reports the newest outcome, market, event and handler', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<EventRow event={event} coefViewId={0} onToggle={first} />);
    const market = event.markets[0]!;
    const moved: EventData = {
      ...event,
      live: { score: [1, 0], clockSec: 600, running: false },
      markets: [
        {
          ...market,
          outcomes: market.outcomes!.map((outcome) =>
            outcome.id === 'e1-1' ? { ...outcome, coef: 2.4 } : { ...outcome },
          ),
        },
      ],
    };
    rerender(<EventRow event={moved} coefViewId={0} onToggle={second} />);
    expect(screen.getByRole('button', { name: /^1 2\.40, / })).toHaveAttribute('data-trend', 'up');
    await userEvent.click(screen.getByRole('button', { name: /^X 3\.30, / }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(moved.markets[0]?.outcomes?.[1], moved.markets[0], moved);
  });
});
