import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SearchResults } from './SearchResults';

describe('SearchResults', () => {
  it('lists events and championships with the query marked, and reports the pick', async () => {
    const onSelectEvent = vi.fn();
    const { container } = render(
      <SearchResults
        query="lyon"
        timeZone="UTC"
        events={[
          {
            id: 'e1',
            home: 'Lyon',
            away: 'Nice',
            champName: 'Ligue 1',
            startTime: Date.UTC(2026, 4, 17, 18, 30),
          },
          {
            id: 'e2',
            home: 'Olympique Lyonnais W',
            away: 'PSG W',
            champName: 'D1 Arkema',
            startTime: 0,
            isLive: true,
          },
        ]}
        champs={[{ id: 'c1', name: 'Lyon Cup', count: 4 }]}
        onSelectEvent={onSelectEvent}
      />,
    );
    expect(screen.getByRole('region', { name: 'Search results for “lyon”' })).toBeInTheDocument();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Lyon',
      'Lyon',
      'Lyon',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Olympique Lyonnais W v PSG W/ }));
    expect(onSelectEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 'e2' }));
    expect(screen.getByRole('button', { name: /Lyon Cup/ })).toHaveTextContent('4 events');
    await expectNoAxeViolations(container);
  });

  it('says when nothing was found', () => {
    render(<SearchResults query="zzz" events={[]} />);
    expect(screen.getByText('Nothing found for “zzz”')).toBeInTheDocument();
  });
});
